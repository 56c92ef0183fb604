import { AppError } from '../../../shared/errors/app-error.ts';

export function targetRefused(reason: string): AppError {
  return new AppError('validation_failed', {
    message: `body.url is not an allowed webhook target: ${reason}. Use a public https URL.`,
    field: 'body.url',
  });
}

export function subscriptionNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No webhook subscription with this id belongs to the account.',
    field: 'path.id',
  });
}
