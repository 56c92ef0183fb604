import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'Location', 'WWW-Authenticate', 'Idempotent-Replayed'];

const preflight: RequestHandler = cors({
  origin: '*',
  methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  allowedHeaders: [
    'Authorization',
    'Content-Type',
    'Idempotency-Key',
    'X-Request-Id',
    'Accept-Language',
    'Stripe-Signature',
  ],
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: 600,
});

/** The `Access-Control-Expose-Headers` value of every answer but preflights. */
export const exposedHeaders = EXPOSED_HEADERS.join(',');

/**
 * Cross-origin calls from any web page: the API's credentials are bearer tokens that a page must hold and send
 * itself, never cookies the browser would add, so allowing every origin exposes nothing a page does not already
 * have. Preflights answer 204 (the cors package); every other request gets the two headers the cors package would
 * set for it, written here without its per-request option callbacks. `/mcp` keeps its own Origin rule.
 */
export function corsPolicy(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'OPTIONS') {
    preflight(req, res, next);
    return;
  }
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', exposedHeaders);
  next();
}

/**
 * Headers of every answer: no content sniffing, and no caching of what a credential unlocked (an operation that
 * sets its own Cache-Control, such as the token endpoint or an uploaded file, keeps it).
 */
export function securityHeaders(req: Request, res: Response): void {
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.headers.authorization !== undefined) res.setHeader('cache-control', 'no-store');
}
