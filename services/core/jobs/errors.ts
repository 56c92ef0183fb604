import { AppError } from '../../../shared/errors/app-error.ts';
import type { JobDocument } from './types.ts';

export function jobNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No job has this id.', field: 'path.id' });
}

export function bidNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'This job has no bid with this id.', field: 'path.bidId' });
}

/** An awarded or closed job takes no bids and no further acceptance. */
export function jobNotOpen(job: Pick<JobDocument, 'status'>): AppError {
  return new AppError('invalid_transition', {
    message: 'This job is no longer open: a bid has been accepted. Look for other open jobs.',
    meta: { currentState: job.status, allowedOperations: [] },
  });
}
