import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ApprovalStatus } from './approval-gate.ts';
import type { ApprovalClaimDocument, ApprovalDocument, ApprovalSlotDocument } from './types.ts';

export interface ApprovalListFilters {
  accountId: string;
  status?: ApprovalStatus;
  dealId?: string;
}

export class ApprovalsRepository {
  private readonly approvals: Collection<ApprovalDocument>;
  private readonly slots: Collection<ApprovalSlotDocument>;
  private readonly decisions: Collection<ApprovalClaimDocument>;
  private readonly applications: Collection<ApprovalClaimDocument>;

  constructor(db: Db) {
    this.approvals = db.collection<ApprovalDocument>('approvals');
    this.slots = db.collection<ApprovalSlotDocument>('approval_slots');
    this.decisions = db.collection<ApprovalClaimDocument>('approval_decisions');
    this.applications = db.collection<ApprovalClaimDocument>('approval_applications');
  }

  /** Slots, decisions and applications are claimed by their unique `_id`; the list reads by reader. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.approvals, { visibleTo: 1, createdAt: -1, _id: -1 }, { name: 'reader_created' });
  }

  findById(id: string): Promise<ApprovalDocument | null> {
    return this.approvals.findOne({ _id: id });
  }

  findByIds(ids: string[]): Promise<ApprovalDocument[]> {
    return this.approvals.find({ _id: oneOf(ids) }).toArray();
  }

  /** Every slot of the given subjects' actions in one round trip: one `_id` range per prefix `<kind>:<id>#<action>#`. */
  slotsOf(prefixes: string[]): Promise<ApprovalSlotDocument[]> {
    return this.slots
      .find({ $or: prefixes.map((prefix) => ({ _id: { $gt: prefix, $lt: `${prefix}\uffff` } })) })
      .toArray();
  }

  /** Claims the slot of a new approval; false when a concurrent opening took it. */
  claimSlot(slot: ApprovalSlotDocument): Promise<boolean> {
    return insertOnce(this.slots, slot);
  }

  /** Writes the approval of a claimed slot; a repeated write (of the same approval) changes nothing. */
  async insertApproval(approval: ApprovalDocument): Promise<void> {
    await insertOnce(this.approvals, approval);
  }

  /** Claims the one decision of an approval; false when it was already decided. */
  claimDecision(claim: ApprovalClaimDocument): Promise<boolean> {
    return insertOnce(this.decisions, claim);
  }

  findDecision(id: string): Promise<ApprovalClaimDocument | null> {
    return this.decisions.findOne({ _id: id });
  }

  findApplication(id: string): Promise<ApprovalClaimDocument | null> {
    return this.applications.findOne({ _id: id });
  }

  /** Claims the one application of an approval; false when it was already applied. */
  claimApplication(claim: ApprovalClaimDocument): Promise<boolean> {
    return insertOnce(this.applications, claim);
  }

  /** Writes the claimed decision onto a still pending approval (a repeated write leaves a later application alone). */
  async settleDecision(
    id: string,
    changes: Pick<ApprovalDocument, 'status' | 'decidedAt' | 'comment'>,
  ): Promise<ApprovalDocument | null> {
    await this.approvals.updateOne({ _id: id, status: 'pending' }, { $set: changes });
    return this.findById(id);
  }

  /** Marks an approved approval applied (a repeated write changes nothing); returns the approval as it now is. */
  async settleApplication(id: string, appliedAt: Date): Promise<ApprovalDocument | null> {
    await this.approvals.updateOne({ _id: id, status: 'approved' }, { $set: { status: 'applied', appliedAt } });
    return this.findById(id);
  }

  /** Up to `limit` approvals the account may read, newest first, strictly after `after` when given. */
  listPage(filters: ApprovalListFilters, after: CursorPosition | null, limit: number): Promise<ApprovalDocument[]> {
    const query: Filter<ApprovalDocument> = {
      $and: [
        { visibleTo: filters.accountId },
        filters.status ? { status: filters.status } : {},
        filters.dealId ? { 'subject.kind': 'deal', 'subject.id': filters.dealId } : {},
        afterCursor(after) as Filter<ApprovalDocument>,
      ],
    };
    return this.approvals.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
