/** The claims domain's public surface: the only file other domains and the core's composition import. */
export { claimsRepositories, createClaimsDomain } from './domain.ts';
