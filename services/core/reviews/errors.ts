import { AppError } from '../../../shared/errors/app-error.ts';

export function ownListing(status: string, allowedOperations: string[]): AppError {
  return new AppError('invalid_transition', {
    message: 'Providers cannot review their own listings; reviews come from other accounts.',
    meta: { currentState: status, allowedOperations },
  });
}

export function alreadyReviewed(): AppError {
  return new AppError('already_reviewed', {
    message: 'You have already reviewed this listing; each account reviews a listing once.',
  });
}
