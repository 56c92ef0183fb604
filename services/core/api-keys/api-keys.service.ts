import { issueApiKeySecret } from '../../../shared/auth/api-key-secret.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { AgentsRepository } from '../agents/index.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { agentNotOwned, apiKeyNotFound, expiryNotInFuture, perDealAbovePerDay } from './errors.ts';
import type { KeyRevocations } from './key-revocations.ts';
import { mintWithin } from './minting-limits.ts';
import type { MintingParents } from './minting-parents.ts';
import { apiKeyView, type ApiKeyDocument, type ApiKeyView, type SpendingPolicy } from './types.ts';

export interface NewApiKey {
  name: string;
  scopes: string[];
  expiresAt?: string;
  spendingPolicy?: SpendingPolicy;
  agentId?: string;
}

export class ApiKeysService {
  constructor(
    private readonly deps: {
      keys: ApiKeysRepository;
      agents: Pick<AgentsRepository, 'findOwned'>;
      parents: MintingParents;
      revocations: Pick<KeyRevocations, 'revokeKey'>;
      clock: Clock;
    },
  ) {}

  async list(accountId: string, query: PageQuery): Promise<Page<ApiKeyView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.keys.listPage(accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map(apiKeyView) };
  }

  /**
   * Creates a key within what the calling credential has itself (minting-limits.ts), recorded under it so that
   * revoking it revokes the key; the secret is in this answer and never again.
   */
  async create(principal: Principal, input: NewApiKey): Promise<ApiKeyView & { secret: string }> {
    const now = this.deps.clock.now();
    const requestedExpiry = input.expiresAt ? new Date(input.expiresAt) : null;
    if (requestedExpiry && requestedExpiry <= now) throw expiryNotInFuture();
    const spendingPolicy = input.spendingPolicy ? { ...input.spendingPolicy } : null;
    if (spendingPolicy && spendingPolicy.perDeal > spendingPolicy.perDay) throw perDealAbovePerDay();
    const parent = await this.deps.parents.of(principal);
    const { expiresAt, agentId } = mintWithin(parent.limits, {
      scopes: input.scopes,
      spendingPolicy,
      expiresAt: requestedExpiry,
      agentId: input.agentId ?? null,
    });
    if (input.agentId !== undefined) await this.ownedAgent(principal.accountId, input.agentId);
    const issued = issueApiKeySecret(newId('key'));
    const key: ApiKeyDocument = {
      _id: issued.keyId,
      accountId: principal.accountId,
      name: input.name,
      scopes: [...input.scopes],
      displayPrefix: issued.displayPrefix,
      secretHash: issued.secretHash,
      createdAt: now,
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      spendingPolicy,
      agentId,
      mintedBy: parent.mintedBy,
      lineage: parent.lineage,
    };
    await this.deps.keys.insertKey(key);
    if (!(await parent.stillActive())) {
      await this.deps.keys.revoke(key._id, this.deps.clock.now());
      throw new AppError('credential_invalid', { field: 'header.Authorization' });
    }
    return { ...apiKeyView(key), secret: issued.secret };
  }

  /** Binds the account's key to one of its agents, or unbinds it with null. */
  async bindAgent(accountId: string, keyId: string, agentId: string | null): Promise<ApiKeyView> {
    if (agentId !== null) await this.ownedAgent(accountId, agentId);
    const key = await this.deps.keys.setAgent(accountId, keyId, agentId);
    if (!key) throw apiKeyNotFound();
    return apiKeyView(key);
  }

  private async ownedAgent(accountId: string, agentId: string): Promise<void> {
    if (!(await this.deps.agents.findOwned(accountId, agentId))) throw agentNotOwned();
  }

  /** Revokes the account's key and every key created under it. */
  async revoke(accountId: string, keyId: string): Promise<{ id: string; revokedAt: string }> {
    const revokedAt = await this.deps.revocations.revokeKey(accountId, keyId);
    if (!revokedAt) throw apiKeyNotFound();
    return { id: keyId, revokedAt: revokedAt.toISOString() };
  }
}
