/** The domains domain's public surface: the only file other domains and the core's composition import. */
export { createDomainsDomain, domainsRepositories } from './domain.ts';
