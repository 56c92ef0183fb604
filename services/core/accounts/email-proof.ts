import { defineWorkflow, type WorkflowEngine } from '../workflows/index.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { AccountDocument } from './types.ts';

export interface EmailProofDeps {
  accounts: Pick<AccountsRepository, 'recordEmailProven'>;
  sessions: Pick<SessionsRepository, 'revokeAllStartedBy'>;
  /** Both end what was created up to `at`, so a finishing run never ends the owner's own later credentials. */
  revokeApiKeys: (accountId: string, at: Date) => Promise<void>;
  revokeOAuthGrants: (accountId: string, at: Date) => Promise<void>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
}

/**
 * The first proof of an account's address (a magic link, an identity provider's verified email). When someone had
 * registered the address with a password without proving it, the prover is the address's owner and the registrant
 * may be an impostor waiting for the owner to move in (account pre-hijacking): the password is removed first, so no
 * new session can start from it, then every session ends and every API key and OAuth grant is revoked. Workflow
 * `prove-email:<accountId>`: each step is idempotent, and a stop part-way is finished by the recovery job.
 */
export class EmailProofs {
  constructor(private readonly deps: EmailProofDeps) {
    deps.workflows.register(this.definition);
  }

  /** Answers whether what the unproven registrant set up was ended. */
  async prove(account: AccountDocument, now: Date): Promise<{ tookOver: boolean }> {
    if (account.emailProvenAt) return { tookOver: false };
    if (account.passwordHash === null) {
      await this.deps.accounts.recordEmailProven(account._id, now, false);
      return { tookOver: false };
    }
    await this.deps.workflows.run(this.definition, `prove-email:${account._id}`, { accountId: account._id });
    return { tookOver: true };
  }

  readonly definition = defineWorkflow('prove-email', async (steps, { accountId }: { accountId: string }) => {
    const at = steps.startedAt;
    await steps.do('remove-password', () => this.deps.accounts.recordEmailProven(accountId, at, true));
    await steps.do('end-sessions', () => this.deps.sessions.revokeAllStartedBy(accountId, at));
    await steps.do('revoke-api-keys', () => this.deps.revokeApiKeys(accountId, at));
    await steps.do('revoke-oauth-grants', () => this.deps.revokeOAuthGrants(accountId, at));
    return null;
  });
}
