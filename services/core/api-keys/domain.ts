import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { AgentsRepository } from '../agents/agents.repository.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { ApiKeysService } from './api-keys.service.ts';
import { apiKeysHandlers } from './handlers.ts';
import { SpendingLedgerRepository } from './spending-ledger.repository.ts';
import { SpendingPolicies } from './spending-policy.ts';

/** The collections of API keys and of what each key committed to money movements. */
export function apiKeysRepositories(db: Db) {
  return {
    apiKeys: new ApiKeysRepository(db),
    spendingLedger: new SpendingLedgerRepository(db),
  };
}

export interface ApiKeysDomainDeps {
  repositories: ReturnType<typeof apiKeysRepositories> & { agents: AgentsRepository };
  clock: Clock;
}

/** API keys and their scopes; `spending` holds keys to their spending policies wherever money is committed. */
export function createApiKeysDomain({ repositories, clock }: ApiKeysDomainDeps) {
  return {
    handlers: apiKeysHandlers(new ApiKeysService({ keys: repositories.apiKeys, agents: repositories.agents, clock })),
    spending: new SpendingPolicies({ keys: repositories.apiKeys, ledger: repositories.spendingLedger, clock }),
  };
}
