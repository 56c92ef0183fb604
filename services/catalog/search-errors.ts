import { errors } from '@elastic/elasticsearch';
import { AppError } from '../../shared/errors/app-error.ts';

/**
 * Runs an Elasticsearch call and answers 503 `service_unavailable` when the cluster cannot be reached, is
 * overloaded or failing, or has no listings index yet. Other errors stay as they are (a 500 whose details
 * reach the log only): no Elasticsearch message is ever shown to a client.
 */
export async function whileSearchAvailable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnavailable(error)) throw searchUnavailable();
    throw error;
  }
}

function searchUnavailable(): AppError {
  return new AppError('service_unavailable', { message: 'Search is unavailable right now. Retry shortly.' });
}

function isUnavailable(error: unknown): boolean {
  if (
    error instanceof errors.ConnectionError ||
    error instanceof errors.TimeoutError ||
    error instanceof errors.NoLivingConnectionsError
  )
    return true;
  if (!(error instanceof errors.ResponseError)) return false;
  return unavailableStatus(error.statusCode ?? 0) || error.body?.error?.type === 'index_not_found_exception';
}

/** Statuses of an overloaded or failing cluster. */
function unavailableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
