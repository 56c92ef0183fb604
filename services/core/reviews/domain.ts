import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { DealsRepository } from '../deals/index.ts';
import type { ListingRevisions, ListingsRepository } from '../listings/index.ts';
import type { EventRelay } from '../outbox/index.ts';
import { reviewsHandlers } from './handlers.ts';
import { ReviewsRepository } from './reviews.repository.ts';
import { ReviewsService } from './reviews.service.ts';

/** The collection of reviews of listings. */
export function reviewsRepositories(db: Db) {
  return { reviews: new ReviewsRepository(db) };
}

export interface ReviewsDomainDeps {
  repositories: ReturnType<typeof reviewsRepositories> & {
    deals: Pick<DealsRepository, 'hasReleasedDeal'>;
    listings: Pick<ListingsRepository, 'findById'>;
  };
  /** A listing's rating summary is written as a revision of the listing. */
  listingRevisions: Pick<ListingRevisions, 'revise'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/** Reviews of listings, verified by a released deal, and the rating summaries they keep on their listings. */
export function createReviewsDomain({ repositories, listingRevisions, relay, clock }: ReviewsDomainDeps) {
  const reviews = new ReviewsService({
    reviews: repositories.reviews,
    deals: repositories.deals,
    listings: repositories.listings,
    revisions: listingRevisions,
    relay,
    clock,
  });
  return { handlers: reviewsHandlers(reviews), reviews };
}
