import { setTimeout as pause } from 'node:timers/promises';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import type { SpendingCommitmentDocument, SpendingLedgerRepository } from './spending-ledger.repository.ts';
import type { SpendingPolicy } from './types.ts';

const MAX_APPEND_ATTEMPTS = 50;
const MAX_RETRY_JITTER_MS = 5;

export interface Commitment {
  dealId: string;
  amount: number;
  currency: string;
}

function refused(message: string, meta: Record<string, unknown>): AppError {
  return new AppError('spending_limit_exceeded', { message, meta });
}

/**
 * What a credential may commit to deals as their buyer. Human sessions are not limited. An API key commits
 * only within its `spendingPolicy` (per deal and per UTC day, in one currency); a key without a policy, and an
 * OAuth token, cannot commit money at all. Each commitment is appended to the spending ledger under
 * `<credentialId>#<day>#<sequence>` with the day's running total, so concurrent commitments cannot exceed the
 * daily limit together.
 */
export class SpendingPolicies {
  constructor(private readonly deps: { keys: Pick<ApiKeysRepository, 'findActive'>; ledger: SpendingLedgerRepository; clock: Clock }) {}

  /** Records the commitment for the credential, or refuses with 403 `spending_limit_exceeded`. */
  async commit(principal: Principal, commitment: Commitment): Promise<void> {
    if (principal.kind === 'session') return;
    const policy = principal.kind === 'api_key' ? await this.policyOf(principal.credentialId) : null;
    if (!policy) {
      throw refused('This credential has no spending policy, so it cannot commit money. Create an API key with a spendingPolicy, or let a human session do this.', {
        credentialKind: principal.kind,
      });
    }
    if (policy.currency !== commitment.currency) {
      throw refused(`The spending policy of this key is in ${policy.currency}; it cannot commit ${commitment.currency}.`, { policy });
    }
    if (commitment.amount > policy.perDeal) {
      throw refused(`The amount exceeds the per-deal limit of ${policy.perDeal} of this key.`, { policy, amount: commitment.amount });
    }
    await this.append(principal.credentialId, policy, commitment);
  }

  private async policyOf(keyId: string): Promise<SpendingPolicy | null> {
    const key = await this.deps.keys.findActive(keyId, this.deps.clock.now());
    return key?.spendingPolicy ?? null;
  }

  private async append(credentialId: string, policy: SpendingPolicy, commitment: Commitment): Promise<void> {
    for (let attempt = 1; attempt <= MAX_APPEND_ATTEMPTS; attempt += 1) {
      const now = this.deps.clock.now();
      const day = now.toISOString().slice(0, 10);
      const latest = await this.deps.ledger.latestOfDay(credentialId, day);
      const committedToday = latest?.dayTotal ?? 0;
      if (committedToday + commitment.amount > policy.perDay) {
        throw refused(`This would exceed the daily limit of ${policy.perDay} of this key (${committedToday} committed today).`, {
          policy,
          amount: commitment.amount,
          committedToday,
        });
      }
      const sequence = (latest?.sequence ?? 0) + 1;
      const entry: SpendingCommitmentDocument = {
        _id: `${credentialId}#${day}#${sequence}`,
        credentialId,
        day,
        sequence,
        amount: commitment.amount,
        currency: commitment.currency,
        dayTotal: committedToday + commitment.amount,
        dealId: commitment.dealId,
        createdAt: now,
      };
      if (await this.deps.ledger.appendCommitment(entry)) return;
      await pause(Math.random() * MAX_RETRY_JITTER_MS);
    }
    throw new AppError('service_unavailable', {
      message: 'The spending ledger of this key is busy with concurrent writes. Retry shortly.',
      headers: { 'retry-after': '1' },
    });
  }
}
