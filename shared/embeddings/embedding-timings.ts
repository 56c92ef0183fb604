import type { SpanTimings } from '../observability/span-timings.ts';

/**
 * The parts of making vectors that the embeddings client times when asked to (bench:semantic): `question cache`
 * (looking the questions up in the query cache, and for those it misses sending their request), `question request` and `passage request` (from sending a request to
 * having its whole answer), `question parse` (reading the answer's vectors).
 */
export type EmbeddingPhase = 'question cache' | 'question request' | 'question parse' | 'passage request';

export type EmbeddingTimings = SpanTimings<EmbeddingPhase>;
