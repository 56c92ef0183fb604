/** The sign-in domain's public surface: the only file other domains and the core's composition import. */
export { createSignInDomain, signInRepositories } from './domain.ts';
