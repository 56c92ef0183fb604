import { AppError, type ErrorItem } from '../../../shared/errors/app-error.ts';

export function jobNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No intake job with this id is visible to the caller.',
    field: 'path.id',
  });
}

export function draftNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No draft with this id is visible to the caller.',
    field: 'path.id',
  });
}

/** A draft that is in review or published takes no more patches; its listing is changed with updateListing. */
export function draftClosed(status: string): AppError {
  return new AppError('invalid_transition', {
    message: `The draft is ${status.replace('_', ' ')}; change its listing with updateListing instead.`,
    meta: { currentState: status, allowedOperations: ['getDraft', 'publishDraft'] },
  });
}

export function draftRejected(): AppError {
  return new AppError('invalid_transition', {
    message: 'The moderators rejected the listing of this draft; it cannot be published again. Import the offer anew.',
    meta: { currentState: 'rejected', allowedOperations: ['getDraft'] },
  });
}

/** The gaps (and invalid values) that keep a draft from being published, one item per field. */
export function draftIncomplete(items: ErrorItem[]): AppError {
  return new AppError('validation_failed', { items });
}

export function draftBeingPublished(): AppError {
  return new AppError('invalid_transition', {
    message: 'The draft is being published by another request; read it with getDraft to see the outcome.',
    meta: { currentState: 'publishing', allowedOperations: ['getDraft'] },
  });
}

/** A cursor that names no draft of this job: not one this job's pages gave out. */
export function foreignDraftsCursor(): AppError {
  return new AppError('validation_failed', {
    message:
      "query.cursor is not a cursor of this job's drafts; pass result_info.next_cursor of the previous page (or the job's draftsCursor), or omit it to start over.",
    field: 'query.cursor',
  });
}
