/** The reviews domain's public surface: the only file other domains and the core's composition import. */
export { createReviewsDomain, reviewsRepositories } from './domain.ts';
export { ReviewModeration } from './review-moderation.ts';
export type { ReviewsRepository } from './reviews.repository.ts';
export type { ReviewsService } from './reviews.service.ts';
export { reviewView } from './types.ts';
export type { ReviewDocument } from './types.ts';
