import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { AppError } from '../../../shared/errors/app-error.ts';
import { parseJsonText } from './json-text.ts';

type MediaTypes = string | string[] | ((req: IncomingMessage) => boolean);

/**
 * Reads a JSON body of the given media types into `req.body` (see parseJsonText); failures go to `next` as they
 * are (body-parser's, see bodyReadError, or catalog errors). A body of another media type is left unread.
 */
export function jsonBody(limitBytes: number, type: MediaTypes): RequestHandler {
  const raw = express.raw({ limit: limitBytes, type });
  return (req, res, next) =>
    raw(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      if (!Buffer.isBuffer(req.body)) return next();
      try {
        refuseOtherCharsets(req.get('content-type'));
        req.body = parseJsonText(req.body);
        next();
      } catch (failure) {
        next(failure);
      }
    });
}

/** JSON is UTF-8 (RFC 8259 section 8.1): a body declared in another charset is refused, never decoded as it. */
function refuseOtherCharsets(contentType: string | undefined): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1];
  if (charset === undefined || charset.toLowerCase() === 'utf-8') return;
  throw new AppError('unsupported_media_type', {
    field: 'header.Content-Type',
    message: `Send JSON as UTF-8 (charset=utf-8 or no charset), not ${charset}.`,
  });
}
