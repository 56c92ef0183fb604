import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { keyedId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import type {
  ApprovalAction,
  ApprovalDecisionListener,
  ApprovalGate,
  ApprovalOpening,
  ApprovalStatus,
  ApprovalSubject,
  GateApproval,
} from './approval-gate.ts';
import type { WorkflowDefinition, WorkflowEngine } from '../workflows/index.ts';
import {
  approvalDecisionWorkflow,
  decisionWorkflowId,
  type ApprovalDecision,
  type DecisionInput,
  type DecisionOutcome,
} from './approval-decision.ts';
import type { ApprovalListFilters, ApprovalsRepository } from './approvals.repository.ts';
import { alreadyDecided, approvalNotFound, liveApprovalExists, notTheApprover } from './errors.ts';
import {
  approvalView,
  gateApproval,
  slotId,
  type ApprovalDocument,
  type ApprovalSlotDocument,
  type ApprovalView,
} from './types.ts';

export interface ApprovalsDeps {
  approvals: ApprovalsRepository;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/** An approval still blocks a new one of its subject and action while a human may approve it or it may be applied. */
function isLive(status: ApprovalStatus): boolean {
  return status === 'pending' || status === 'approved';
}

interface LatestSlot {
  n: number;
  approval: ApprovalDocument | null;
}

/**
 * The approval requests: the gate other domains open and apply, and the human decisions on them. Every
 * once-only step (the live slot of a subject, the decision, the application) is claimed by an insert under a
 * unique `_id`; the approval document is written from its slot, and a decision is a workflow.
 */
export class ApprovalsService implements ApprovalGate {
  private readonly listeners = new Map<ApprovalSubject['kind'], ApprovalDecisionListener[]>();
  private readonly decision: WorkflowDefinition<DecisionInput, DecisionOutcome>;

  constructor(private readonly deps: ApprovalsDeps) {
    this.decision = approvalDecisionWorkflow({
      approvals: deps.approvals,
      outbox: deps.outbox,
      listenersOf: (kind) => this.listeners.get(kind) ?? [],
    });
    deps.workflows.register(this.decision);
  }

  /**
   * Claims the next slot of the subject and action with the whole approval in it, then writes the approval and
   * its announcement, both keyed by the slot: whoever finds a slot without its approval (the opener died between
   * the inserts) writes the same ones, so an opening is never half done. An opening with the key of the latest
   * approval answers that approval (a resumed workflow step opens one approval).
   */
  async open(opening: ApprovalOpening): Promise<GateApproval> {
    const now = this.deps.clock.now();
    const latest = await this.latestSlot(opening.subject, opening.action);
    if (latest.approval && isOpenedWith(latest.approval, opening)) return gateApproval(latest.approval);
    if (latest.approval && isLive(latest.approval.status))
      throw liveApprovalExists(latest.approval._id, latest.approval.status);
    const id = slotId(opening.subject, opening.action, latest.n + 1);
    const approval: ApprovalDocument = {
      _id: keyedId('apr', id, now),
      subject: opening.subject,
      action: opening.action,
      approverAccountId: opening.approverAccountId,
      requestedBy: opening.requestedBy,
      requestedByAgent: opening.requestedByAgent ?? null,
      requestedByKey: opening.requestedByKey ?? null,
      amount: opening.amount,
      currency: opening.currency,
      note: opening.note ?? null,
      split: opening.split ?? null,
      visibleTo: [...new Set([opening.approverAccountId, opening.requestedBy, ...(opening.visibleTo ?? [])])],
      status: 'pending',
      createdAt: now,
      decidedAt: null,
      comment: null,
      appliedAt: null,
      key: opening.key ?? null,
    };
    const slot: ApprovalSlotDocument = { _id: id, approvalId: approval._id, claimedAt: now, approval };
    if (!(await this.deps.approvals.claimSlot(slot))) {
      const winner = (await this.latestSlot(opening.subject, opening.action)).approval;
      if (winner && isOpenedWith(winner, opening)) return gateApproval(winner);
      throw liveApprovalExists(winner?._id ?? null, winner?.status ?? 'pending');
    }
    return gateApproval(await this.complete(slot));
  }

  async find(id: string): Promise<GateApproval | null> {
    const approval = await this.deps.approvals.findById(id);
    return approval ? gateApproval(approval) : null;
  }

  async latest(subject: ApprovalSubject, action: ApprovalAction): Promise<GateApproval | null> {
    const [latest] = await this.latestOfEach([{ subject, action }]);
    return latest ?? null;
  }

  async latestOfEach(
    gates: Array<{ subject: ApprovalSubject; action: ApprovalAction }>,
  ): Promise<Array<GateApproval | null>> {
    const latest = await this.latestSlots(gates);
    return latest.map(({ approval }) => (approval ? gateApproval(approval) : null));
  }

  async apply(subject: ApprovalSubject, action: ApprovalAction, approvalId: string): Promise<GateApproval | null> {
    const approval = await this.deps.approvals.findById(approvalId);
    if (!approval || approval.status !== 'approved' || approval.action !== action) return null;
    if (approval.subject.kind !== subject.kind || approval.subject.id !== subject.id) return null;
    const at = this.deps.clock.now();
    if (
      !(await this.deps.approvals.claimApplication({
        _id: approvalId,
        by: approval.requestedBy,
        outcome: 'applied',
        at,
      }))
    ) {
      // Claimed but still approved: its claimant died before writing it; finish the write, the use stays theirs.
      const claimed = await this.deps.approvals.findApplication(approvalId);
      if (claimed) await this.deps.approvals.settleApplication(approvalId, claimed.at);
      return null;
    }
    const applied = await this.deps.approvals.settleApplication(approvalId, at);
    return applied ? gateApproval(applied) : null;
  }

  onDecided(kind: ApprovalSubject['kind'], listener: ApprovalDecisionListener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /**
   * A human approver's decision (workflow `approval-decision:<id>`); anyone else gets 404, a decision after
   * another one (or while another one is being recorded) 409 `invalid_transition`.
   */
  async decide(
    approverAccountId: string,
    id: string,
    decision: ApprovalDecision,
    comment: string | null,
  ): Promise<ApprovalView> {
    const approval = await this.deps.approvals.findById(id);
    if (!approval?.visibleTo.includes(approverAccountId)) throw approvalNotFound();
    if (approval.approverAccountId !== approverAccountId) throw notTheApprover();
    if (approval.status !== 'pending') throw alreadyDecided(approval.status);
    const attempt = randomUUID();
    const input: DecisionInput = { approvalId: id, decision, comment, approverAccountId, attempt };
    let outcome: DecisionOutcome;
    try {
      outcome = await this.deps.workflows.run(this.decision, decisionWorkflowId(id), input);
    } catch (error) {
      if (error instanceof AppError && error.slug === 'operation_in_progress') throw alreadyDecided('pending');
      throw error;
    }
    if (outcome.attempt !== attempt) throw alreadyDecided(outcome.approval.status);
    return outcome.approval;
  }

  async get(accountId: string, id: string): Promise<ApprovalView> {
    const approval = await this.deps.approvals.findById(id);
    if (!approval?.visibleTo.includes(accountId)) throw approvalNotFound();
    return approvalView(gateApproval(approval));
  }

  async list(filters: ApprovalListFilters, query: PageQuery): Promise<Page<ApprovalView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.approvals.listPage(filters, after, limit + 1), limit);
    return { ...page, items: page.items.map((approval) => approvalView(gateApproval(approval))) };
  }

  /**
   * Reads the slots of a subject and action (one range of `_id`), finds the last one taken (`n` is 0 when none
   * is) and answers its approval, writing it first if its opener died before it did.
   */
  private async latestSlot(subject: ApprovalSubject, action: ApprovalAction): Promise<LatestSlot> {
    const [latest] = await this.latestSlots([{ subject, action }]);
    return latest!;
  }

  /** The last slot of each subject's action and its approval: two round trips however many (and a write per slot found half-opened). */
  private async latestSlots(gates: Array<{ subject: ApprovalSubject; action: ApprovalAction }>): Promise<LatestSlot[]> {
    if (gates.length === 0) return [];
    const prefixes = gates.map(({ subject, action }) => slotId(subject, action, 0).slice(0, -1));
    const slots = await this.deps.approvals.slotsOf([...new Set(prefixes)]);
    const lastSlots = prefixes.map((prefix) => {
      const numbered = slots
        .filter((slot) => slot._id.startsWith(prefix))
        .map((slot) => ({ slot, n: Number(slot._id.slice(prefix.length)) }));
      const n = numbered.reduce((most, { n: each }) => Math.max(most, each), 0);
      return { n, slot: numbered.find((entry) => entry.n === n)?.slot };
    });
    const approvalIds = lastSlots.flatMap(({ slot }) => (slot ? [slot.approvalId] : []));
    const approvals = new Map(
      (approvalIds.length > 0 ? await this.deps.approvals.findByIds(approvalIds) : []).map((approval) => [
        approval._id,
        approval,
      ]),
    );
    return Promise.all(
      lastSlots.map(async ({ n, slot }) => ({
        n,
        approval: slot ? (approvals.get(slot.approvalId) ?? (await this.complete(slot))) : null,
      })),
    );
  }

  /** Writes a claimed slot's approval and announces it; both writes are keyed, so repeating them changes nothing. */
  private async complete(slot: ApprovalSlotDocument): Promise<ApprovalDocument> {
    const approval = slot.approval;
    await this.deps.approvals.insertApproval(approval);
    const audience = [approval.approverAccountId, approval.requestedBy];
    const announcement = { audience, now: slot.claimedAt, key: `approval.requested:${approval._id}` };
    await this.deps.outbox.appendOnce(
      eventRecord('approval.requested', { approval: approvalView(gateApproval(approval)) }, announcement),
    );
    return approval;
  }
}

/** The approval was opened by the same opener step (same key), which is being run again. */
function isOpenedWith(approval: ApprovalDocument, opening: ApprovalOpening): boolean {
  return opening.key !== undefined && approval.key === opening.key;
}
