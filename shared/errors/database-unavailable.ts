import { MongoError, MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import { AppError } from './app-error.ts';

/** Seconds a client waits before retrying an operation the database could not serve for a moment. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Whether a failure is the database being momentarily unavailable rather than a defect: no server reachable,
 * a lost connection, an error the server labels retryable, or the local FerretDB's SQLite being locked by a
 * concurrent write (`database is locked`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof MongoNetworkError || error instanceof MongoServerSelectionError) return true;
  if (!(error instanceof MongoError)) return false;
  return (
    error.hasErrorLabel('RetryableWriteError') ||
    error.hasErrorLabel('TransientTransactionError') ||
    /database is locked|SQLITE_BUSY/i.test(error.message)
  );
}

/** The refusal a momentarily unavailable database becomes: 503 with Retry-After, never a 500. */
export function databaseUnavailable(): AppError {
  return new AppError('service_unavailable', {
    message: `The database is momentarily unavailable; nothing was lost. Retry after ${RETRY_AFTER_SECONDS} second (Retry-After), with the same Idempotency-Key where you sent one.`,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}
