import { AppError } from '../../../shared/errors/app-error.ts';
import type { GateApproval } from '../approvals/index.ts';
import {
  allowedOperations,
  GATE_APPROVER,
  type DealOperation,
  type DealRole,
  type RequestableGate,
} from './deal-state-machine.ts';
import type { DealDocument } from './types.ts';

export function dealNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No deal with this id has this account as a party.',
    field: 'path.id',
  });
}

/** The deal's state does not allow what the party asked; `allowedOperations` says what it may do instead. */
export function invalidTransition(
  deal: Pick<DealDocument, 'status'>,
  role: DealRole,
  message: string,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError('invalid_transition', {
    message,
    meta: { ...extra, currentState: deal.status, allowedOperations: allowedOperations(deal.status, role) },
  });
}

/** A concurrent transition claimed the sequence first. */
export function transitionTaken(
  sequence: number,
  current: Pick<DealDocument, 'status'>,
  allowed: DealOperation[],
): AppError {
  return new AppError('invalid_transition', {
    message: `Another request changed this deal first (transition ${sequence} is taken); re-read it.`,
    meta: { currentState: current.status, allowedOperations: allowed },
  });
}

export function notTheOtherParty(operation: DealOperation, deal: Pick<DealDocument, 'status'>): AppError {
  return new AppError('not_owner', {
    message: `Only the other party of this deal may apply ${operation} now.`,
    meta: { currentState: deal.status },
  });
}

/** The operation waits at a human gate of this state: its approval must be applied first. */
export function approvalFirst(operation: DealOperation, deal: Pick<DealDocument, 'status'>, role: DealRole): AppError {
  return new AppError('approval_required', {
    message: `${operation} needs a human-approved ApprovalRequest applied first: requestDealApproval, a human approves, then applyDealApproval.`,
    meta: { currentState: deal.status, allowedOperations: allowedOperations(deal.status, role) },
  });
}

export function approvalRequired(approval: GateApproval | null, gate: RequestableGate): AppError {
  const state = approval ? `is ${approval.status}` : 'was not requested';
  return new AppError('approval_required', {
    message: `The human approval of this step ${state}. Call requestDealApproval with action ${gate}; a human session of the ${GATE_APPROVER[gate]} approves it.`,
    meta: { approvalId: approval?.id ?? null, approvalStatus: approval?.status ?? null },
  });
}

export function approvalNoLongerApproved(approvalId: string): AppError {
  return new AppError('approval_required', {
    message: `Approval request ${approvalId} is no longer approved; request a new one.`,
    meta: { approvalId },
  });
}

export function holdDeclined(): AppError {
  return new AppError('payment_failed', {
    message: 'The processor declined the hold; fund again with another payment method.',
  });
}

export function splitNeedsSession(): AppError {
  return new AppError('session_required', {
    message:
      "A split takes money from both parties: propose it from a human session of your account; the other party's human approves it.",
  });
}

export function sellerAmountInvalid(deal: Pick<DealDocument, 'amount' | 'currency'>): AppError {
  return new AppError('validation_failed', {
    message: `sellerAmount must be an integer from 1 to ${deal.amount - 1} (minor units of ${deal.currency}); the buyer is refunded the rest of ${deal.amount}.`,
    field: 'body.sellerAmount',
  });
}

export function listingNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No listing has this id.', field: 'body.listingId' });
}

export function counterpartyRequired(): AppError {
  return new AppError('validation_failed', {
    message: 'Give body.counterpartyId: the buyer of a deal you sell.',
    field: 'body.counterpartyId',
  });
}

export function sameParties(): AppError {
  return new AppError('validation_failed', {
    message: 'A deal needs two different parties.',
    field: 'body.counterpartyId',
  });
}

export function sellerNotProvider(): AppError {
  return new AppError('validation_failed', {
    message: 'The seller of a deal on a listing is the provider of that listing.',
    field: 'body.listingId',
  });
}

export function counterpartyNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No account has this id.', field: 'body.counterpartyId' });
}
