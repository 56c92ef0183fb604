import type { SpendingCommitmentDocument } from './spending-ledger.repository.ts';
import type { KeyTotal, SpendingPolicy } from './types.ts';

/** A key of a committing family, with its policy: the root first, the committing key last. */
export interface FamilyKey {
  keyId: string;
  policy: SpendingPolicy;
}

/** The day totals after `latest`, the day's latest entry (one written before families carries its key's total alone). */
export function totalsOf(latest: Pick<SpendingCommitmentDocument, 'credentialId' | 'dayTotal' | 'totals'> | null) {
  if (!latest) return [];
  return latest.totals ?? [{ keyId: latest.credentialId, total: latest.dayTotal }];
}

export function totalOf(totals: readonly KeyTotal[], keyId: string): number {
  return totals.find((entry) => entry.keyId === keyId)?.total ?? 0;
}

/** The totals once `amount` (negative for a withdrawal) is added to each charged key's. */
export function totalsAfter(totals: readonly KeyTotal[], charged: readonly string[], amount: number): KeyTotal[] {
  const next = totals.map((entry) =>
    charged.includes(entry.keyId) ? { keyId: entry.keyId, total: entry.total + amount } : entry,
  );
  const added = charged.filter((keyId) => !totals.some((entry) => entry.keyId === keyId));
  return [...next, ...added.map((keyId) => ({ keyId, total: amount }))];
}

/** The first key, from the committing one up, whose daily limit `amount` would exceed, with what it has committed. */
export function overDailyLimit(
  family: readonly FamilyKey[],
  totals: readonly KeyTotal[],
  amount: number,
): { key: FamilyKey; index: number; committedToday: number } | null {
  for (let index = family.length - 1; index >= 0; index -= 1) {
    const key = family[index]!;
    const committedToday = totalOf(totals, key.keyId);
    if (committedToday + amount > key.policy.perDay) return { key, index, committedToday };
  }
  return null;
}

/** How a refusal names the key of the family whose limit is reached. */
export function keyOfFamily(family: readonly FamilyKey[], index: number): string {
  if (index === family.length - 1) return 'this key';
  const keyId = family[index]!.keyId;
  return index === family.length - 2
    ? `the key that created this one (${keyId})`
    : `the key ${keyId} that this key was created under`;
}
