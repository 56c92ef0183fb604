import { randomUUID } from 'node:crypto';
import { defineWorkflow, type WorkflowEngine } from '../workflows/index.ts';
import type { RevocationsRepository } from './revocations.repository.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';
import type { RevocationDocument } from './types.ts';

/** The API keys that OAuth tokens created, as the API keys domain revokes them (api-keys/key-revocations.ts). */
export interface KeysCreatedWithTokens {
  revokeUnderGrant(grantId: string, at: Date): Promise<void>;
  revokeUnderClient(accountId: string, clientKey: string, until: Date, at: Date): Promise<void>;
}

export interface GrantRevocationsDeps {
  revocations: Pick<RevocationsRepository, 'revokeGrant' | 'revokeClient' | 'revokeAccount'>;
  tokens: Pick<OAuthTokensRepository, 'findById'>;
  keys: KeysCreatedWithTokens;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
}

type GrantRevocation = { grantId: string; reason: RevocationDocument['reason'] };
type ClientRevocation = { accountId: string; clientKey: string };

/**
 * Ends OAuth grants (one, or every grant of a client for an account) together with the API keys their tokens
 * created: the revocation record and the keys are several documents, so each is a workflow that recovery
 * finishes after a crash. Each request is its own workflow; repeating one changes nothing more.
 */
export class GrantRevocations {
  constructor(private readonly deps: GrantRevocationsDeps) {
    for (const definition of [this.grantFlow, this.clientFlow]) deps.workflows.register(definition);
  }

  async revokeGrant(grantId: string, reason: RevocationDocument['reason']): Promise<void> {
    await this.deps.workflows.run(this.grantFlow, `revoke-oauth-grant:${randomUUID()}`, { grantId, reason });
  }

  /** Logout with an access token: its grant ends, so the token, its refresh token and the keys it created end. */
  async signOutAccessToken(tokenId: string): Promise<void> {
    const token = await this.deps.tokens.findById(tokenId);
    if (token) await this.revokeGrant(token.grantId, 'signed_out');
  }

  /** Ends every grant of the account made up to `at`; a step of the caller's workflow (accounts' email proof). */
  revokeAccount(accountId: string, at: Date): Promise<void> {
    return this.deps.revocations.revokeAccount(accountId, at);
  }

  /** Ends every grant of the client for the account made up to now; answers when. */
  async revokeClient(accountId: string, clientKey: string): Promise<Date> {
    const at = await this.deps.workflows.run(this.clientFlow, `revoke-oauth-client:${randomUUID()}`, {
      accountId,
      clientKey,
    });
    return new Date(at);
  }

  private readonly grantFlow = defineWorkflow(
    'revoke-oauth-grant',
    async (steps, { grantId, reason }: GrantRevocation) => {
      const at = steps.startedAt;
      await steps.doRepeatable('revoke-grant', () => this.deps.revocations.revokeGrant(grantId, reason, at));
      await steps.doRepeatable('revoke-keys-created', () => this.deps.keys.revokeUnderGrant(grantId, at));
      return null;
    },
  );

  private readonly clientFlow = defineWorkflow(
    'revoke-oauth-client',
    async (steps, { accountId, clientKey }: ClientRevocation) => {
      const at = steps.startedAt;
      await steps.doRepeatable('revoke-client', () => this.deps.revocations.revokeClient(accountId, clientKey, at));
      await steps.doRepeatable('revoke-keys-created', () =>
        this.deps.keys.revokeUnderClient(accountId, clientKey, at, at),
      );
      return at.toISOString();
    },
  );
}
