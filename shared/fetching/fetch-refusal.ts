import { errors as undiciErrors } from 'undici';
import { RefusedTargetError } from './target-policy.ts';
import type { Schema } from '../openapi/operation-types.ts';

/** Why a source could not be fetched, in the words of the job's `error`. */
export class FetchRefusal extends Error {
  constructor(
    readonly code: Schema<'ImportError'>['code'],
    message: string,
  ) {
    super(message);
  }
}

/** What a fetch had got when it failed: `body` once the answer's headers were in, with the bytes read so far. */
export interface FetchProgress {
  signal: AbortSignal;
  timeoutMs: number;
  idleTimeoutMs: number;
  body?: { received: number; declared: number | null };
}

/** Any failure of a fetch (undici's, the guard's, the deadline's) told as the FetchRefusal a job records. */
export function refusalOf(error: unknown, progress: FetchProgress): FetchRefusal {
  if (error instanceof FetchRefusal) return error;
  if (progress.signal.aborted)
    return new FetchRefusal('timeout', `the source was not fetched within ${progress.timeoutMs / 1000} seconds`);
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  ) {
    return new FetchRefusal('timeout', `the source sent nothing for ${progress.idleTimeoutMs / 1000} seconds`);
  }
  const refused = findCause(error, (cause) => cause instanceof RefusedTargetError);
  if (refused) return new FetchRefusal('target_refused', `the URL may not be fetched: ${refused.message}`);
  if (error instanceof TypeError && /invalid url/i.test(error.message))
    return new FetchRefusal('target_refused', 'a redirect points at an invalid URL');
  const code = (
    findCause(error, (cause) => typeof (cause as { code?: unknown }).code === 'string') as { code?: string } | undefined
  )?.code;
  if (progress.body) return truncated(progress.body, code);
  return new FetchRefusal('fetch_failed', `the source could not be fetched (${code ?? 'connection failed'})`);
}

function truncated(body: { received: number; declared: number | null }, code: string | undefined): FetchRefusal {
  const of = body.declared === null ? '' : ` of ${body.declared}`;
  const how = code === 'ECONNRESET' ? 'reset' : 'closed';
  return new FetchRefusal(
    'truncated',
    `the body broke off after ${body.received}${of} bytes: the source ${how} the connection before its end`,
  );
}

/** The error or the first of its causes that matches. */
function findCause(error: unknown, matches: (candidate: Error) => boolean): Error | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (matches(current)) return current;
  }
  return undefined;
}
