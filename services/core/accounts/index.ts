/** The accounts domain's public surface: the only file other domains and the core's composition import. */
export type { AccountsRepository } from './accounts.repository.ts';
export type { AccountsService, SignedIn } from './accounts.service.ts';
export { findActiveSession } from './active-sessions.ts';
export { accountsRepositories, createAccountsDomain } from './domain.ts';
export type { AccountCredentials, ActingAgents } from './ports.ts';
export { SessionsRepository } from './sessions.repository.ts';
export { normalizeEmail } from './types.ts';
export type { AccountDocument } from './types.ts';
