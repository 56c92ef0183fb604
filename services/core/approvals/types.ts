import type { ApprovalAction, ApprovalSplit, ApprovalStatus, ApprovalSubject, GateApproval } from './approval-gate.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** One approval request: the gate a human opens or keeps closed for one step of a deal or a claim. */
export interface ApprovalDocument {
  _id: string; // 'apr_...'
  subject: ApprovalSubject;
  action: ApprovalAction;
  approverAccountId: string;
  requestedBy: string;
  /** Absent on approvals opened before agents were recorded. */
  requestedByAgent?: string | null;
  /** Absent on approvals opened before keys were recorded. */
  requestedByKey?: string | null;
  amount: number;
  currency: CurrencyCode;
  note: string | null;
  split: ApprovalSplit | null;
  /** Everyone who may read it: the approver, the requester and the accounts the opener named. */
  visibleTo: string[];
  status: ApprovalStatus;
  createdAt: Date;
  decidedAt: Date | null;
  comment: string | null;
  appliedAt: Date | null;
  /** The opener's idempotency key (ApprovalOpening.key), null when it gave none. */
  key: string | null;
}

/** The `n`-th approval of a subject and action; its `_id` is the claim that keeps one approval live at a time. */
export interface ApprovalSlotDocument {
  _id: string; // '<kind>:<subjectId>#<action>#<n>'
  approvalId: string;
  claimedAt: Date;
  /**
   * The approval as opened, so that whoever finds the slot without its approval document (the opener died
   * between the two inserts) writes that same approval and its announcement.
   */
  approval: ApprovalDocument;
}

/** The claim of a decision or of an application: `_id` is the approval id, so each happens once. */
export interface ApprovalClaimDocument {
  _id: string;
  by: string;
  outcome: ApprovalStatus;
  at: Date;
}

/** The OpenAPI `ApprovalRequest`. */
export interface ApprovalView {
  id: string;
  subject: ApprovalSubject;
  dealId: string | null;
  action: ApprovalAction;
  status: ApprovalStatus;
  amount: number;
  currency: CurrencyCode;
  note: string | null;
  split: ApprovalSplit | null;
  requestedBy: string;
  requestedByAgent: string | null;
  requestedByKey: string | null;
  requestedAt: string;
  approverAccountId: string;
  decidedAt: string | null;
  comment: string | null;
  appliedAt: string | null;
  expiresAt: null;
}

export function approvalView(approval: GateApproval): ApprovalView {
  return {
    id: approval.id,
    subject: approval.subject,
    dealId: approval.subject.kind === 'deal' ? approval.subject.id : null,
    action: approval.action,
    status: approval.status,
    amount: approval.amount,
    currency: approval.currency,
    note: approval.note ?? null,
    split: approval.split ?? null,
    requestedBy: approval.requestedBy,
    requestedByAgent: approval.requestedByAgent ?? null,
    requestedByKey: approval.requestedByKey ?? null,
    requestedAt: approval.requestedAt.toISOString(),
    approverAccountId: approval.approverAccountId,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    comment: approval.comment,
    appliedAt: approval.appliedAt?.toISOString() ?? null,
    expiresAt: null,
  };
}

export function gateApproval(approval: ApprovalDocument): GateApproval {
  return {
    id: approval._id,
    subject: approval.subject,
    action: approval.action,
    approverAccountId: approval.approverAccountId,
    requestedBy: approval.requestedBy,
    requestedByAgent: approval.requestedByAgent ?? null,
    requestedByKey: approval.requestedByKey ?? null,
    amount: approval.amount,
    currency: approval.currency,
    note: approval.note,
    split: approval.split ?? null,
    visibleTo: approval.visibleTo,
    status: approval.status,
    requestedAt: approval.createdAt,
    decidedAt: approval.decidedAt,
    comment: approval.comment,
    appliedAt: approval.appliedAt,
    ...(approval.key ? { key: approval.key } : {}),
  };
}

export function slotId(subject: ApprovalSubject, action: ApprovalAction, n: number): string {
  return `${subject.kind}:${subject.id}#${action}#${n}`;
}
