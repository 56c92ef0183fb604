import type { Clock } from '../../../shared/clock.ts';
import { holdUnavailable } from './errors.ts';
import { settlementId, type PaymentsRepository } from './payments.repository.ts';

export interface SettlementRequest {
  holdReference: string;
  kind: 'release' | 'refund';
  idempotencyKey: string;
}

/**
 * Claims the one settlement of a hold by inserting `<holdReference>#settled`, whichever processor moves the
 * money: a second release or refund is refused, a retry with the claiming idempotency key passes.
 */
export async function claimSettlement(
  payments: PaymentsRepository,
  clock: Clock,
  request: SettlementRequest,
): Promise<void> {
  const { holdReference, kind, idempotencyKey } = request;
  if (await payments.insertOnce({ _id: settlementId(holdReference), kind, idempotencyKey, createdAt: clock.now() }))
    return;
  const settlement = await payments.findSettlement(holdReference);
  // The same key holding the claim is a retry of a settlement that stopped before it moved the money.
  if (settlement?.idempotencyKey === idempotencyKey) return;
  throw holdUnavailable(holdReference, `was already ${settlement?.kind === 'refund' ? 'refunded' : 'released'}`);
}
