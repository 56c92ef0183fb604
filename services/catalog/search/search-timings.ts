import type { EmbeddingPhase } from '../../../shared/embeddings/embedding-timings.ts';
import type { SpanTimings } from '../../../shared/observability/span-timings.ts';

/**
 * The parts of a search that the catalog times when asked to (bench:semantic), besides its embeddings client's:
 * `handler` (the operation, from its body to its answer), `category alias` and `input` (reading the body), `search`
 * (one page), `meaning` (what q means: `question vectors`, then `vocabulary reading`), `body build`,
 * `elasticsearch` (the `_search` as the client waits for it, serialising and parsing included) and
 * `elasticsearch took` (the part Elasticsearch reports), `hit mapping`, `counts`.
 */
export type SearchPhase =
  | 'handler'
  | 'category alias'
  | 'input'
  | 'search'
  | 'meaning'
  | 'question vectors'
  | 'vocabulary reading'
  | 'body build'
  | 'elasticsearch'
  | 'elasticsearch took'
  | 'hit mapping'
  | 'counts'
  | EmbeddingPhase;

export type SearchTimings = SpanTimings<SearchPhase>;
