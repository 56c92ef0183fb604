import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { appendNextInSequence } from '../../../shared/sequenced-append.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';
import { formatMoney } from '../../../shared/money/major-units.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { spendingLimitExceeded } from './errors.ts';
import { keyOfFamily, overDailyLimit, totalsAfter, totalsOf, type FamilyKey } from './family-spending.ts';
import { keyIdsOf } from './lineage.ts';
import {
  commitmentId,
  withdrawalId,
  type SpendingCommitmentDocument,
  type SpendingLedgerRepository,
} from './spending-ledger.repository.ts';
import type { KeyTotal } from './types.ts';

export interface Commitment {
  /**
   * Names what is committed, e.g. `deal:<id>` or `top-up:<id>`: committing a key again changes nothing, so a
   * repeated workflow step counts once. A withdrawn key stays withdrawn: a new attempt commits under a new key.
   */
  key: string;
  amount: number;
  currency: CurrencyCode;
}

type Entry = Pick<SpendingCommitmentDocument, 'credentialId' | 'day' | 'key' | 'amount' | 'currency'> &
  Required<Pick<SpendingCommitmentDocument, 'committedBy' | 'charged'>>;

/**
 * What a credential may commit to money movements (deals as their buyer, credit top-ups). Human sessions are
 * not limited. An API key commits only within its `spendingPolicy` (per commitment and per UTC day, in one
 * currency) and within those of the keys it was created under; a key without a policy, and an OAuth token,
 * cannot commit money at all. Each commitment is appended to its key family's ledger with every key's running
 * total of the day, so concurrent commitments cannot exceed a daily limit together; a withdrawal (the
 * compensation of a step that committed) gives the amount back.
 */
export class SpendingPolicies {
  constructor(
    private readonly deps: {
      keys: Pick<ApiKeysRepository, 'findActive' | 'findActiveAmong'>;
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
    const family = principal.kind === 'api_key' ? await this.familyOf(credentialId) : null;
    if (!family) {
      throw spendingLimitExceeded(
        'This credential has no spending policy, so it cannot commit money. Create an API key with a spendingPolicy, or let a human session do this.',
        { credentialKind: principal.kind },
      );
    }
    for (let index = family.length - 1; index >= 0; index -= 1)
      checkCommitment(family[index]!, commitment, keyOfFamily(family, index));
    const entry: Entry = {
      credentialId: family[0]!.keyId,
      day: this.deps.clock.now().toISOString().slice(0, 10),
      key: commitment.key,
      amount: commitment.amount,
      currency: commitment.currency,
      committedBy: credentialId,
      charged: family.map((key) => key.keyId),
    };
    await this.append(commitmentId(credentialId, commitment.key), entry, (totals) => {
      const over = overDailyLimit(family, totals, commitment.amount);
      if (!over) return;
      const { policy } = over.key;
      const [limit, committed] = [
        formatMoney(policy.perDay, policy.currency),
        formatMoney(over.committedToday, policy.currency),
      ];
      throw spendingLimitExceeded(
        `This would exceed the daily limit of ${limit} of ${keyOfFamily(family, over.index)} (${committed} committed today).`,
        { policy, amount: commitment.amount, committedToday: over.committedToday, limitedBy: over.key.keyId },
      );
    });
  }

  /** Gives a commitment back on the day it was made; idempotent, and a no-op for a key never committed. */
  async withdraw(principal: Principal, key: string): Promise<void> {
    if (principal.kind === 'session') return;
    const committed = await this.deps.ledger.findById(commitmentId(principal.credentialId, key));
    if (!committed) return;
    const { credentialId, day, currency, amount } = committed;
    const entry: Entry = {
      credentialId,
      day,
      key,
      amount: -amount,
      currency,
      committedBy: principal.credentialId,
      charged: committed.charged ?? [credentialId],
    };
    await this.append(withdrawalId(principal.credentialId, key), entry, () => undefined);
  }

  /** The committing key and the keys it was created under, root first, each with its policy; null when one has none. */
  private async familyOf(keyId: string): Promise<FamilyKey[] | null> {
    const { keys, clock } = this.deps;
    const key = await keys.findActive(keyId, clock.now());
    if (!key?.spendingPolicy) return null;
    const above = keyIdsOf(key.lineage);
    const found = above.length === 0 ? [] : await keys.findActiveAmong(above, clock.now());
    const family = [...above.map((id) => found.find((candidate) => candidate._id === id)), key];
    if (family.some((member) => !member?.spendingPolicy)) return null;
    return family.map((member) => ({ keyId: member!._id, policy: member!.spendingPolicy! }));
  }

  /**
   * Appends the entry `id` as the next of its ledger's day, after `check` saw the day's totals; a concurrent
   * writer of the same id means it is appended already, one that took the sequence means read the day again.
   */
  private async append(id: string, entry: Entry, check: (totals: readonly KeyTotal[]) => void): Promise<void> {
    const { ledger, clock } = this.deps;
    await appendNextInSequence<SpendingCommitmentDocument>({
      appended: () => ledger.findById(id),
      latest: () => ledger.latestOfDay(entry.credentialId, entry.day),
      next: (latest) => {
        const before = totalsOf(latest);
        check(before);
        const totals = totalsAfter(before, entry.charged, entry.amount);
        return {
          _id: id,
          ...entry,
          sequence: (latest?.sequence ?? 0) + 1,
          dayTotal: (latest?.dayTotal ?? 0) + entry.amount,
          totals,
          createdAt: clock.now(),
        };
      },
      insert: (document) => ledger.append(document),
      busy: 'The spending ledger of this key is busy with concurrent writes. Retry shortly.',
    });
  }
}

/** The currency and per-deal limit of one key of the committing family. */
function checkCommitment({ policy }: FamilyKey, commitment: Commitment, whose: string): void {
  if (policy.currency !== commitment.currency) {
    throw spendingLimitExceeded(
      `The spending policy of ${whose} is in ${policy.currency}; it cannot commit ${commitment.currency}.`,
      { policy },
    );
  }
  if (commitment.amount > policy.perDeal) {
    const [amount, limit] = [
      formatMoney(commitment.amount, policy.currency),
      formatMoney(policy.perDeal, policy.currency),
    ];
    throw spendingLimitExceeded(`The amount of ${amount} exceeds the per-deal limit of ${limit} of ${whose}.`, {
      policy,
      amount: commitment.amount,
    });
  }
}
