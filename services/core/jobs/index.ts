/** The jobs domain's public surface: the only file other domains and the core's composition import. */
export { createJobsDomain, jobsRepositories } from './domain.ts';
