import { AppError } from '../../../shared/errors/app-error.ts';

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
