import type { Principal } from '../../../shared/auth/principal.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/**
 * The human approval gate as other domains see it. Deals open gates for funding and release; claims open one
 * for paying a sale's reward. Only a human session of the approver decides (the approvals endpoints enforce
 * it); the owning domain learns of each decision through its listener and acts on it or waits to be applied.
 */
export type ApprovalAction = 'fund' | 'release' | 'refund' | 'resolve_dispute' | 'pay_reward' | 'top_up';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'applied' | 'expired';

/** The resource a gate guards, named by the domain that owns it. */
export interface ApprovalSubject {
  kind: 'deal' | 'claim' | 'top_up';
  id: string;
}

/** The shares of a divided amount, in minor units; they add up to the approval's `amount`. */
export interface ApprovalSplit {
  toSeller: number;
  toBuyer: number;
}

export interface ApprovalOpening {
  subject: ApprovalSubject;
  action: ApprovalAction;
  /** The account whose human session decides. */
  approverAccountId: string;
  /** The account (or the agent acting for it) that asked. */
  requestedBy: string;
  /** The agent (`/v1/agents`) whose credential asked, when one did; null when a person or the service itself asked. */
  requestedByAgent?: string | null;
  /** The API key that asked, when one did. */
  requestedByKey?: string | null;
  amount: number;
  currency: CurrencyCode;
  note?: string | null;
  /** How `amount` is divided between the parties when the approval divides it (a dispute resolved by a split). */
  split?: ApprovalSplit | null;
  /** Further accounts that may read the approval (e.g. the other party of a deal); never decide it. */
  visibleTo?: string[];
  /**
   * The opener's idempotency key (e.g. its workflow step): opening again with the key of the live approval
   * answers that approval instead of refusing, so a resumed workflow step opens one approval.
   */
  key?: string;
}

/** The agent and the API key of the credential that asks for an approval, as the opening records them. */
export function askingCredential(principal: Principal): Pick<ApprovalOpening, 'requestedByAgent' | 'requestedByKey'> {
  return {
    requestedByAgent: principal.agentId ?? null,
    requestedByKey: principal.kind === 'api_key' ? principal.credentialId : null,
  };
}

export interface GateApproval extends ApprovalOpening {
  id: string;
  status: ApprovalStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  comment: string | null;
  appliedAt: Date | null;
}

export type ApprovalDecisionListener = (approval: GateApproval) => Promise<void>;

export interface ApprovalGate {
  /**
   * Opens a pending approval and announces it with `approval.requested`. At most one approval of a subject and
   * action is live (pending, or approved and not yet applied): while one is, this fails with 409
   * `invalid_transition`; the slot is claimed by an insert, so concurrent openings cannot both succeed.
   */
  open(opening: ApprovalOpening): Promise<GateApproval>;
  find(id: string): Promise<GateApproval | null>;
  /** The most recent approval of this subject and action, whatever its status; null when none was opened. */
  latest(subject: ApprovalSubject, action: ApprovalAction): Promise<GateApproval | null>;
  /** `latest` of each subject and action, in their order, in two round trips whatever their number. */
  latestOfEach(gates: Array<{ subject: ApprovalSubject; action: ApprovalAction }>): Promise<Array<GateApproval | null>>;
  /**
   * Marks an approved approval of this subject and action as used, exactly once (claimed by a write that
   * only one caller can win); resolves to null when none is approved and unused.
   */
  apply(subject: ApprovalSubject, action: ApprovalAction, approvalId: string): Promise<GateApproval | null>;
  /**
   * Called after a human approves or rejects an approval of this subject kind (after `approval.decided`), as a
   * step of the decision's workflow: a listener that fails is called again until it succeeds, so it must be
   * idempotent (claim what it records by insert, run money movements under keys derived from the approval id).
   */
  onDecided(kind: ApprovalSubject['kind'], listener: ApprovalDecisionListener): void;
}
