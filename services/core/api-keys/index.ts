/** The api-keys domain's public surface: the only file other domains and the core's composition import. */
export { findActiveApiKey } from './active-keys.ts';
export { ApiKeysRepository } from './api-keys.repository.ts';
export { apiKeysRepositories, createApiKeysDomain } from './domain.ts';
export type { KeyRevocations } from './key-revocations.ts';
export type { SpendingPolicies } from './spending-policy.ts';
