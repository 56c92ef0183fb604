import { AppError } from '../../../shared/errors/app-error.ts';

export function mandateNotFound(field: string): AppError {
  return new AppError('resource_not_found', { message: 'No mandate has this id.', field });
}

export function notMandateProvider(change: string): AppError {
  return new AppError('not_owner', { message: `Only the provider who published this mandate may ${change} it.` });
}

export function mandateChangeNotAllowed(status: string, change: string, allowedOperations: string[]): AppError {
  return new AppError('invalid_transition', {
    message: `The mandate is ${status}; it cannot be ${change === 'end' ? 'ended' : `${change}d`} now.`,
    meta: { currentState: status, allowedOperations },
  });
}

export function mandateBusy(): AppError {
  return new AppError('concurrent_modification', {
    message: 'The mandate is being changed by another request right now. Retry shortly.',
  });
}
