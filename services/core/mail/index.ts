/** The mail domain's public surface: the only file other domains and the core's composition import. */
export { createMailer, mailRepositories } from './domain.ts';
export type { Mailer } from './mailer.ts';
