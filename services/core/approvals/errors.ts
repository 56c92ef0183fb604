import { AppError } from '../../../shared/errors/app-error.ts';
import type { ApprovalStatus } from './approval-gate.ts';

export function approvalNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No approval request with this id is visible to this account.',
    field: 'path.id',
  });
}

/** A party who may read the approval but is not its approver: as far as deciding goes, there is none. */
export function notTheApprover(): AppError {
  return new AppError('resource_not_found', {
    message: "No approval request with this id awaits this account's decision.",
    field: 'path.id',
  });
}

export function decisionNeedsSession(): AppError {
  return new AppError('session_required');
}

export function liveApprovalExists(id: string | null, status: ApprovalStatus): AppError {
  return new AppError('invalid_transition', {
    message: `Approval request ${id ?? ''} of this step is still ${status}; decide or apply it before opening another.`,
    meta: { currentState: status, allowedOperations: [], pendingApprovalId: id },
  });
}

export function alreadyDecided(status: ApprovalStatus): AppError {
  return new AppError('invalid_transition', {
    message: `This approval request is already ${status}; a decision is final.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}
