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

export function ownJob(job: Pick<JobDocument, 'status'>): AppError {
  return new AppError('invalid_transition', {
    message: 'Owners cannot bid on their own jobs; accept a bid of another account instead.',
    meta: { currentState: job.status, allowedOperations: ['acceptBid'] },
  });
}

export function alreadyBid(): AppError {
  return new AppError('already_exists', {
    message: 'You have already bid on this job; each account bids once per job.',
  });
}

export function notJobOwner(): AppError {
  return new AppError('not_owner', { message: 'Only the owner of this job may accept its bids.' });
}
