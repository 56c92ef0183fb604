import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { ListingModeration } from '../listings/listing-moderation.ts';
import type { ListingDocument } from '../listings/types.ts';
import { listingView } from '../listings/views.ts';
import type { ReviewModeration } from '../reviews/review-moderation.ts';
import { reviewView } from '../reviews/types.ts';
import type { ContentRef, StatementDocument } from './types.ts';

/** A listing or review as moderation sees it: whose it is, where it is published, and what it consists of. */
export interface Content {
  ref: ContentRef;
  /** The provider of the listing, or the author of the review: who a restriction concerns. */
  accountId: string;
  listing: ListingDocument;
  url: string;
  createdAt: Date;
  contentType: StatementDocument['contentType'];
  preview: Record<string, unknown>;
}

export interface ContentDirectoryDeps {
  listings: Pick<ListingModeration, 'find'>;
  reviews: Pick<ReviewModeration, 'findVisible' | 'find'>;
  accounts: Pick<AccountsRepository, 'findById'>;
}

/** Finds the content a notice, a queue item or a statement names, through the listings and reviews domains. */
export class ContentDirectory {
  constructor(private readonly deps: ContentDirectoryDeps) {}

  /** Where a listing (and its reviews) is published for people. */
  static listingUrl(baseUrl: string, listingId: string): string {
    return `${baseUrl}/v1/listings/${listingId}`;
  }

  /** The content as it is now; `visibleReview` refuses a review moderation has removed (it cannot be reported again). */
  async find(ref: Pick<ContentRef, 'type' | 'id' | 'listingId'>, baseUrl: string, visibleReview = false): Promise<Content> {
    const listing = await this.deps.listings.find(ref.listingId);
    const listingUrl = ContentDirectory.listingUrl(baseUrl, listing._id);
    if (ref.type === 'listing') {
      return {
        ref: { type: 'listing', id: listing._id, listingId: listing._id },
        accountId: listing.providerId,
        listing,
        url: listingUrl,
        createdAt: listing.createdAt,
        contentType: listing.media.length > 0 ? ['product', 'text', 'image'] : ['product', 'text'],
        preview: listingView(listing),
      };
    }
    const review = visibleReview ? await this.deps.reviews.findVisible(ref.id) : await this.deps.reviews.find(ref.id);
    return {
      ref: { type: 'review', id: review._id, listingId: review.listingId },
      accountId: review.authorId,
      listing,
      url: `${listingUrl}/reviews#${review._id}`,
      createdAt: review.createdAt,
      contentType: ['text'],
      preview: { ...reviewView(review), removed: Boolean(review.removal) },
    };
  }

  async emailOf(accountId: string): Promise<string | null> {
    return (await this.deps.accounts.findById(accountId))?.email ?? null;
  }
}
