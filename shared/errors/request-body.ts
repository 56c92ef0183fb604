import { AppError } from './app-error.ts';

/** A request body that stopped before its end: the client closed the connection or sent less than it announced. */
export function bodyCutShort(): AppError {
  return new AppError('validation_failed', {
    field: 'body',
    message: 'The request body ended before all of it arrived (the connection closed or sent less than announced).',
  });
}

/** A request body that did not arrive within the time the service gives it. */
export function bodyTimedOut(timeoutMs: number): AppError {
  const seconds = timeoutMs / 1000;
  return new AppError('request_timeout', {
    field: 'body',
    message: `The request body did not arrive within ${seconds} second${seconds === 1 ? '' : 's'}. Nothing was stored; send it again.`,
    meta: { timeoutMs },
  });
}
