import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import {
  listingNotFound,
  type ListingModeration,
  type ListingRevisionsRepository,
  type ListingsRepository,
  type ListingDocument,
  listingView,
} from '../listings/index.ts';
import { type ReviewModeration, reviewView, type ReviewDocument } from '../reviews/index.ts';
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
  preview: NonNullable<Schema<'ModerationItem'>['preview']>;
}

export interface ContentDirectoryDeps {
  listings: Pick<ListingModeration, 'find'>;
  /** Many listings at once: the stored documents, then the revisions ahead of them (see ListingRevisions.current). */
  storedListings: Pick<ListingsRepository, 'findByIds'>;
  listingRevisions: Pick<ListingRevisionsRepository, 'latestOfEach'>;
  reviews: Pick<ReviewModeration, 'findVisible' | 'find' | 'findEach'>;
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
  async find(
    ref: Pick<ContentRef, 'type' | 'id' | 'listingId'>,
    baseUrl: string,
    visibleReview = false,
  ): Promise<Content> {
    const listing = await this.deps.listings.find(ref.listingId);
    if (ref.type === 'listing') return listingContent(listing, baseUrl);
    const review = visibleReview ? await this.deps.reviews.findVisible(ref.id) : await this.deps.reviews.find(ref.id);
    return reviewContent(listing, review, baseUrl);
  }

  /** `find` of each ref, in their order: the listings in two round trips and the reviews in one, whatever their number. */
  async findEach(
    refs: ReadonlyArray<Pick<ContentRef, 'type' | 'id' | 'listingId'>>,
    baseUrl: string,
  ): Promise<Content[]> {
    const listingIds = [...new Set(refs.map((ref) => ref.listingId))];
    const reviewIds = [...new Set(refs.flatMap((ref) => (ref.type === 'review' ? [ref.id] : [])))];
    const [listings, reviews] = await Promise.all([
      listingIds.length === 0
        ? []
        : this.deps.storedListings
            .findByIds(listingIds)
            .then((stored) => this.deps.listingRevisions.latestOfEach(stored)),
      this.deps.reviews.findEach(reviewIds),
    ]);
    return refs.map((ref) => {
      const listing = listings.find((each) => each._id === ref.listingId);
      if (!listing) throw listingNotFound();
      return ref.type === 'listing'
        ? listingContent(listing, baseUrl)
        : reviewContent(
            listing,
            reviews.find((each) => each._id === ref.id)!,
            baseUrl,
          );
    });
  }

  async emailOf(accountId: string): Promise<string | null> {
    return (await this.deps.accounts.findById(accountId))?.email ?? null;
  }
}

function listingContent(listing: ListingDocument, baseUrl: string): Content {
  return {
    ref: { type: 'listing', id: listing._id, listingId: listing._id },
    accountId: listing.providerId,
    listing,
    url: ContentDirectory.listingUrl(baseUrl, listing._id),
    createdAt: listing.createdAt,
    contentType: listing.media.length > 0 ? ['product', 'text', 'image'] : ['product', 'text'],
    preview: listingView(listing),
  };
}

function reviewContent(listing: ListingDocument, review: ReviewDocument, baseUrl: string): Content {
  return {
    ref: { type: 'review', id: review._id, listingId: review.listingId },
    accountId: review.authorId,
    listing,
    url: `${ContentDirectory.listingUrl(baseUrl, listing._id)}/reviews#${review._id}`,
    createdAt: review.createdAt,
    contentType: ['text'],
    preview: { ...reviewView(review), removed: Boolean(review.removal) },
  };
}
