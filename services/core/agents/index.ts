/** The agents domain's public surface: the only file other domains and the core's composition import. */
export type { AgentsRepository } from './agents.repository.ts';
export { agentsRepositories, createAgentsDomain } from './domain.ts';
