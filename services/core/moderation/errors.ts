import { AppError } from '../../../shared/errors/app-error.ts';

export function notFound(what: string, field = 'path.id'): AppError {
  return new AppError('resource_not_found', { message: `No ${what} has this id.`, field });
}

/** The item was decided already, by this admin or another: nothing is decided twice. */
export function alreadyDecided(what: string, state: string): AppError {
  return new AppError('invalid_transition', {
    message: `The ${what} is decided already (${state}); the moderation queue lists what still needs a decision.`,
    meta: { currentState: state, allowedOperations: [] },
  });
}

export function conflictOfInterest(): AppError {
  return new AppError('conflict_of_interest', {
    message:
      'You took the decision under appeal (or it concerns your own content); another admin must decide the appeal.',
  });
}
