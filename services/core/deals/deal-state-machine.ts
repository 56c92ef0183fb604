/**
 * The deal state machine as data: every row says which operation moves a deal from which states to which
 * state, which party may apply it, which human gate it needs and which money it moves. The service reads this
 * table and nothing else to decide a transition; the OpenAPI description of the Deals tag carries the same
 * table (a test keeps the two equal).
 */
export type DealStatus =
  | 'created'
  | 'proposed'
  | 'approved'
  | 'funding'
  | 'funded'
  | 'in_progress'
  | 'delivered'
  | 'released'
  | 'disputed'
  | 'cancelled'
  | 'refunded'
  | 'split';

export type DealOperation =
  | 'proposeDeal'
  | 'requestDealApproval'
  | 'applyDealApproval'
  | 'fundDeal'
  | 'startDeal'
  | 'deliverDeal'
  | 'confirmDealRelease'
  | 'disputeDeal'
  | 'cancelDeal'
  | 'holdSucceeded'
  | 'holdFailed'
  | 'resolveDeal'
  | 'resolveDisputeByRefund'
  | 'resolveDisputeByRelease'
  | 'resolveDisputeBySplit';

export type DealRole = 'buyer' | 'seller';

/**
 * Who may apply a row: one party, either of them, the payment processor reporting an outcome (ProcessorEvent),
 * or the human approval itself (a dispute resolution is carried out once the party who gives up money approved it).
 */
export type DealActor = DealRole | 'either' | 'processor' | 'approval';

/** What applies a row without being a party: the processor's events and human approvals. */
export type DealAutomaton = 'processor' | 'approval';

/**
 * The human gate of a row: which approval it opens, applies or needs. `fund` and `release` are decided by the
 * buyer's human, `refund` by the seller's (a human session of the seller refunds without it; see GATE_APPROVER).
 */
export type DealGate = 'fund' | 'release' | 'refund' | 'resolve_dispute';

/** The party whose human decides each gate: the one who gives up money (for `resolve_dispute`, see RESOLUTION_APPROVER). */
export type RequestableGate = Exclude<DealGate, 'resolve_dispute'>;

export const GATE_APPROVER: Readonly<Record<RequestableGate, DealRole>> = {
  fund: 'buyer',
  release: 'buyer',
  refund: 'seller',
};

/** How a dispute may end, proposed by either party: the buyer refunded, the seller paid out, or the escrow divided. */
export type DisputeOutcome = 'refund' | 'release' | 'split';

/**
 * Who gives up money under a whole-escrow outcome, so whose human approves it. A split takes money from both:
 * it is proposed by one party's human session and approved by the other party's human.
 */
export const RESOLUTION_APPROVER: Readonly<Record<Exclude<DisputeOutcome, 'split'>, DealRole>> = {
  refund: 'seller',
  release: 'buyer',
};
export const RESOLUTION_OPERATION: Readonly<Record<DisputeOutcome, DealOperation>> = {
  refund: 'resolveDisputeByRefund',
  release: 'resolveDisputeByRelease',
  split: 'resolveDisputeBySplit',
};

export type MoneyMovement = 'hold' | 'release' | 'refund' | 'split';

export interface DealTransitionRule {
  operation: DealOperation;
  from: readonly DealStatus[];
  /** null: the operation leaves the state as it is (it opens an approval). */
  to: DealStatus | null;
  /** Where the deal waits instead of `to` while the processor has not confirmed the money (pending, requires_action). */
  pending: DealStatus | null;
  by: DealActor;
  gate: DealGate | null;
  money: MoneyMovement | null;
}

export const DEAL_TRANSITIONS: readonly DealTransitionRule[] = [
  { operation: 'proposeDeal', from: ['created'], to: 'proposed', pending: null, by: 'either', gate: null, money: null },
  {
    operation: 'requestDealApproval',
    from: ['proposed'],
    to: null,
    pending: null,
    by: 'either',
    gate: 'fund',
    money: null,
  },
  {
    operation: 'applyDealApproval',
    from: ['proposed'],
    to: 'approved',
    pending: null,
    by: 'buyer',
    gate: 'fund',
    money: null,
  },
  {
    operation: 'fundDeal',
    from: ['approved'],
    to: 'funded',
    pending: 'funding',
    by: 'buyer',
    gate: 'fund',
    money: 'hold',
  },
  {
    operation: 'holdSucceeded',
    from: ['funding'],
    to: 'funded',
    pending: null,
    by: 'processor',
    gate: null,
    money: null,
  },
  {
    operation: 'holdFailed',
    from: ['funding'],
    to: 'approved',
    pending: null,
    by: 'processor',
    gate: null,
    money: null,
  },
  { operation: 'startDeal', from: ['funded'], to: 'in_progress', pending: null, by: 'seller', gate: null, money: null },
  {
    operation: 'deliverDeal',
    from: ['funded', 'in_progress'],
    to: 'delivered',
    pending: null,
    by: 'seller',
    gate: null,
    money: null,
  },
  {
    operation: 'requestDealApproval',
    from: ['delivered', 'disputed'],
    to: null,
    pending: null,
    by: 'either',
    gate: 'release',
    money: null,
  },
  {
    operation: 'confirmDealRelease',
    from: ['delivered', 'disputed'],
    to: 'released',
    pending: null,
    by: 'buyer',
    gate: 'release',
    money: 'release',
  },
  {
    operation: 'disputeDeal',
    from: ['funded', 'in_progress', 'delivered'],
    to: 'disputed',
    pending: null,
    by: 'either',
    gate: null,
    money: null,
  },
  {
    operation: 'cancelDeal',
    from: ['created', 'proposed', 'approved'],
    to: 'cancelled',
    pending: null,
    by: 'either',
    gate: null,
    money: null,
  },
  {
    operation: 'requestDealApproval',
    from: ['funded', 'in_progress', 'disputed'],
    to: null,
    pending: null,
    by: 'seller',
    gate: 'refund',
    money: null,
  },
  {
    operation: 'cancelDeal',
    from: ['funded', 'in_progress', 'disputed'],
    to: 'refunded',
    pending: null,
    by: 'seller',
    gate: 'refund',
    money: 'refund',
  },
  {
    operation: 'resolveDeal',
    from: ['disputed'],
    to: null,
    pending: null,
    by: 'either',
    gate: 'resolve_dispute',
    money: null,
  },
  {
    operation: 'resolveDisputeByRefund',
    from: ['disputed'],
    to: 'refunded',
    pending: null,
    by: 'approval',
    gate: 'resolve_dispute',
    money: 'refund',
  },
  {
    operation: 'resolveDisputeByRelease',
    from: ['disputed'],
    to: 'released',
    pending: null,
    by: 'approval',
    gate: 'resolve_dispute',
    money: 'release',
  },
  {
    operation: 'resolveDisputeBySplit',
    from: ['disputed'],
    to: 'split',
    pending: null,
    by: 'approval',
    gate: 'resolve_dispute',
    money: 'split',
  },
];

/**
 * States in which a gated operation is refused for want of a human approval rather than for the state: the
 * deal is on its way to the gate, so the caller is told what is missing (403 `approval_required`).
 */
export const AWAITING_APPROVAL: Readonly<Partial<Record<DealOperation, readonly DealStatus[]>>> = {
  fundDeal: ['created', 'proposed'],
};

export const DEAL_STATUSES: readonly DealStatus[] = [
  'created',
  'proposed',
  'approved',
  'funding',
  'funded',
  'in_progress',
  'delivered',
  'released',
  'disputed',
  'cancelled',
  'refunded',
  'split',
];

export function isDealStatus(status: string): status is DealStatus {
  return (DEAL_STATUSES as readonly string[]).includes(status);
}

function mayAct(rule: DealTransitionRule, role: DealRole | DealAutomaton): boolean {
  return rule.by === role || (rule.by === 'either' && (role === 'buyer' || role === 'seller'));
}

/** The rule that lets `role` apply `operation` to a deal in `status` (and for `gate`, when given), or null. */
export function ruleFor(
  operation: DealOperation,
  status: DealStatus,
  role: DealRole | DealAutomaton,
  gate?: DealGate,
): DealTransitionRule | null {
  return (
    DEAL_TRANSITIONS.find(
      (rule) =>
        rule.operation === operation &&
        rule.from.includes(status) &&
        mayAct(rule, role) &&
        (gate === undefined || rule.gate === gate),
    ) ?? null
  );
}

/** True when some party could apply `operation` in `status`, so a refusal is about the party, not the state. */
export function stateAllows(operation: DealOperation, status: DealStatus): boolean {
  return DEAL_TRANSITIONS.some((rule) => rule.operation === operation && rule.from.includes(status));
}

/** The operationIds `role` may apply to a deal in `status`, in table order, each once. */
export function allowedOperations(status: DealStatus, role: DealRole): DealOperation[] {
  const operations = DEAL_TRANSITIONS.filter((rule) => rule.from.includes(status) && mayAct(rule, role)).map(
    (rule) => rule.operation,
  );
  return [...new Set(operations)];
}

/** The table as markdown, as it appears in the OpenAPI description of the Deals tag. */
export function transitionTableMarkdown(): string {
  const header = ['| Operation | From | To | While pending | By | Gate | Money |', '|---|---|---|---|---|---|---|'];
  const rows = DEAL_TRANSITIONS.map(
    (rule) =>
      `| ${rule.operation} | ${rule.from.join(', ')} | ${rule.to ?? '(unchanged)'} | ${rule.pending ?? '-'} | ${rule.by} | ${rule.gate ?? '-'} | ${rule.money ?? '-'} |`,
  );
  return [...header, ...rows].join('\n');
}
