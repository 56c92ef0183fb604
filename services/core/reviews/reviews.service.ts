import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { DealsRepository } from '../deals/index.ts';
import {
  listingNotFound,
  type ListingRevisions,
  type ListingsRepository,
  type ListingDocument,
  type RatingSummary,
} from '../listings/index.ts';
import { announcing, type EventRelay } from '../outbox/index.ts';
import { alreadyReviewed, ownListing } from './errors.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import { reviewView, type NewReview, type ReviewDocument, type ReviewView } from './types.ts';

export interface ReviewsServiceDeps {
  reviews: ReviewsRepository;
  deals: Pick<DealsRepository, 'hasReleasedDeal'>;
  listings: Pick<ListingsRepository, 'findById'>;
  revisions: Pick<ListingRevisions, 'revise'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/** Enough rounds for every concurrent reviewer of one listing to see the others' reviews in the summary. */
const MAX_SUMMARY_ROUNDS = 20;

/** The operations the provider of a listing has on it instead of reviewing it. */
const PROVIDER_OPERATIONS = ['updateListing', 'archiveListing', 'boostListing', 'getListingVisibility'];

export class ReviewsService {
  constructor(private readonly deps: ReviewsServiceDeps) {}

  /**
   * One review per author and listing, decided by the unique index. The review is written once with its
   * `listing.reviewed` (published by the relay), then the listing's rating summary is recomputed as a new
   * revision, so search sees it.
   */
  async create(principal: Principal, listingId: string, input: NewReview): Promise<ReviewView> {
    const listing = await this.publishedListing(listingId);
    if (listing.providerId === principal.accountId) throw ownListing(listing.status, PROVIDER_OPERATIONS);
    const now = this.deps.clock.now();
    const written: ReviewDocument = {
      _id: newId('rev'),
      listingId,
      providerId: listing.providerId,
      authorId: principal.accountId,
      rating: input.rating,
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.body === undefined ? {} : { body: input.body }),
      verified: await this.deps.deals.hasReleasedDeal(principal.accountId, listing.providerId),
      createdAt: now,
    };
    const payload = { listingId, reviewId: written._id, rating: written.rating, authorId: written.authorId };
    const review = { ...written, ...announcing('listing.reviewed', payload, { audience: [listing.providerId], now }) };
    if (!(await this.deps.reviews.insertReviewOnce(review))) throw alreadyReviewed();
    this.deps.relay.publish(review.announcedEvents);
    await this.refreshRatingSummary(listingId, principal.accountId);
    return reviewView(review);
  }

  /** Reviews of a published listing, newest first. */
  async list(listingId: string, query: PageQuery): Promise<Page<ReviewView>> {
    await this.publishedListing(listingId);
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.reviews.listPage(listingId, after, limit + 1), limit);
    return { ...page, items: page.items.map(reviewView) };
  }

  /**
   * Writes the listing's rating summary, recomputed from its reviews, as a revision by `actorId`. Concurrent
   * reviewers may each compute a summary that misses the other's review, and the stale one may land last; so
   * every writer recomputes after its revision and writes again until the latest revision matches the reviews.
   * Whatever removes a review calls this too.
   */
  async refreshRatingSummary(listingId: string, actorId: string): Promise<void> {
    for (let round = 0; round < MAX_SUMMARY_ROUNDS; round += 1) {
      const summary = await this.deps.reviews.listingRating(listingId);
      const { written } = await this.deps.revisions.revise(listingId, actorId, (current) =>
        holdsSummary(current, summary) ? null : { ratingAverage: summary.average, ratingCount: summary.count },
      );
      if (!written) return;
    }
  }

  private async publishedListing(listingId: string): Promise<ListingDocument> {
    const listing = await this.deps.listings.findById(listingId);
    if (!listing || listing.status !== 'published') throw listingNotFound();
    return listing;
  }
}

function holdsSummary(listing: ListingDocument, summary: RatingSummary): boolean {
  return listing.ratingAverage === summary.average && listing.ratingCount === summary.count;
}
