/** Why no vectors came: the caller goes on without them either way (search keyword-only, a write without a vector). */
export type EmbeddingsUnavailableReason =
  /** No EMBEDDINGS_URL is configured. */
  | 'disabled'
  /** No connection: nothing listens, the host is unknown, or the connection broke. */
  | 'unreachable'
  /** No complete answer within the timeout. */
  | 'timeout'
  /** An answer other than 2xx (a wrong key or model name, an overloaded or failing server). */
  | 'refused'
  /** A 2xx answer that is not the vectors asked for. */
  | 'malformed';

/** The embedding server cannot give vectors now. Callers recognise it with `instanceof` and fall back. */
export class EmbeddingsUnavailableError extends Error {
  override readonly name = 'EmbeddingsUnavailableError';

  constructor(
    readonly reason: EmbeddingsUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`embedding server unavailable (${reason}): ${message}`, options);
  }
}
