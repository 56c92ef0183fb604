import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { SourceFetcher } from '../../../shared/fetching/source-fetcher.ts';
import { webhookTargetPolicy } from '../../../shared/fetching/target-policy.ts';
import { AgentCards, CARD_LIMITS } from './agent-cards.ts';
import { AgentsRepository } from './agents.repository.ts';
import { AgentsService } from './agents.service.ts';
import type { BoundKeys } from './bound-keys.ts';
import { agentsHandlers } from './handlers.ts';

/** The agents accounts registered (API keys name theirs by id, so the keys domain reads them too). */
export function agentsRepositories(db: Db) {
  return { agents: new AgentsRepository(db) };
}

export interface AgentsDomainDeps {
  repositories: ReturnType<typeof agentsRepositories> & { apiKeys: BoundKeys };
  config: Pick<Config, 'env' | 'webhooks'>;
  clock: Clock;
}

/** The AI agents that act for accounts: owner-only management, public profiles, cards read under the SSRF guard. */
export function createAgentsDomain({ repositories, config, clock }: AgentsDomainDeps) {
  const fetcher = new SourceFetcher({ targets: webhookTargetPolicy(config), limits: CARD_LIMITS });
  const cards = new AgentCards({ fetcher, now: () => clock.now() });
  const agents = new AgentsService({ agents: repositories.agents, keys: repositories.apiKeys, cards, clock });
  return { handlers: agentsHandlers(agents), agents };
}
