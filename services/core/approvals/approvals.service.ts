import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord } from '../outbox/types.ts';
import type {
  ApprovalAction,
  ApprovalDecisionListener,
  ApprovalGate,
  ApprovalOpening,
  ApprovalStatus,
  ApprovalSubject,
  GateApproval,
} from './approval-gate.ts';
import type { ApprovalListFilters, ApprovalsRepository } from './approvals.repository.ts';
import { approvalView, gateApproval, slotId, type ApprovalDocument, type ApprovalSlotDocument, type ApprovalView } from './types.ts';

export type ApprovalDecision = 'approved' | 'rejected';

export interface ApprovalsDeps {
  approvals: ApprovalsRepository;
  outbox: Pick<OutboxRepository, 'append'>;
  clock: Clock;
}

/**
 * How long a claimed slot whose approval document is not (yet) written counts as an opening in progress; after
 * that the opener is presumed dead and the slot free, so a crash between the two inserts cannot block a subject.
 */
const OPENING_GRACE_MS = 30_000;

/** An approval still blocks a new one of its subject and action while a human may approve it or it may be applied. */
function isLive(status: ApprovalStatus): boolean {
  return status === 'pending' || status === 'approved';
}

interface LatestSlot {
  n: number;
  claimedAt: Date | null;
  approvalId: string | null;
  approval: ApprovalDocument | null;
}

function notFound(): AppError {
  return new AppError('resource_not_found', { message: 'No approval request with this id is visible to this account.', field: 'path.id' });
}

/**
 * The approval requests: the gate other domains open and apply, and the human decisions on them. Every
 * once-only step (the live slot of a subject, the decision, the application) is claimed by an insert under a
 * unique `_id`; the approval document is written only by the claim's winner.
 */
export class ApprovalsService implements ApprovalGate {
  private readonly listeners = new Map<ApprovalSubject['kind'], ApprovalDecisionListener[]>();

  constructor(private readonly deps: ApprovalsDeps) {}

  async open(opening: ApprovalOpening): Promise<GateApproval> {
    const now = this.deps.clock.now();
    const latest = await this.latestSlot(opening.subject, opening.action);
    if (latest.approval && isLive(latest.approval.status)) throw liveApprovalExists(latest.approval);
    if (!latest.approval && latest.claimedAt && now.getTime() - latest.claimedAt.getTime() < OPENING_GRACE_MS) {
      throw liveApprovalExists({ status: 'pending', _id: latest.approvalId });
    }
    const approval: ApprovalDocument = {
      _id: newId('apr'),
      subject: opening.subject,
      action: opening.action,
      approverAccountId: opening.approverAccountId,
      requestedBy: opening.requestedBy,
      amount: opening.amount,
      currency: opening.currency,
      note: opening.note ?? null,
      visibleTo: [...new Set([opening.approverAccountId, opening.requestedBy, ...(opening.visibleTo ?? [])])],
      status: 'pending',
      createdAt: now,
      decidedAt: null,
      comment: null,
      appliedAt: null,
    };
    const slot = { _id: slotId(opening.subject, opening.action, latest.n + 1), approvalId: approval._id, claimedAt: now };
    if (!(await this.deps.approvals.claimSlot(slot))) {
      const winner = await this.latest(opening.subject, opening.action);
      throw liveApprovalExists(winner ?? { status: 'pending', _id: null });
    }
    await this.deps.approvals.insertApproval(approval);
    const audience = [approval.approverAccountId, approval.requestedBy];
    await this.deps.outbox.append(eventRecord('approval.requested', { approval: approvalView(gateApproval(approval)) }, { audience, now }));
    return gateApproval(approval);
  }

  async find(id: string): Promise<GateApproval | null> {
    const approval = await this.deps.approvals.findById(id);
    return approval ? gateApproval(approval) : null;
  }

  async latest(subject: ApprovalSubject, action: ApprovalAction): Promise<GateApproval | null> {
    const { approval } = await this.latestSlot(subject, action);
    return approval ? gateApproval(approval) : null;
  }

  async apply(subject: ApprovalSubject, action: ApprovalAction, approvalId: string): Promise<GateApproval | null> {
    const approval = await this.deps.approvals.findById(approvalId);
    if (!approval || approval.status !== 'approved' || approval.action !== action) return null;
    if (approval.subject.kind !== subject.kind || approval.subject.id !== subject.id) return null;
    const at = this.deps.clock.now();
    if (!(await this.deps.approvals.claimApplication({ _id: approvalId, by: approval.requestedBy, outcome: 'applied', at }))) return null;
    const applied = await this.deps.approvals.settle(approvalId, { status: 'applied', appliedAt: at });
    return applied ? gateApproval(applied) : null;
  }

  onDecided(kind: ApprovalSubject['kind'], listener: ApprovalDecisionListener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /** A human approver's decision; anyone else gets 404, a second decision 409 `invalid_transition`. */
  async decide(approverAccountId: string, id: string, decision: ApprovalDecision, comment: string | null): Promise<ApprovalView> {
    const approval = await this.deps.approvals.findById(id);
    if (!approval?.visibleTo.includes(approverAccountId)) throw notFound();
    if (approval.approverAccountId !== approverAccountId) {
      throw new AppError('resource_not_found', { message: 'Only the approver account may decide this approval request.', field: 'path.id' });
    }
    if (approval.status !== 'pending') throw alreadyDecided(approval.status);
    const at = this.deps.clock.now();
    if (!(await this.deps.approvals.claimDecision({ _id: id, by: approverAccountId, outcome: decision, at }))) {
      throw alreadyDecided((await this.deps.approvals.findById(id))?.status ?? 'pending');
    }
    const decided = await this.deps.approvals.settle(id, { status: decision, decidedAt: at, comment });
    if (!decided) throw notFound();
    const audience = [decided.approverAccountId, decided.requestedBy];
    await this.deps.outbox.append(eventRecord('approval.decided', { approval: approvalView(gateApproval(decided)) }, { audience, now: at }));
    for (const listener of this.listeners.get(decided.subject.kind) ?? []) await listener(gateApproval(decided));
    return approvalView(gateApproval(decided));
  }

  async get(accountId: string, id: string): Promise<ApprovalView> {
    const approval = await this.deps.approvals.findById(id);
    if (!approval?.visibleTo.includes(accountId)) throw notFound();
    return approvalView(gateApproval(approval));
  }

  async list(filters: ApprovalListFilters, query: PageQuery): Promise<Page<ApprovalView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.approvals.listPage(filters, after, limit + 1), limit);
    return { ...page, items: page.items.map((approval) => approvalView(gateApproval(approval))) };
  }

  /** Walks the slots of a subject and action by `_id` up to the last one taken; `n` is 0 when none is. */
  private async latestSlot(subject: ApprovalSubject, action: ApprovalAction): Promise<LatestSlot> {
    let n = 0;
    let last: ApprovalSlotDocument | null = null;
    for (;;) {
      const slot = await this.deps.approvals.findSlot(slotId(subject, action, n + 1));
      if (!slot) break;
      n += 1;
      last = slot;
    }
    const approval = last ? await this.deps.approvals.findById(last.approvalId) : null;
    return { n, claimedAt: last?.claimedAt ?? null, approvalId: last?.approvalId ?? null, approval };
  }
}

function liveApprovalExists(approval: { status: ApprovalStatus; _id: string | null } | GateApproval): AppError {
  const id = '_id' in approval ? approval._id : approval.id;
  return new AppError('invalid_transition', {
    message: `Approval request ${id ?? ''} of this step is still ${approval.status}; decide or apply it before opening another.`,
    meta: { currentState: approval.status, allowedOperations: [], pendingApprovalId: id },
  });
}

function alreadyDecided(status: ApprovalStatus): AppError {
  return new AppError('invalid_transition', {
    message: `This approval request is already ${status}; a decision is final.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}
