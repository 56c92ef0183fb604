import { AppError } from '../../../shared/errors/app-error.ts';
import { bodyCutShort } from '../../../shared/errors/request-body.ts';

/** Maps body-parser's failures onto the catalog; anything else stays unknown and becomes internal_error. */
export function bodyReadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { type, status } = error as { type?: string; status?: number };
  if (type === 'entity.too.large') return new AppError('payload_too_large', { field: 'body' });
  if (type === 'request.aborted' || type === 'request.size.invalid') return bodyCutShort();
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new AppError('unsupported_media_type');
  // What else body-parser refuses with 400 is a body it could not read, such as one not in its Content-Encoding.
  if (status === 400) {
    return new AppError('validation_failed', { field: 'body', message: 'The request body could not be read as sent.' });
  }
  return error;
}
