import type { Clock } from '../../../shared/clock.ts';
import type { ApprovalGate } from '../approvals/approval-gate.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord } from '../outbox/types.ts';
import type { DealsRepository } from './deals.repository.ts';
import { pendingApprovalOf } from './deals.service.ts';
import { dealView, type DealDocument, type DealHistoryEntry, type DealTransitionDocument, type TransitionEffects } from './types.ts';

export interface DealSettlementDeps {
  deals: DealsRepository;
  approvals: Pick<ApprovalGate, 'latest'>;
  outbox: Pick<OutboxRepository, 'append'>;
  clock: Clock;
}

/** Writes a won transition and its effects onto the deal and announces it with `deal.status_changed`. */
export async function settleTransition(
  deps: DealSettlementDeps,
  deal: DealDocument,
  claim: DealTransitionDocument,
  effects: TransitionEffects,
): Promise<{ deal: DealDocument; pendingApprovalId: string | null }> {
  const now = deps.clock.now();
  const { sequence, at, from, to, by, operation } = claim;
  const entry: DealHistoryEntry = { sequence, at, from, to, by, operation };
  await deps.deals.settle(deal._id, { status: to, entry, ...effects }, now);
  const settled: DealDocument = { ...deal, ...effects, status: to, version: sequence, history: [...deal.history, entry], updatedAt: now };
  const pendingApprovalId = await pendingApprovalOf(deps.approvals, settled);
  const payload = { deal: dealView(settled, null, pendingApprovalId), from, to, operation };
  await deps.outbox.append(eventRecord('deal.status_changed', payload, { audience: [deal.buyerId, deal.sellerId], now }));
  return { deal: settled, pendingApprovalId };
}

/**
 * The deal with an interrupted transition finished. A winner that stopped after its effects (money moved) but
 * before writing the deal left them on its claim; settling is idempotent, so whoever reads the deal next
 * completes the transition instead of leaving the deal refusing every step.
 */
export async function currentDeal(deps: DealSettlementDeps, id: string): Promise<DealDocument | null> {
  const deal = await deps.deals.findById(id);
  if (!deal) return null;
  const claim = await deps.deals.findTransition(`${id}#${deal.version + 1}`);
  if (!claim?.effects) return deal;
  return (await settleTransition(deps, deal, claim, claim.effects)).deal;
}
