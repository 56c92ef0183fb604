import type { ActiveApiKey } from '../../../shared/auth/bearer-verifier.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

/** What the bearer verifier needs of an API key: unexpired and unrevoked. API keys never carry admin power. */
export async function findActiveApiKey(
  repositories: { apiKeys: Pick<ApiKeysRepository, 'findActive' | 'touch'> },
  keyId: string,
  now: Date,
): Promise<ActiveApiKey | null> {
  const key = await repositories.apiKeys.findActive(keyId, now);
  if (!key) return null;
  // Awaited (at most once a minute per key): on a server without atomic document updates this write can undo a
  // revocation racing it, which the repository sets again before the request goes on.
  await repositories.apiKeys.touch(key, now).catch(() => undefined);
  return {
    accountId: key.accountId,
    isAdmin: false,
    scopes: key.scopes,
    secretHash: key.secretHash,
    agentId: key.agentId ?? null,
  };
}
