/** The webhooks domain's public surface: the only file other domains and the core's composition import. */
export { createWebhooksDomain, webhooksRepositories } from './domain.ts';
