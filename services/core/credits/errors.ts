import { AppError } from '../../../shared/errors/app-error.ts';

export function grantAccountNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No account has this id.', field: 'body.accountId' });
}

export function insufficientCredits(balance: number, required: number): AppError {
  return new AppError('insufficient_credits', {
    message: `The balance of ${balance} credits does not cover the ${required} this costs. Top up credits first.`,
    meta: { balance, required },
  });
}

export function ledgerCursorInvalid(): AppError {
  return new AppError('validation_failed', {
    message:
      'query.cursor is not a ledger cursor this service issued; pass result_info.next_cursor of the previous page, or omit it to start over.',
    field: 'query.cursor',
  });
}

export function topUpNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'Your account has no credit top-up with this id.',
    field: 'path.id',
  });
}

/** Nothing was charged and nothing granted; the failed top-up stays readable under `meta.topUpId`. */
export function topUpDeclined(topUpId: string, reason: string | null): AppError {
  const message = `${reason ?? 'The payment processor declined the payment.'} Nothing was charged; retry the top-up.`;
  return new AppError('payment_failed', { message, meta: { topUpId } });
}

export function approvalNotOfTopUp(approvalId: string, topUpId: string, currentState: string | null): AppError {
  return new AppError('invalid_transition', {
    message: `Approval ${approvalId} does not approve credit top-up ${topUpId}; nothing was charged.`,
    meta: { currentState, allowedOperations: [] },
  });
}
