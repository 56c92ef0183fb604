/** The blog domain's public surface: the only file other domains and the core's composition import. */
export { blogRepositories, createBlogDomain } from './domain.ts';
