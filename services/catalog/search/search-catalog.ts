import { errors, type Client, type estypes } from '@elastic/elasticsearch';
import type { ListingIndexBody } from '../../../shared/listings-index/document.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { spanEnd, spanStart } from '../../../shared/observability/span-timings.ts';
import { docCount, readDistributions, type Distribution } from '../distributions.ts';
import type { PageCounts, SnapshotCounts } from './snapshot-counts.ts';
import { whileSearchAvailable } from '../search-errors.ts';
import {
  buildSearchBody,
  PIT_KEEP_ALIVE,
  PIT_KEEP_ALIVE_MINUTES,
  sortClauses,
  textScore,
  tierOfScore,
} from './build-search-body.ts';
import { decodeCursor, encodeCursor, queryFingerprint, type CursorState } from './search-cursor.ts';
import type { MeaningOf } from './meaning-of.ts';
import { searchHit, type SearchHit } from './search-hit.ts';
import type { SearchTimings } from './search-timings.ts';
import type { SearchRequest, SortValue } from './types.ts';

export interface SearchDeps {
  elasticsearch: Client;
  /** The alias search reads. */
  index: string;
  clock: Clock;
  meaningOf: MeaningOf;
  snapshotCounts: SnapshotCounts;
  /** Where the search's parts are timed (bench:semantic); nothing is timed without it. */
  timings?: SearchTimings;
}

export interface SearchPage {
  hits: SearchHit[];
  distributions: Record<string, Distribution>;
  /** Exact count of the listings matching the query (in the snapshot, when the pages read one). */
  total: number;
  nextCursor: string | null;
  /** False when `q` asked for meaning but matched by its words alone (the embedding server was unavailable). */
  matchedByMeaning: boolean;
}

type Hit = estypes.SearchHit<ListingIndexBody>;

/**
 * One page of a search: one `_search` holding every tier, the total and the distributions; the cursor carries
 * the last hit's sort values (`search_after`). Only a search that asks for a snapshot opens a point in time,
 * which its pages then read, so listings written between pages neither shift nor duplicate hits; their counts do
 * not change either, so a later page of a snapshot answers those of its first page (SnapshotCounts) when at hand.
 */
export async function searchCatalog(deps: SearchDeps, request: SearchRequest): Promise<SearchPage> {
  const started = spanStart(deps.timings);
  const page = await searchPageOf(deps, request);
  spanEnd(deps.timings, 'search', started);
  return page;
}

async function searchPageOf(deps: SearchDeps, request: SearchRequest): Promise<SearchPage> {
  const { timings } = deps;
  const fingerprint = queryFingerprint(request.query);
  const start = request.cursor === null ? null : cursorState(request.cursor, fingerprint, request.query);
  const { q, semantic } = request.query;
  const meaningStarted = spanStart(timings);
  const meaning = q && semantic && (start?.byMeaning ?? true) ? await deps.meaningOf(q) : null;
  if (meaning) spanEnd(timings, 'meaning', meaningStarted);
  // A later page ranked without the meaning its first page had would repeat and skip hits.
  if (start?.byMeaning && !meaning) throw semanticSearchUnavailable();
  return whileSearchAvailable(async () => {
    const at = start?.at ?? deps.clock.now().getTime();
    const pitId = start
      ? start.pitId
      : request.snapshot
        ? (await deps.elasticsearch.openPointInTime({ index: deps.index, keep_alive: PIT_KEEP_ALIVE })).id
        : null;
    const building = spanStart(timings);
    const body = buildSearchBody(request.query, request.scope, {
      after: start?.after ?? null,
      size: request.limit + 1,
      at: new Date(at).toISOString(),
      pitId,
      meaning,
    });
    spanEnd(timings, 'body build', building);
    // Without a snapshot, a query's pages go to the same shard copies, whose scores (a sort value) agree.
    const target = pitId === null ? { index: deps.index, preference: `${fingerprint}-${at}` } : {};
    const now = deps.clock.now().getTime();
    const counted = start?.pitId ? deps.snapshotCounts.take(start.pitId, fingerprint, now) : null;
    const { aggs: _counts, ...hitsOnly } = body;
    const searching = spanStart(timings);
    const response = await searchPage(deps.elasticsearch, { ...target, ...(counted ? hitsOnly : body) }, start);
    spanEnd(timings, 'elasticsearch', searching);
    timings?.add('elasticsearch took', response.took);
    const counting = spanStart(timings);
    const hits = response.hits.hits;
    const last = hits.length > request.limit ? hits[request.limit - 1] : undefined;
    const nextPitId = response.pit_id ?? pitId;
    const counts = counted ?? countsOf(response.aggregations, request);
    if (nextPitId !== null) {
      if (last) deps.snapshotCounts.keep(nextPitId, fingerprint, counts, now);
      else {
        deps.snapshotCounts.forget(nextPitId, fingerprint);
        // Nothing will read the point in time again; closing it frees it now rather than when it expires.
        await deps.elasticsearch.closePointInTime({ id: nextPitId }).catch(() => undefined);
      }
    }
    spanEnd(timings, 'counts', counting);
    const mapping = spanStart(timings);
    const mapped = hits.slice(0, request.limit).map((hit) => hitOf(hit, request));
    spanEnd(timings, 'hit mapping', mapping);
    return {
      hits: mapped,
      ...counts,
      nextCursor: last
        ? encodeCursor({
            fingerprint,
            after: sortValues(last, request),
            at,
            pitId: nextPitId,
            byMeaning: meaning !== null,
          })
        : null,
      matchedByMeaning: meaning !== null,
    };
  });
}

function countsOf(aggregations: unknown, request: SearchRequest): PageCounts {
  return {
    distributions: request.scope.category
      ? readDistributions(
          request.scope.facets.map((scoped) => scoped.facet),
          aggregations,
        )
      : {},
    total: docCount(aggregations, 'total'),
  };
}

function cursorState(cursor: string, fingerprint: string, query: SearchRequest['query']): CursorState {
  const state = decodeCursor(cursor);
  if (!state || state.after.length !== sortClauses(query).length) throw notIssued();
  if (state.fingerprint !== fingerprint) {
    throw invalidCursor(
      'body.cursor belongs to another query; send the same category, q, filters, geo and sort as the page that returned it',
    );
  }
  return state;
}

/** The search, or the refusal a cursor deserves: with a snapshot a 404 is its expired point in time, and a 400 sort values that do not fit. */
async function searchPage(elasticsearch: Client, request: estypes.SearchRequest, start: CursorState | null) {
  try {
    return await elasticsearch.search<ListingIndexBody>(request);
  } catch (error) {
    if (start && error instanceof errors.ResponseError) {
      if (start.pitId !== null && error.statusCode === 404)
        throw invalidCursor(
          `body.cursor has expired (${PIT_KEEP_ALIVE_MINUTES} minutes after its page); start again without a cursor`,
        );
      if (error.statusCode === 400) throw notIssued();
    }
    throw error;
  }
}

/** Elasticsearch appends its own tie-breaker to the sort values of a point-in-time search; the sort's own values end in the unique `listingId`. */
function sortValues(hit: Hit, request: SearchRequest): SortValue[] {
  return (hit.sort ?? [])
    .slice(0, sortClauses(request.query).length)
    .map((value) => (typeof value === 'number' ? value : String(value)));
}

function hitOf(hit: Hit, request: SearchRequest): SearchHit {
  if (!hit._source) throw new Error(`search hit ${hit._id ?? ''} has no _source`);
  const score = hit.sort?.[0];
  if (typeof score !== 'number') throw new Error(`search hit ${hit._id ?? ''} has no score among its sort values`);
  const relevance = request.query.sort === 'relevance' ? Math.round(textScore(score) * 10_000) / 10_000 : null;
  return searchHit(hit._source, {
    boosted: tierOfScore(score) === 'boosted',
    score: relevance,
    geo: request.query.geo,
  });
}

function semanticSearchUnavailable(): AppError {
  return new AppError('service_unavailable', {
    message:
      'Matching by meaning is briefly unavailable, so this page cannot continue its first page; retry it shortly',
    headers: { 'retry-after': '2' },
  });
}

function notIssued(): AppError {
  return invalidCursor('body.cursor is not a cursor this service issued; start again without a cursor');
}

function invalidCursor(message: string): AppError {
  return new AppError('validation_failed', { message, field: 'body.cursor' });
}
