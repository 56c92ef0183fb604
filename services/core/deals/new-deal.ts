import type { Principal } from '../../../shared/auth/principal.ts';
import type { DealDocument, DealSource } from './types.ts';
import type { AgreedTerms } from './deal-opener.ts';

export type DealTerms = Omit<AgreedTerms, 'source'> & { source: DealSource };

/** A deal as `principal` creates it at `now`: `created`, with the first entry of its history. */
export function newDeal(principal: Principal, terms: DealTerms, dealId: string, now: Date): DealDocument {
  return {
    _id: dealId,
    ...terms,
    status: 'created',
    version: 0,
    history: [
      {
        sequence: 0,
        at: now,
        from: null,
        to: 'created',
        by: principal.accountId,
        byAgent: principal.agentId ?? null,
        operation: 'createDeal',
      },
    ],
    payment: null,
    createdByAgent: principal.agentId ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Whether opening the deal counts its amount against a spending policy: a buyer's delegated credential's only. */
export function commitsSpending(principal: Principal, terms: Pick<DealTerms, 'buyerId'>): boolean {
  return principal.accountId === terms.buyerId && principal.kind !== 'session';
}
