import { AppError } from '../../../shared/errors/app-error.ts';

export function emailTaken(): AppError {
  return new AppError('email_taken', { field: 'body.email' });
}

/** Unknown email or wrong password: the two are not told apart. */
export function invalidCredentials(): AppError {
  return new AppError('invalid_credentials');
}

export function currentPasswordRequired(): AppError {
  return new AppError('current_password_required', { field: 'body.currentPassword' });
}

export function currentPasswordIncorrect(): AppError {
  return new AppError('invalid_credentials', {
    message: 'The current password is incorrect.',
    field: 'body.currentPassword',
  });
}

/** Where deal payouts go is money routing: only the human's own session may change it. */
export function payoutAccountNeedsSession(): AppError {
  return new AppError('session_required', {
    message: 'Only a signed-in human session may set the payout account; an API key or agent token cannot.',
    field: 'body.payoutAccount',
  });
}

export function accountGone(): AppError {
  return new AppError('resource_not_found', { message: 'The account no longer exists.' });
}

export function tooManyLoginAttempts(retryAfterSeconds: number): AppError {
  return new AppError('too_many_login_attempts', {
    headers: { 'retry-after': String(retryAfterSeconds) },
    meta: { retryAfterSeconds },
  });
}
