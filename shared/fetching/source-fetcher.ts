import { Agent, request } from 'undici';
import { AppError } from '../errors/app-error.ts';
import { RefusedTargetError, type TargetPolicy } from './target-policy.ts';
import { FetchRefusal, refusalOf, type FetchProgress } from './fetch-refusal.ts';

export { FetchRefusal } from './fetch-refusal.ts';

export interface FetchLimits {
  /** The body is streamed and the fetch abandoned beyond this many bytes. */
  maxBytes: number;
  /** For the whole fetch, redirects and reading the body included. */
  timeoutMs: number;
  /** For connecting, for the answer's headers, and between two chunks of the body; timeoutMs when not given. */
  idleTimeoutMs?: number;
  maxRedirects: number;
}

/** Pages and repository files: read whole, so small and quick. */
export const SOURCE_LIMITS: FetchLimits = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  idleTimeoutMs: 10_000,
  maxRedirects: 5,
};

/** Feeds: streamed into drafts as they arrive, so large (INTAKE_FEED_MAX_BYTES) and allowed the time their writes take. */
export function feedLimits(maxBytes: number): FetchLimits {
  return { maxBytes, timeoutMs: 10 * 60_000, idleTimeoutMs: 10_000, maxRedirects: 5 };
}

export interface OpenedSource {
  /** Where the body came from, after redirects. */
  url: string;
  /** The media type of the answer, lower case, without parameters. */
  mediaType: string;
  charset: string | null;
  /** The body's chunks as the reader takes them; past the limits, or cut short, the iteration throws a FetchRefusal. */
  body: AsyncIterable<Buffer>;
}

/** An answer whose headers were accepted, its body not yet read. */
interface Answer extends Omit<OpenedSource, 'body'> {
  body: AsyncIterable<Buffer> & Parameters<typeof discard>[0];
  declaredLength: number | null;
}

export interface FetchedSource extends Omit<OpenedSource, 'body'> {
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

  /** Refuses, as a 400 naming `field`, a URL this fetcher would never fetch: not http(s), or a host that resolves to a private address. */
  async assertFetchable(url: string, field: string): Promise<void> {
    try {
      await this.deps.targets.check(url);
    } catch (error) {
      if (!(error instanceof RefusedTargetError)) throw error;
      throw new AppError('validation_failed', {
        message: `${field} may not be fetched: ${error.message}. Use a public http or https URL.`,
        field,
      });
    }
  }

  /** The body at `url` read whole, if it answers one of the `accepted` media types within the limits; FetchRefusal otherwise. */
  async fetch(url: string, accepted: readonly string[]): Promise<FetchedSource> {
    const source = await this.open(url, accepted);
    const chunks: Buffer[] = [];
    for await (const chunk of source.body) chunks.push(chunk);
    return { ...source, body: Buffer.concat(chunks) };
  }

  /** The answer at `url` with its body unread, to be streamed by the caller; FetchRefusal as `fetch`. */
  async open(url: string, accepted: readonly string[]): Promise<OpenedSource> {
    const progress: FetchProgress = {
      signal: AbortSignal.timeout(this.deps.limits.timeoutMs),
      timeoutMs: this.deps.limits.timeoutMs,
      idleTimeoutMs: this.idleTimeoutMs(),
    };
    let answer: Answer;
    try {
      answer = await this.follow(url, accepted, progress.signal);
    } catch (error) {
      throw refusalOf(error, progress);
    }
    const { body, declaredLength, ...source } = answer;
    return { ...source, body: this.bodyOf(body, declaredLength, progress) };
  }

  private async follow(start: string, accepted: readonly string[], signal: AbortSignal): Promise<Answer> {
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
        if (!location)
          throw new FetchRefusal('http_status', `${current} answered ${response.statusCode} without a Location`);
        if (redirects >= this.deps.limits.maxRedirects) {
          throw new FetchRefusal(
            'too_many_redirects',
            `more than ${this.deps.limits.maxRedirects} redirects from ${start}`,
          );
        }
        current = new URL(location, current).href;
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        discard(response.body);
        throw new FetchRefusal('http_status', `${current} answered HTTP ${response.statusCode}`);
      }
      const [mediaType = '', ...parameters] = (firstHeader(response.headers['content-type']) ?? '')
        .split(';')
        .map((part) => part.trim());
      if (!accepted.includes(mediaType.toLowerCase())) {
        discard(response.body);
        throw new FetchRefusal(
          'unsupported_content_type',
          `${current} answered ${mediaType || 'no content type'}; this import reads ${accepted.join(', ')}`,
        );
      }
      const declared = firstHeader(response.headers['content-length']);
      const declaredLength = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : null;
      if (declaredLength !== null && declaredLength > this.deps.limits.maxBytes) {
        discard(response.body);
        throw this.tooLarge();
      }
      const charset =
        parameters
          .find((parameter) => parameter.toLowerCase().startsWith('charset='))
          ?.slice(8)
          .replace(/"/g, '') ?? null;
      return { url: current, mediaType: mediaType.toLowerCase(), charset, body: response.body, declaredLength };
    }
  }

  /**
   * The body's chunks up to maxBytes, within the fetch's deadline; whatever stops it midway (the limit, the deadline,
   * a connection closed or reset before the body's end) becomes a FetchRefusal naming how far it got.
   */
  private async *bodyOf(body: Answer['body'], declared: number | null, progress: FetchProgress): AsyncIterable<Buffer> {
    const read = { received: 0, declared };
    try {
      for await (const chunk of body) {
        read.received += chunk.length;
        if (read.received > this.deps.limits.maxBytes) throw this.tooLarge();
        yield chunk;
      }
    } catch (error) {
      discard(body);
      throw refusalOf(error, { ...progress, body: read });
    }
  }

  private tooLarge(): FetchRefusal {
    return new FetchRefusal('too_large', `the document is larger than ${this.deps.limits.maxBytes} bytes`);
  }

  private idleTimeoutMs(): number {
    return this.deps.limits.idleTimeoutMs ?? this.deps.limits.timeoutMs;
  }

  private dispatcher(): Agent {
    const idleTimeoutMs = this.idleTimeoutMs();
    this.agent ??= new Agent({
      connect: { lookup: this.deps.targets.guardedLookup, timeout: idleTimeoutMs },
      headersTimeout: idleTimeoutMs,
      bodyTimeout: idleTimeoutMs,
    });
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
