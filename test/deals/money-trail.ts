import { harness } from '../support/root-hooks.ts';

/** Everything a deal left behind, counted: what a drill compares to "nothing lost, nothing doubled". */
export interface DealTrail {
  deals: number;
  status: string | null;
  amount: number;
  history: string[];
  transitions: number;
  payments: { hold: number; release: number; refund: number };
  created: number;
  statusChanged: string[];
}

export async function dealTrail(dealId: string): Promise<DealTrail> {
  const db = harness().mongo.db;
  const deal = await db.collection('deals').findOne({ _id: dealId as never });
  const payments = async (kind: string) => db.collection('payments').countDocuments({ dealId, kind });
  const events = await db.collection('outbox').find({ kind: 'event', 'payload.deal.id': dealId }).toArray();
  return {
    deals: await db.collection('deals').countDocuments({ _id: dealId as never }),
    status: deal?.status ?? null,
    amount: Number(deal?.amount ?? 0),
    history: (deal?.history ?? []).map((entry: { operation: string }) => entry.operation),
    transitions: await db.collection('deal_transitions').countDocuments({ dealId }),
    payments: { hold: await payments('hold'), release: await payments('release'), refund: await payments('refund') },
    created: events.filter((event) => event.event === 'deal.created').length,
    statusChanged: events
      .filter((event) => event.event === 'deal.status_changed')
      .map((event) => String(event.payload.to)),
  };
}

/** The amounts paid out to the seller and refunded to the buyer of a deal, summed over its movements. */
export async function movedAmounts(dealId: string): Promise<{ release: number; refund: number }> {
  const movements = await harness()
    .mongo.db.collection('payments')
    .find({ dealId, kind: { $in: ['release', 'refund'] } })
    .toArray();
  const sum = (kind: string) =>
    movements
      .filter((movement) => movement.kind === kind)
      .reduce((total, movement) => total + Number(movement.amount), 0);
  return { release: sum('release'), refund: sum('refund') };
}

/** The spending ledger entries of one credential: commitments and withdrawals, by key. */
export async function spendingEntries(credentialId: string): Promise<Array<{ key: string; amount: number }>> {
  const entries = await harness()
    .mongo.db.collection('spending_commitments')
    .find({ credentialId })
    .sort({ sequence: 1 })
    .toArray();
  return entries.map((entry) => ({ key: String(entry.key), amount: Number(entry.amount) }));
}
