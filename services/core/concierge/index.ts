/** The concierge domain's public surface: the only file other domains and the core's composition import. */
export { conciergeRepositories, createConciergeDomain } from './domain.ts';
