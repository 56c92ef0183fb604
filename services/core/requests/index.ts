/** The requests domain's public surface: the only file other domains and the core's composition import. */
export { createRequestsDomain, requestsRepositories } from './domain.ts';
export type { Money } from './types.ts';
