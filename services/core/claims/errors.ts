import { AppError } from '../../../shared/errors/app-error.ts';
import type { ClaimRole } from './types.ts';

export function claimNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No claim with this id is visible to you.', field: 'path.id' });
}

export function notClaimRole(role: ClaimRole, action: string): AppError {
  const who = role === 'agent' ? 'agent who registered the claim' : "mandate's provider";
  return new AppError('not_owner', { message: `Only the ${who} may ${action}.` });
}

/** The claim's facts do not allow this now; `allowedOperations` says what the caller may do instead. */
export function invalidClaimTransition(message: string, currentState: string, allowedOperations: string[]): AppError {
  return new AppError('invalid_transition', { message, meta: { currentState, allowedOperations } });
}

export function alreadyClaimed(): AppError {
  return new AppError('already_claimed', {
    message:
      'This buyer is already claimed under this mandate by an earlier registration; the first registrant keeps the lead. Do not introduce the buyer.',
    field: 'body.buyer.legalName',
  });
}

export function mandateNotActive(status: string): AppError {
  return new AppError('invalid_transition', {
    message: `The mandate is ${status}; only active mandates accept claims. Find active ones with listMandates.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}

export function ownMandate(status: string): AppError {
  return new AppError('invalid_transition', {
    message: 'A provider cannot register claims on its own mandate; claims come from agents.',
    meta: { currentState: status, allowedOperations: [] },
  });
}

export function buyerOutsideTerritory(country: string, territory: string[]): AppError {
  return new AppError('validation_failed', {
    message: `The buyer's country ${country} is outside the mandate territory (${territory.join(', ')}).`,
    field: 'body.buyer.country',
  });
}

export function linkAlreadyUsed(): AppError {
  return new AppError('invalid_transition', {
    message: 'This confirmation link has already been used; the answer is recorded.',
    meta: { currentState: 'answered', allowedOperations: ['getClaimConfirmation'] },
  });
}

export function linkUnknown(): AppError {
  return new AppError('resource_not_found', { message: 'This confirmation link is unknown.', field: 'path.token' });
}

export function linkExpired(): AppError {
  return new AppError('link_expired', {
    message: 'This confirmation link has expired; ask the agent who introduced you for a new one.',
    field: 'path.token',
  });
}

export function invitationLimitReached(max: number): AppError {
  return new AppError('invitation_limit_reached', {
    message: `This claim has sent all ${max} buyer invitations; no further one is sent. Ask the buyer to use the latest link.`,
  });
}
