import { Pool, errors as undiciErrors } from 'undici';
import { spanEnd, spanStart } from '../observability/span-timings.ts';
import type { EmbeddingTimings } from './embedding-timings.ts';
import { EmbeddingsUnavailableError } from './errors.ts';

/** A vector of unit length, each component a float32 value. */
export type Vector = readonly number[];

export interface EmbeddingsApiOptions {
  /** The API's base URL; requests go to `<url>/embeddings`. */
  url: string;
  model: string;
  apiKey: string | null;
  dimensions: number;
}

interface EmbeddingsAnswer {
  data?: Array<{ index?: unknown; embedding?: unknown }>;
}

const errorDetailChars = 300;

/** One OpenAI-compatible embeddings endpoint over kept-alive connections; every failure is an EmbeddingsUnavailableError. */
export class EmbeddingsApi {
  private readonly pool: Pool;
  private readonly path: string;

  constructor(
    private readonly options: EmbeddingsApiOptions,
    private readonly timings?: EmbeddingTimings,
  ) {
    const url = new URL(options.url);
    this.pool = new Pool(url.origin, { connections: 8, keepAliveTimeout: 30_000 });
    this.path = `${url.pathname.replace(/\/+$/, '')}/embeddings`;
  }

  /** The vectors of `inputs` (sent exactly as given), in their order; `kind` names the spans timed. */
  async embed(inputs: readonly string[], timeoutMs: number, kind: 'question' | 'passage'): Promise<Vector[]> {
    const { model, apiKey } = this.options;
    const signal = AbortSignal.timeout(timeoutMs);
    const requested = spanStart(this.timings);
    try {
      const response = await this.pool.request({
        path: this.path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, input: inputs, encoding_format: 'float' }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal,
      });
      const text = await response.body.text();
      spanEnd(this.timings, `${kind} request`, requested);
      if (response.statusCode < 200 || response.statusCode >= 300) {
        throw new EmbeddingsUnavailableError('refused', `HTTP ${response.statusCode}: ${errorDetail(text)}`);
      }
      const parsing = spanStart(this.timings);
      const vectors = this.vectorsOf(text, inputs.length);
      if (kind === 'question') spanEnd(this.timings, 'question parse', parsing);
      return vectors;
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) throw error;
      if (signal.aborted || isTimeout(error)) {
        throw new EmbeddingsUnavailableError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
      }
      throw new EmbeddingsUnavailableError('unreachable', describe(error), { cause: error });
    }
  }

  /** Whether the server answers: its model list (`GET <url>/models`, part of the same API). */
  async probe(timeoutMs: number): Promise<void> {
    const { apiKey } = this.options;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await this.pool.request({
        path: this.path.replace(/embeddings$/, 'models'),
        method: 'GET',
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal,
      });
      const text = await response.body.text();
      if (response.statusCode < 200 || response.statusCode >= 300)
        throw new EmbeddingsUnavailableError('refused', `HTTP ${response.statusCode}: ${errorDetail(text)}`);
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) throw error;
      const reason = signal.aborted || isTimeout(error) ? 'timeout' : 'unreachable';
      throw new EmbeddingsUnavailableError(reason, describe(error), { cause: error });
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private vectorsOf(text: string, count: number): Vector[] {
    let answer: EmbeddingsAnswer;
    try {
      answer = JSON.parse(text) as EmbeddingsAnswer;
    } catch {
      throw new EmbeddingsUnavailableError('malformed', 'the answer is not JSON');
    }
    const vectors: Vector[] = new Array(count);
    if (!Array.isArray(answer.data) || answer.data.length !== count) {
      throw new EmbeddingsUnavailableError('malformed', `expected ${count} embeddings in "data"`);
    }
    for (const item of answer.data) {
      const index = item.index;
      if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= count || vectors[index as number]) {
        throw new EmbeddingsUnavailableError('malformed', `an embedding has no index, or a repeated one: ${index}`);
      }
      vectors[index as number] = this.unitVector(item.embedding);
    }
    return vectors;
  }

  private unitVector(embedding: unknown): Vector {
    const { dimensions } = this.options;
    if (!Array.isArray(embedding) || embedding.length !== dimensions) {
      throw new EmbeddingsUnavailableError('malformed', `an embedding is not an array of ${dimensions} numbers`);
    }
    let squares = 0;
    for (const component of embedding) {
      if (typeof component !== 'number' || !Number.isFinite(component)) {
        throw new EmbeddingsUnavailableError('malformed', 'an embedding has a component that is not a finite number');
      }
      squares += component * component;
    }
    if (squares === 0) throw new EmbeddingsUnavailableError('malformed', 'an embedding is all zeros');
    const norm = Math.sqrt(squares);
    return Object.freeze(embedding.map((component: number) => Math.fround(component / norm)));
  }
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  );
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The server's own error message when it gives one (OpenAI's `{"error": {"message"}}`), else the start of the body. */
function errorDetail(text: string): string {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message.slice(0, errorDetailChars);
  } catch {
    // Not JSON: the raw text follows.
  }
  return text.slice(0, errorDetailChars) || '(empty body)';
}
