/** The moderation domain's public surface: the only file other domains and the core's composition import. */
export { createModerationDomain, listingReviewQueue, moderationRepositories } from './domain.ts';
