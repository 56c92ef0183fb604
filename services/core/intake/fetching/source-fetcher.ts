import { Agent, errors as undiciErrors, request } from 'undici';
import { RefusedTargetError, type TargetPolicy } from '../../webhooks/target-policy.ts';
import type { ImportErrorCode } from '../types.ts';

export interface FetchLimits {
  /** The body is streamed and the fetch abandoned beyond this many bytes. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export const SOURCE_LIMITS: FetchLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };

/** Why a source could not be fetched, in the words of the job's `error`. */
export class FetchRefusal extends Error {
  constructor(readonly code: ImportErrorCode, message: string) {
    super(message);
  }
}

export interface FetchedSource {
  /** Where the body came from, after redirects. */
  url: string;
  /** The media type of the answer, lower case, without parameters. */
  mediaType: string;
  charset: string | null;
  body: Buffer;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches import sources with undici under the webhooks' SSRF guard: each URL (the first and every redirect
 * target) is checked before it is requested, and the connection resolves the host through the guard's lookup, so
 * a DNS answer that changed in between is refused too. Redirects, size, time and media type are limited.
 */
export class SourceFetcher {
  private agent: Agent | undefined;

  constructor(private readonly deps: { targets: TargetPolicy; limits: FetchLimits }) {}

  /** The body at `url`, if it answers one of the `accepted` media types within the limits; FetchRefusal otherwise. */
  async fetch(url: string, accepted: readonly string[]): Promise<FetchedSource> {
    const signal = AbortSignal.timeout(this.deps.limits.timeoutMs);
    try {
      return await this.follow(url, accepted, signal);
    } catch (error) {
      throw this.refusal(error, signal);
    }
  }

  private async follow(start: string, accepted: readonly string[], signal: AbortSignal): Promise<FetchedSource> {
    let current = start;
    for (let redirects = 0; ; redirects += 1) {
      await this.deps.targets.check(current);
      const response = await request(current, {
        dispatcher: this.dispatcher(),
        headers: { accept: `${accepted.join(', ')};q=1, */*;q=0.1`, 'user-agent': 'marketplace-intake/1' },
        signal,
      });
      if (REDIRECT_STATUSES.has(response.statusCode)) {
        discard(response.body);
        const location = firstHeader(response.headers.location);
        if (!location) throw new FetchRefusal('http_status', `${current} answered ${response.statusCode} without a Location`);
        if (redirects >= this.deps.limits.maxRedirects) {
          throw new FetchRefusal('too_many_redirects', `more than ${this.deps.limits.maxRedirects} redirects from ${start}`);
        }
        current = new URL(location, current).href;
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        discard(response.body);
        throw new FetchRefusal('http_status', `${current} answered HTTP ${response.statusCode}`);
      }
      const [mediaType = '', ...parameters] = (firstHeader(response.headers['content-type']) ?? '').split(';').map((part) => part.trim());
      if (!accepted.includes(mediaType.toLowerCase())) {
        discard(response.body);
        throw new FetchRefusal('unsupported_content_type', `${current} answered ${mediaType || 'no content type'}; this import reads ${accepted.join(', ')}`);
      }
      const body = await this.readLimited(response.body, Number(firstHeader(response.headers['content-length']) ?? 0));
      const charset = parameters.find((parameter) => parameter.toLowerCase().startsWith('charset='))?.slice(8).replace(/"/g, '') ?? null;
      return { url: current, mediaType: mediaType.toLowerCase(), charset, body };
    }
  }

  private async readLimited(body: AsyncIterable<Buffer> & Parameters<typeof discard>[0], declaredLength: number): Promise<Buffer> {
    const { maxBytes } = this.deps.limits;
    const tooLarge = () => new FetchRefusal('too_large', `the document is larger than ${maxBytes} bytes`);
    if (declaredLength > maxBytes) {
      discard(body);
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) {
        discard(body);
        throw tooLarge();
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  private refusal(error: unknown, signal: AbortSignal): FetchRefusal {
    if (error instanceof FetchRefusal) return error;
    if (signal.aborted || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
      return new FetchRefusal('timeout', `the source was not fetched within ${this.deps.limits.timeoutMs / 1000} seconds`);
    }
    const refused = findCause(error, (cause) => cause instanceof RefusedTargetError);
    if (refused) return new FetchRefusal('target_refused', `the URL may not be fetched: ${refused.message}`);
    if (error instanceof TypeError && /invalid url/i.test(error.message)) return new FetchRefusal('target_refused', 'a redirect points at an invalid URL');
    const code = findCause(error, (cause) => typeof (cause as { code?: unknown }).code === 'string') as { code?: string } | undefined;
    return new FetchRefusal('fetch_failed', `the source could not be fetched (${code?.code ?? 'connection failed'})`);
  }

  private dispatcher(): Agent {
    const { timeoutMs } = this.deps.limits;
    this.agent ??= new Agent({ connect: { lookup: this.deps.targets.guardedLookup, timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    return this.agent;
  }
}

/** Abandons a body unread; undici reports the abort as an error event, which is expected here. */
function discard(body: { destroy(): unknown; on(event: 'error', listener: () => void): unknown }): void {
  body.on('error', () => {});
  body.destroy();
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The error or the first of its causes that matches. */
function findCause(error: unknown, matches: (candidate: Error) => boolean): Error | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (matches(current)) return current;
  }
  return undefined;
}
