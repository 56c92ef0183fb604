import { issueApiKeySecret } from '../../../shared/auth/api-key-secret.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { AgentsRepository } from '../agents/agents.repository.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { agentNotOwned, apiKeyNotFound, expiryNotInFuture, perDealAbovePerDay, scopesNotHeld } from './errors.ts';
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
    private readonly deps: { keys: ApiKeysRepository; agents: Pick<AgentsRepository, 'findOwned'>; clock: Clock },
  ) {}

  async list(accountId: string, query: PageQuery): Promise<Page<ApiKeyView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.keys.listPage(accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map(apiKeyView) };
  }

  /** Creates a key whose scopes the caller holds itself; the secret is in this answer and never again. */
  async create(principal: Principal, input: NewApiKey): Promise<ApiKeyView & { secret: string }> {
    const notHeld = input.scopes.filter((scope) => !principal.scopes.includes(scope));
    if (notHeld.length > 0) {
      throw scopesNotHeld(notHeld);
    }
    const now = this.deps.clock.now();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now) throw expiryNotInFuture();
    if (input.spendingPolicy && input.spendingPolicy.perDeal > input.spendingPolicy.perDay) throw perDealAbovePerDay();
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
      spendingPolicy: input.spendingPolicy ? { ...input.spendingPolicy } : null,
      agentId: input.agentId ?? null,
    };
    await this.deps.keys.insertKey(key);
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

  async revoke(accountId: string, keyId: string): Promise<{ id: string; revokedAt: string }> {
    const revokedAt = await this.deps.keys.revoke(accountId, keyId, this.deps.clock.now());
    if (!revokedAt) throw apiKeyNotFound();
    return { id: keyId, revokedAt: revokedAt.toISOString() };
  }
}
