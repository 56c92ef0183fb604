import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
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

  findSlot(id: string): Promise<ApprovalSlotDocument | null> {
    return this.slots.findOne({ _id: id });
  }

  /** Claims the slot of a new approval; false when a concurrent opening took it. */
  claimSlot(slot: ApprovalSlotDocument): Promise<boolean> {
    return insertOnce(this.slots, slot);
  }

  async insertApproval(approval: ApprovalDocument): Promise<void> {
    await this.approvals.insertOne(approval);
  }

  /** Claims the one decision of an approval; false when it was already decided. */
  claimDecision(claim: ApprovalClaimDocument): Promise<boolean> {
    return insertOnce(this.decisions, claim);
  }

  /** Claims the one application of an approval; false when it was already applied. */
  claimApplication(claim: ApprovalClaimDocument): Promise<boolean> {
    return insertOnce(this.applications, claim);
  }

  /** Writes what the winner of a decision or application claim decided; returns the approval as it now is. */
  async settle(id: string, changes: Partial<Pick<ApprovalDocument, 'status' | 'decidedAt' | 'comment' | 'appliedAt'>>): Promise<ApprovalDocument | null> {
    return this.approvals.findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' });
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
