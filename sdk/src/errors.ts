import type { ErrorSlug } from './generated/error-slugs.js';
import type { components } from './generated/openapi.js';

export type ErrorItem = Omit<components['schemas']['ErrorItem'], 'slug'> & { slug: ErrorSlug };

/** The slug of a failure that did not come as the service's failure envelope (a proxy's page, say). */
export const UNEXPECTED_RESPONSE = 'unexpected_response';

/**
 * A refusal of the service: the HTTP status and the first error element (`code`, `slug`, `field`, `meta`),
 * with every element in `errors` and the request's id. `slug` is a string-literal union, so a `switch` over it
 * can be exhaustive.
 */
export class MarketplaceError extends Error {
  override readonly name = 'MarketplaceError';
  readonly code: number;
  readonly slug: ErrorSlug | typeof UNEXPECTED_RESPONSE;
  readonly field: string | undefined;
  readonly meta: Record<string, unknown> | undefined;

  constructor(
    readonly status: number,
    readonly errors: readonly ErrorItem[],
    readonly requestId: string | undefined,
    readonly operationId: string,
    /** Seconds the service asked to wait (`Retry-After`) before trying again, if it said. */
    readonly retryAfter: number | undefined,
  ) {
    const first = errors[0];
    super(
      first ? `${operationId}: ${status} ${first.slug}: ${first.message}` : `${operationId}: unexpected HTTP ${status}`,
    );
    this.code = first?.code ?? 0;
    this.slug = first?.slug ?? UNEXPECTED_RESPONSE;
    this.field = first?.field;
    this.meta = first?.meta as Record<string, unknown> | undefined;
  }
}

/** Reads a failed response into a MarketplaceError; a body that is not the failure envelope leaves `errors` empty. */
export async function errorFrom(response: Response, operationId: string): Promise<MarketplaceError> {
  const text = await response.text();
  let body: { errors?: unknown; request_id?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: an answer of something in front of the service
  }
  const errors = Array.isArray(body?.errors) ? (body.errors as ErrorItem[]) : [];
  const requestId =
    typeof body?.request_id === 'string' ? body.request_id : (response.headers.get('x-request-id') ?? undefined);
  return new MarketplaceError(
    response.status,
    errors,
    requestId,
    operationId,
    retryAfterSeconds(response.headers.get('retry-after')),
  );
}

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
