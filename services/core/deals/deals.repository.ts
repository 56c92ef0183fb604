import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import { ensureAnnouncedIndex } from '../outbox/index.ts';
import { WorkflowClaims } from '../../../shared/workflow-claims.ts';
import { isDealStatus, type DealRole, type DealStatus } from './deal-state-machine.ts';
import type { DealDocument, DealHistoryEntry, DealPayment, DealPaymentCheck, DealTransitionDocument } from './types.ts';

export interface DealListFilters {
  accountId: string;
  role?: DealRole;
  /** Any state name the document accepts; one no deal is in matches nothing. */
  status?: string;
}

/** What a transition writes onto the deal. */
export interface DealSettlement {
  status: DealStatus;
  entry: DealHistoryEntry;
  payment: DealPayment | null;
}

export class DealsRepository {
  private readonly deals: Collection<DealDocument>;
  private readonly transitions: WorkflowClaims<DealTransitionDocument>;

  constructor(db: Db) {
    this.deals = db.collection<DealDocument>('deals');
    this.transitions = new WorkflowClaims(db.collection<DealTransitionDocument>('deal_transitions'));
  }

  /** Lists by party; `{buyerId, sellerId, status}` also serves hasReleasedDeal; `announced_at` the events' sweep. */
  async ensureIndexes(): Promise<void> {
    await ensureAnnouncedIndex(this.deals);
    await ensureIndex(this.deals, { buyerId: 1, sellerId: 1, status: 1 }, { name: 'buyer_seller_status' });
    await ensureIndex(this.deals, { buyerId: 1, createdAt: -1, _id: -1 }, { name: 'buyer_created' });
    await ensureIndex(this.deals, { sellerId: 1, createdAt: -1, _id: -1 }, { name: 'seller_created' });
  }

  /** Inserts the deal unless one with its id exists (a repeated workflow step); false then. */
  insertDealOnce(deal: DealDocument): Promise<boolean> {
    return insertOnce(this.deals, deal);
  }

  /** Inserts a new deal (with the events it announces: one write). */
  async insertDeal(deal: DealDocument): Promise<void> {
    await this.deals.insertOne(deal);
  }

  findById(id: string): Promise<DealDocument | null> {
    return this.deals.findOne({ _id: id });
  }

  /** Up to `limit` deals the account is a party to, newest first, strictly after `after` when given. */
  listPage(filters: DealListFilters, after: CursorPosition | null, limit: number): Promise<DealDocument[]> {
    const parties: Filter<DealDocument> = filters.role
      ? { [filters.role === 'buyer' ? 'buyerId' : 'sellerId']: filters.accountId }
      : { $or: [{ buyerId: filters.accountId }, { sellerId: filters.accountId }] };
    if (filters.status !== undefined && !isDealStatus(filters.status)) return Promise.resolve([]);
    const status: Filter<DealDocument> = filters.status ? { status: filters.status } : {};
    const query: Filter<DealDocument> = { $and: [parties, status, afterCursor(after) as Filter<DealDocument>] };
    return this.deals.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }

  /** True when the buyer has at least one released deal with the seller: what verifies a review. */
  async hasReleasedDeal(buyerId: string, sellerId: string): Promise<boolean> {
    return (await this.deals.findOne({ buyerId, sellerId, status: 'released' }, { projection: { _id: 1 } })) !== null;
  }

  /** Claims the next transition of a deal for its workflow; false when another workflow already took this sequence. */
  claimTransition(transition: DealTransitionDocument): Promise<boolean> {
    return this.transitions.claim(transition);
  }

  /** The claim of the deal's transition to `sequence`, while a workflow holds it. */
  findTransition(dealId: string, sequence: number): Promise<DealTransitionDocument | null> {
    return this.transitions.find(`${dealId}#${sequence}`);
  }

  /** Gives a claimed sequence back (the compensation of the claim): only the workflow that holds it may. */
  releaseTransition(transitionId: string, workflowId: string): Promise<void> {
    return this.transitions.release(transitionId, workflowId);
  }

  /**
   * Writes the state the claimed transition leads to. The history entry is set at its sequence rather than
   * pushed, so writing the same settlement twice (a repeated workflow step) changes nothing.
   */
  async settle(dealId: string, settlement: DealSettlement, now: Date): Promise<void> {
    await this.deals.updateOne(
      { _id: dealId },
      {
        $set: {
          status: settlement.status,
          version: settlement.entry.sequence,
          [`history.${settlement.entry.sequence}`]: settlement.entry,
          payment: settlement.payment,
          paymentCheck: null,
          updatedAt: now,
        },
      },
    );
  }

  async showPaymentCheck(dealId: string, check: DealPaymentCheck, now: Date): Promise<void> {
    await this.deals.updateOne({ _id: dealId }, { $set: { paymentCheck: check, updatedAt: now } });
  }

  async clearPaymentCheck(dealId: string, now: Date): Promise<void> {
    await this.deals.updateOne(
      { _id: dealId, paymentCheck: { $ne: null } },
      { $set: { paymentCheck: null, updatedAt: now } },
    );
  }

  /** Sets the deal's payment as the processor reported it, without a transition (a next action, a failed payout or refund). */
  async updatePayment(dealId: string, payment: DealPayment, now: Date): Promise<void> {
    await this.deals.updateOne({ _id: dealId }, { $set: { payment, updatedAt: now } });
  }
}
