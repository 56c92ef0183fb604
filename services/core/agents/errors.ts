import { AppError } from '../../../shared/errors/app-error.ts';

export function agentNotFound(field = 'path.id'): AppError {
  return new AppError('resource_not_found', { message: 'No agent with this id belongs to the account.', field });
}

export function agentProfileNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No agent with this id has a public profile.',
    field: 'path.id',
  });
}

export function agentInUse(keyIds: string[]): AppError {
  return new AppError('agent_in_use', { meta: { keyIds } });
}

export function cardTargetRefused(field: string, reason: string): AppError {
  return new AppError('validation_failed', {
    message: `${field} may not be fetched: ${reason}. Use a public https URL.`,
    field,
  });
}
