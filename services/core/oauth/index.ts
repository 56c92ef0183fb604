/** The oauth domain's public surface: the only file other domains and the core's composition import. */
export { findActiveAccessToken, grantOfAccessToken } from './access-tokens.ts';
export { createOAuthDomain, oauthRepositories } from './domain.ts';
export type { OAuthRepositories } from './domain.ts';
export type { GrantRevocations } from './grant-revocations.ts';
export { RevocationsRepository } from './revocations.repository.ts';
export { OAuthTokensRepository } from './tokens.repository.ts';
