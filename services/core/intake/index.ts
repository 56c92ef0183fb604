/** The intake domain's public surface: the only file other domains and the core's composition import. */
export { createIntakeDomain, intakeRepositories } from './domain.ts';
export type { CategoryProposalsRepository } from './drafts/category-proposals.repository.ts';
export { WaitingDrafts } from './drafts/waiting-drafts.ts';
export type { CategoryProposalDocument } from './types.ts';
