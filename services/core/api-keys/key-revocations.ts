import { randomUUID } from 'node:crypto';
import { defineWorkflow, type WorkflowEngine } from '../workflows/index.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { apiKeyRef, oauthClientRef, oauthGrantRef } from './lineage.ts';

/**
 * Passes of the update over the keys under a revoked credential. A key inserted while a pass ran may be missed by
 * it and is caught by the next; one inserted after the credential was revoked revokes itself (ApiKeysService.create
 * reads its creator after the insert). So the passes stop at the first that revokes nothing; the bound only stops
 * a caller that keeps creating keys as fast as they are revoked from holding the workflow forever.
 */
const MAX_PASSES = 20;

export interface KeyRevocationsDeps {
  keys: Pick<ApiKeysRepository, 'findOwned' | 'revoke' | 'revokeUnder' | 'revokeAllCreatedBy'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
}

/**
 * Revoking a credential revokes the keys created under it, transitively: every key names what it descends from
 * (lineage.ts), so one indexed update reaches them all. As it changes many documents, it is a step of a
 * workflow (here for a key, the OAuth domain's for grants and clients), which recovery finishes after a crash.
 */
export class KeyRevocations {
  constructor(private readonly deps: KeyRevocationsDeps) {
    deps.workflows.register(this.revokeKeyFlow);
  }

  /** Revokes the account's key and every key under it; when it was revoked, or null when the account has no such key. */
  async revokeKey(accountId: string, keyId: string): Promise<Date | null> {
    const key = await this.deps.keys.findOwned(accountId, keyId);
    if (!key) return null;
    if (key.revokedAt) return key.revokedAt;
    const revokedAt = await this.deps.workflows.run(this.revokeKeyFlow, `revoke-api-key:${randomUUID()}`, { keyId });
    return new Date(revokedAt);
  }

  /** Revokes every live key the account created up to `at`; a step of the caller's workflow (accounts' email proof). */
  revokeAllCreatedBy(accountId: string, at: Date): Promise<void> {
    return this.deps.keys.revokeAllCreatedBy(accountId, at);
  }

  /** Revokes the keys created with the OAuth grant's tokens; a step of the caller's workflow. */
  revokeUnderGrant(grantId: string, at: Date): Promise<void> {
    return this.revokeUnder(oauthGrantRef(grantId), null, at);
  }

  /** Revokes the keys created with tokens of the account's OAuth client up to `until`; a step of the caller's workflow. */
  revokeUnderClient(accountId: string, clientKey: string, until: Date, at: Date): Promise<void> {
    return this.revokeUnder(oauthClientRef(accountId, clientKey), until, at);
  }

  private readonly revokeKeyFlow = defineWorkflow('revoke-api-key', async (steps, { keyId }: { keyId: string }) => {
    const at = steps.startedAt;
    await steps.doRepeatable('revoke-key', () => this.deps.keys.revoke(keyId, at));
    await steps.doRepeatable('revoke-keys-under-it', () => this.revokeUnder(apiKeyRef(keyId), null, at));
    return at.toISOString();
  });

  private async revokeUnder(ref: string, until: Date | null, at: Date): Promise<void> {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      if ((await this.deps.keys.revokeUnder(ref, until, at)) === 0) return;
    }
  }
}
