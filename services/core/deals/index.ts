/** The deals domain's public surface: the only file other domains and the core's composition import. */
export type { AgreedTerms, DealOpener } from './deal-opener.ts';
export type { DealsRepository } from './deals.repository.ts';
export { createDealsDomain, dealsRepositories } from './domain.ts';
