import { AppError } from '../../../shared/errors/app-error.ts';
import type { RequestDocument } from './types.ts';

export function requestNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No request has this id.', field: 'path.id' });
}

export function answerNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'This request has no answer with this id.', field: 'path.answerId' });
}

export function notRequestAuthor(operation: string): AppError {
  return new AppError('not_owner', { message: `Only the author of this request may ${operation}.` });
}

/** A closed request accepts no further operation: no answers, votes, acceptance or close. */
export function requestClosed(request: RequestDocument): AppError {
  return new AppError('invalid_transition', {
    message: 'This request is closed. Post a new request to ask again.',
    meta: { currentState: request.status, allowedOperations: [] },
  });
}

/** A request accepts one offer; a second acceptance (or a racing one) is refused. */
export function alreadyAccepted(): AppError {
  return new AppError('invalid_transition', {
    message: 'This request already has an accepted answer; a request accepts one offer. Close it when you are done.',
    meta: { currentState: 'open', allowedOperations: ['closeRequest'] },
  });
}
