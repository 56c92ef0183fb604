import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { appendNextInSequence } from '../../../shared/sequenced-append.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';
import { formatMoney } from '../../../shared/money/major-units.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { spendingLimitExceeded } from './errors.ts';
import {
  commitmentId,
  withdrawalId,
  type SpendingCommitmentDocument,
  type SpendingLedgerRepository,
} from './spending-ledger.repository.ts';
import type { SpendingPolicy } from './types.ts';

export interface Commitment {
  /**
   * Names what is committed, e.g. `deal:<id>` or `top-up:<id>`: committing a key again changes nothing, so a
   * repeated workflow step counts once. A withdrawn key stays withdrawn: a new attempt commits under a new key.
   */
  key: string;
  amount: number;
  currency: CurrencyCode;
}

/**
 * What a credential may commit to money movements (deals as their buyer, credit top-ups). Human sessions are
 * not limited. An API key commits only within its `spendingPolicy` (per commitment and per UTC day, in one
 * currency); a key without a policy, and an OAuth token, cannot commit money at all. Each commitment is
 * appended to the spending ledger with the day's running total, so concurrent commitments cannot exceed the
 * daily limit together; a withdrawal (the compensation of a step that committed) gives the amount back.
 */
export class SpendingPolicies {
  constructor(
    private readonly deps: {
      keys: Pick<ApiKeysRepository, 'findActive'>;
      ledger: SpendingLedgerRepository;
      clock: Clock;
    },
  ) {}

  /** Records the commitment for the credential once per key, or refuses with 403 `spending_limit_exceeded`. */
  async commit(principal: Principal, commitment: Commitment): Promise<void> {
    if (principal.kind === 'session') return;
    const { credentialId } = principal;
    if (await this.deps.ledger.findById(withdrawalId(credentialId, commitment.key))) {
      throw new Error(`spending commitment ${commitment.key} was withdrawn; commit a new attempt under a new key`);
    }
    if (await this.deps.ledger.findById(commitmentId(credentialId, commitment.key))) return;
    const policy = principal.kind === 'api_key' ? await this.policyOf(credentialId) : null;
    if (!policy) {
      throw spendingLimitExceeded(
        'This credential has no spending policy, so it cannot commit money. Create an API key with a spendingPolicy, or let a human session do this.',
        {
          credentialKind: principal.kind,
        },
      );
    }
    if (policy.currency !== commitment.currency) {
      throw spendingLimitExceeded(
        `The spending policy of this key is in ${policy.currency}; it cannot commit ${commitment.currency}.`,
        { policy },
      );
    }
    if (commitment.amount > policy.perDeal) {
      const [amount, limit] = [
        formatMoney(commitment.amount, policy.currency),
        formatMoney(policy.perDeal, policy.currency),
      ];
      throw spendingLimitExceeded(`The amount of ${amount} exceeds the per-deal limit of ${limit} of this key.`, {
        policy,
        amount: commitment.amount,
      });
    }
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    await this.append(
      commitmentId(credentialId, commitment.key),
      { credentialId, day, key: commitment.key, amount: commitment.amount, currency: commitment.currency },
      (committedToday) => {
        if (committedToday + commitment.amount > policy.perDay) {
          const [limit, committed] = [
            formatMoney(policy.perDay, policy.currency),
            formatMoney(committedToday, policy.currency),
          ];
          throw spendingLimitExceeded(
            `This would exceed the daily limit of ${limit} of this key (${committed} committed today).`,
            {
              policy,
              amount: commitment.amount,
              committedToday,
            },
          );
        }
      },
    );
  }

  /** Gives a commitment back on the day it was made; idempotent, and a no-op for a key never committed. */
  async withdraw(principal: Principal, key: string): Promise<void> {
    if (principal.kind === 'session') return;
    const committed = await this.deps.ledger.findById(commitmentId(principal.credentialId, key));
    if (!committed) return;
    const { credentialId, day, currency, amount } = committed;
    await this.append(
      withdrawalId(credentialId, key),
      { credentialId, day, key, amount: -amount, currency },
      () => undefined,
    );
  }

  private async policyOf(keyId: string): Promise<SpendingPolicy | null> {
    const key = await this.deps.keys.findActive(keyId, this.deps.clock.now());
    return key?.spendingPolicy ?? null;
  }

  /**
   * Appends the entry `id` as the next of its day, after `check` saw the day's total; a concurrent writer of
   * the same id means it is appended already, one that took the sequence means read the day again.
   */
  private async append(
    id: string,
    entry: Pick<SpendingCommitmentDocument, 'credentialId' | 'day' | 'key' | 'amount' | 'currency'>,
    check: (committedToday: number) => void,
  ): Promise<void> {
    const { ledger, clock } = this.deps;
    await appendNextInSequence<SpendingCommitmentDocument>({
      appended: () => ledger.findById(id),
      latest: () => ledger.latestOfDay(entry.credentialId, entry.day),
      next: (latest) => {
        const committedToday = latest?.dayTotal ?? 0;
        check(committedToday);
        return {
          _id: id,
          ...entry,
          sequence: (latest?.sequence ?? 0) + 1,
          dayTotal: committedToday + entry.amount,
          createdAt: clock.now(),
        };
      },
      insert: (document) => ledger.append(document),
      busy: 'The spending ledger of this key is busy with concurrent writes. Retry shortly.',
    });
  }
}
