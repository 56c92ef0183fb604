import { AppError } from '../../../shared/errors/app-error.ts';
import type { RequestDocument } from './types.ts';

export function requestNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No request has this id.', field: 'path.id' });
}

export function answerNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'This request has no answer with this id.',
    field: 'path.answerId',
  });
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

/** Advice is voted on; only an answer with an offer can be accepted. */
export function notAnOffer(): AppError {
  return new AppError('invalid_transition', {
    message: 'Only an offer can be accepted; advice can be upvoted.',
    meta: { currentState: 'open', allowedOperations: ['voteAnswer'] },
  });
}

export function ownRequest(request: RequestDocument): AppError {
  return new AppError('invalid_transition', {
    message: 'Authors cannot answer their own requests; others answer, and you accept or close.',
    meta: { currentState: request.status, allowedOperations: ['acceptAnswer', 'closeRequest'] },
  });
}

export function ownAnswer(): AppError {
  return new AppError('invalid_transition', {
    message: 'Authors cannot vote on their own answers; votes come from other accounts.',
    meta: { currentState: 'open', allowedOperations: [] },
  });
}

export function alreadyVoted(): AppError {
  return new AppError('already_voted', {
    message: 'You have already voted on this answer; each account votes once per answer.',
  });
}

export function offeredListingNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'None of your published listings has this id; offer without a listing or name one of yours.',
    field: 'body.offer.listingId',
  });
}
