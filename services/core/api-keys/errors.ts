import { AppError } from '../../../shared/errors/app-error.ts';
import { formatMoney } from '../../../shared/money/major-units.ts';
import type { SpendingPolicy } from './types.ts';

export function scopesNotHeld(notHeld: string[]): AppError {
  return new AppError('scope_not_held', { field: 'body.scopes', meta: { notHeld } });
}

export function expiryNotInFuture(): AppError {
  return new AppError('validation_failed', {
    message: 'body.expiresAt must be in the future',
    field: 'body.expiresAt',
  });
}

export function perDealAbovePerDay(): AppError {
  return new AppError('validation_failed', {
    message: 'body.spendingPolicy.perDeal cannot exceed perDay: no single deal could use more than a day allows.',
    field: 'body.spendingPolicy.perDeal',
  });
}

export function agentNotOwned(): AppError {
  return new AppError('resource_not_found', {
    message: 'No agent with this id belongs to the account; list yours with GET /v1/agents.',
    field: 'body.agentId',
  });
}

export function apiKeyNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No API key with this id belongs to the account.',
    field: 'path.id',
  });
}

/** A commitment of money beyond what the credential's spending policy allows (or by a credential without one). */
export function spendingLimitExceeded(message: string, meta: Record<string, unknown>): AppError {
  return new AppError('spending_limit_exceeded', { message, meta });
}

export function spendingPolicyExceedsParent(
  field: 'currency' | 'perDeal' | 'perDay' | null,
  parentPolicy: SpendingPolicy | null,
): AppError {
  const message =
    parentPolicy === null
      ? 'The credential creating this key commits no money (an OAuth token, or a key without a spending policy), so the key cannot have a spending policy.'
      : `body.spendingPolicy.${field} exceeds the spending policy of the key creating it (${formatMoney(parentPolicy.perDeal, parentPolicy.currency)} per deal, ${formatMoney(parentPolicy.perDay, parentPolicy.currency)} per day).`;
  return new AppError('spending_policy_exceeds_parent', {
    message,
    field: field === null ? 'body.spendingPolicy' : `body.spendingPolicy.${field}`,
    meta: { parentPolicy },
  });
}

export function expiryExceedsParent(parentExpiresAt: Date): AppError {
  return new AppError('expiry_exceeds_parent', {
    message: `body.expiresAt is later than the credential creating this key may last (${parentExpiresAt.toISOString()}).`,
    field: 'body.expiresAt',
    meta: { parentExpiresAt: parentExpiresAt.toISOString() },
  });
}

export function agentDiffersFromParent(parentAgentId: string): AppError {
  return new AppError('agent_differs_from_parent', {
    message: `The key creating this one is bound to agent ${parentAgentId}; the key can only be bound to it.`,
    field: 'body.agentId',
    meta: { parentAgentId },
  });
}
