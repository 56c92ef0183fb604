import type { Client, estypes } from '@elastic/elasticsearch';
import type { ListingIndexBody } from '../../../shared/listings-index/document.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { docCount, readDistributions, type Distribution } from '../distributions.ts';
import { searchUnavailable, unavailableStatus, whileSearchAvailable } from '../search-errors.ts';
import { buildSearchBody, PIT_KEEP_ALIVE, PIT_KEEP_ALIVE_MINUTES, sortClauses } from './build-search-body.ts';
import { decodeCursor, encodeCursor, queryFingerprint, type CursorState } from './search-cursor.ts';
import { searchHit, type SearchHit } from './search-hit.ts';
import { assembleTierPage, type TierResult } from './tier-page.ts';
import type { SearchRequest, SortValue, Tier } from './types.ts';

export interface SearchDeps {
  elasticsearch: Client;
  /** The alias search reads. */
  index: string;
  clock: Clock;
}

export interface SearchPage {
  hits: SearchHit[];
  distributions: Record<string, Distribution>;
  /** Exact count of the listings matching the query in the snapshot the pages read. */
  total: number;
  nextCursor: string | null;
}

type Hit = estypes.SearchHit<ListingIndexBody>;

/**
 * One page of a search. The first page opens a point in time and every later page reads it, so listings
 * written in between neither shift nor duplicate hits. Boosted listings are a first tier, the rest a second and
 * demoted listings a third; the tiers of a page go in one `_msearch`.
 */
export async function searchCatalog(deps: SearchDeps, request: SearchRequest): Promise<SearchPage> {
  const fingerprint = queryFingerprint(request.query);
  const start = request.cursor === null ? null : cursorState(request.cursor, fingerprint);
  return whileSearchAvailable(async () => {
    const at = start?.at ?? deps.clock.now().getTime();
    const opened = start?.pitId ?? (await deps.elasticsearch.openPointInTime({ index: deps.index, keep_alive: PIT_KEEP_ALIVE })).id;
    const searched = await searchTiers(deps, request, tierSteps(start), { at, pitId: opened, withCursor: start !== null });
    const page = assembleTierPage(searched.tiers, request.limit);
    // Nothing will read the point in time again; closing it frees it now rather than when it expires.
    if (!page.next) await deps.elasticsearch.closePointInTime({ id: searched.pitId }).catch(() => undefined);
    return {
      hits: page.items.map(({ item, tier }) => hitOf(item, tier, request)),
      distributions: request.scope.category ? readDistributions(request.scope.facets.map((scoped) => scoped.facet), searched.aggregations) : {},
      total: docCount(searched.aggregations, 'total'),
      nextCursor: page.next && encodeCursor({ fingerprint, tier: page.next.tier, after: page.next.after, at, pitId: searched.pitId }),
    };
  });
}

type TierStep = { tier: Tier; after: SortValue[] | null };

/** A page continues in the tier its cursor names, and reads the tiers after it from their start. */
function tierSteps(start: CursorState | null): TierStep[] {
  const tiers: Tier[] = ['boosted', 'regular', 'demoted'];
  const first = start ? tiers.indexOf(start.tier) : 0;
  return tiers.slice(first).map((tier, index) => ({ tier, after: index === 0 ? (start?.after ?? null) : null }));
}

/** Searches the tiers in one `_msearch`, each for one hit more than the page holds; the first also aggregates. */
async function searchTiers(deps: SearchDeps, request: SearchRequest, steps: TierStep[], snapshot: { at: number; pitId: string; withCursor: boolean }) {
  const bodies = steps.map((step, index) =>
    buildSearchBody(request.query, request.scope, {
      ...step,
      size: request.limit + 1,
      at: new Date(snapshot.at).toISOString(),
      pitId: snapshot.pitId,
      distributions: index === 0,
    }),
  );
  const { responses } = await deps.elasticsearch.msearch<ListingIndexBody>({ searches: bodies.flatMap((body) => [{}, body]) });
  const results = responses.map((response) => successful(response, snapshot.withCursor));
  const sortLength = sortClauses(request.query).length;
  const tiers = steps.map((step, index) => {
    const result = results[index];
    if (!result) throw new Error('_msearch answered fewer searches than it was sent');
    return tierResult(step, result.hits.hits, sortLength);
  });
  return { tiers, aggregations: results[0]?.aggregations, pitId: results.at(-1)?.pit_id ?? snapshot.pitId };
}

function cursorState(cursor: string, fingerprint: string): CursorState {
  const state = decodeCursor(cursor);
  if (!state) throw invalidCursor('body.cursor is not a cursor this service issued; start again without a cursor');
  if (state.fingerprint !== fingerprint) {
    throw invalidCursor('body.cursor belongs to another query; send the same category, q, filters, geo and sort as the page that returned it');
  }
  return state;
}

/**
 * A search item of the `_msearch` answer, or the refusal it deserves. With a cursor, a 404 is an expired
 * point in time and a 400 a cursor whose sort values do not fit; without one, a 4xx is a defect of this code.
 */
function successful(response: estypes.MsearchResponseItem<ListingIndexBody>, withCursor: boolean): estypes.MsearchMultiSearchItem<ListingIndexBody> {
  if (!('error' in response)) return response;
  if (withCursor && response.status === 404) throw invalidCursor(`body.cursor has expired (${PIT_KEEP_ALIVE_MINUTES} minutes after its page); start again without a cursor`);
  if (withCursor && response.status === 400) throw invalidCursor('body.cursor is not a cursor this service issued; start again without a cursor');
  if (unavailableStatus(response.status)) throw searchUnavailable();
  throw new Error(`catalog search failed with ${response.status} ${response.error.type}: ${response.error.reason ?? ''}`);
}

function tierResult(step: TierStep, hits: Hit[], sortLength: number): TierResult<Hit> {
  // Elasticsearch may append its own tie-breaker to the sort values of a point-in-time search; the sort's own
  // values end in `listingId`, which is unique, so they alone locate a hit.
  return { ...step, hits: hits.map((hit) => ({ item: hit, sort: (hit.sort ?? []).slice(0, sortLength).map(sortValue) })) };
}

function sortValue(value: unknown): SortValue {
  return typeof value === 'number' ? value : String(value);
}

function hitOf(hit: Hit, tier: Tier, request: SearchRequest): SearchHit {
  if (!hit._source) throw new Error(`search hit ${hit._id ?? ''} has no _source`);
  const score = request.query.sort === 'relevance' && typeof hit._score === 'number' ? hit._score : null;
  return searchHit(hit._source, { boosted: tier === 'boosted', score, geo: request.query.geo });
}

function invalidCursor(message: string): AppError {
  return new AppError('validation_failed', { message, field: 'body.cursor' });
}
