import type { Logger } from '../../../shared/logger.ts';
import type { Step } from '../context.ts';
import { renderError, type Reply } from '../reply.ts';

/** Catalog slugs that are OAuth error codes themselves (RFC 6749 section 5.2, RFC 7591 section 3.2.2, RFC 8707). */
const OAUTH_SLUGS = new Set([
  'invalid_grant',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'invalid_redirect_uri',
  'invalid_client_metadata',
]);
const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);

/**
 * For operations marked `x-oauth-errors` (the token endpoint, client registration): every failure envelope also
 * carries the members OAuth clients read, `error` and `error_description`, and is not to be cached.
 */
export function oauthErrorBodies(logger: Logger): Step {
  return async (context, next) => {
    const flavour = context.operation.oauthErrors;
    if (!flavour) return next();
    const reply = await next().catch((error: unknown) => renderError(context.requestId, error, logger));
    return withOAuthMembers(flavour, reply, context.request.body);
  };
}

/** A failure reply of an `x-oauth-errors` operation with the OAuth members added (also for refusals before the pipeline, such as a malformed body). */
export function withOAuthMembers(flavour: 'token' | 'registration', reply: Reply, body: unknown): Reply {
  if (reply.status < 400) return reply;
  const envelope = JSON.parse(reply.body.toString('utf8')) as {
    errors: Array<{ slug: string; message: string; field?: string }>;
  };
  const first = envelope.errors[0];
  const error = first ? oauthErrorCode(flavour, first.slug, first.field, body) : 'server_error';
  const decorated = { ...envelope, error, error_description: first?.message ?? 'The request failed.' };
  return {
    status: reply.status,
    headers: { ...reply.headers, 'cache-control': 'no-store' },
    body: Buffer.from(JSON.stringify(decorated)),
  };
}

function oauthErrorCode(
  flavour: 'token' | 'registration',
  slug: string,
  field: string | undefined,
  body: unknown,
): string {
  if (OAUTH_SLUGS.has(slug)) return slug;
  if (slug === 'internal_error') return 'server_error';
  if (slug === 'service_unavailable') return 'temporarily_unavailable';
  if (flavour === 'registration')
    return field?.startsWith('body.redirect_uris') ? 'invalid_redirect_uri' : 'invalid_client_metadata';
  const grantType =
    typeof body === 'object' && body !== null ? (body as { grant_type?: unknown }).grant_type : undefined;
  return typeof grantType === 'string' && !GRANT_TYPES.has(grantType) ? 'unsupported_grant_type' : 'invalid_request';
}
