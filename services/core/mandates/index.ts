/** The mandates domain's public surface: the only file other domains and the core's composition import. */
export { createMandatesDomain, mandatesRepositories } from './domain.ts';
export type { MandatesService } from './mandates.service.ts';
