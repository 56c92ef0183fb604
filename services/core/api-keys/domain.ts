import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { AgentsRepository } from '../agents/index.ts';
import { grantOfAccessToken, type OAuthRepositories } from '../oauth/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { ApiKeysService } from './api-keys.service.ts';
import { apiKeysHandlers } from './handlers.ts';
import { KeyRevocations } from './key-revocations.ts';
import { MintingParents } from './minting-parents.ts';
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
  repositories: ReturnType<typeof apiKeysRepositories> & { agents: AgentsRepository } & Pick<
      OAuthRepositories,
      'oauthTokens' | 'oauthRevocations'
    >;
  clock: Clock;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
}

/**
 * API keys and their scopes; `spending` holds keys to their spending policies wherever money is committed, and
 * `revocations` revokes the keys created under a credential when it is revoked.
 */
export function createApiKeysDomain({ repositories, clock, workflows }: ApiKeysDomainDeps) {
  const { apiKeys: keys, oauthTokens, oauthRevocations } = repositories;
  const parents = new MintingParents({
    keys,
    accessTokens: {
      grantOf: (tokenId) => grantOfAccessToken({ oauthTokens }, tokenId),
      isRevoked: (grant) => oauthRevocations.isRevoked(grant),
    },
    clock,
  });
  const revocations = new KeyRevocations({ keys, workflows });
  return {
    handlers: apiKeysHandlers(new ApiKeysService({ keys, agents: repositories.agents, parents, revocations, clock })),
    spending: new SpendingPolicies({ keys, ledger: repositories.spendingLedger, clock }),
    revocations,
  };
}
