import type { estypes } from '@elastic/elasticsearch';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import type { LoadRequest, LoadResult } from './load.ts';
import type { SearchCost } from './elasticsearch-cost.ts';
import { serviceSearchBody, simplestSearchBody, type SearchBody } from './search-mix.ts';
import { AT_MARK, elasticsearchRequests } from './search-requests.ts';
import { ratio } from './figures.ts';
import { searchAnswer } from './search-check.ts';

/** One step of what our `_search` asks of Elasticsearch, as the mix of requests that stops at that step. */
export interface SearchPart {
  name: string;
  requests: LoadRequest[];
}

/**
 * The mix of searches from the simplest `_search` to ours, one part added at a time: the simplest (filters, free text,
 * sort); + our query and order (tier scores, text relevance, next-page probe) with every facet filter in the query;
 * + the facet filters moved to a post filter, with the exact total counted by an aggregation (disjunctive); + the
 * distributions of every facet of the category (ours, as the service sends it).
 */
export function searchParts(registry: FacetRegistry, bodies: readonly SearchBody[]): SearchPart[] {
  const ours = bodies.map((body) => serviceSearchBody(registry, body, AT_MARK));
  const timed = (built: estypes.SearchRequest[]) =>
    elasticsearchRequests(built).map((request) => ({ ...request, nowMark: AT_MARK }));
  return [
    { name: 'simplest', requests: elasticsearchRequests(bodies.map((body) => simplestSearchBody(registry, body))) },
    { name: '+ tiers, sort', requests: timed(ours.map(withFiltersInQuery)) },
    { name: '+ disjunctive', requests: timed(ours.map(withTotalOnly)) },
    { name: '+ distributions', requests: timed(ours) },
  ];
}

/** Our body without aggregations, its post filter applied by the query instead (the same hits, uncounted). */
function withFiltersInQuery({ aggs: _aggs, post_filter, ...body }: estypes.SearchRequest): estypes.SearchRequest {
  if (!post_filter || !body.query) return body;
  return { ...body, query: { bool: { filter: [post_filter], must: [body.query] } } };
}

/** Our body counting the matches of the post filter, without the distributions. */
function withTotalOnly({ aggs: _aggs, ...body }: estypes.SearchRequest): estypes.SearchRequest {
  return { ...body, aggs: { total: { filter: body.post_filter ?? { match_all: {} } } } };
}

/** Each part after the simplest must answer every search with the same first page as ours: they differ in what they count. */
export async function checkPartsAnswerAlike(elasticsearchUrl: string, parts: readonly SearchPart[]): Promise<void> {
  const ours = parts.at(-1)!;
  for (const [position, request] of ours.requests.entries()) {
    const hitsOf = async (part: SearchPart) =>
      (await searchAnswer(elasticsearchUrl, part.requests[position]!)).hits.hits.map((hit) => hit._id).join();
    const expected = await hitsOf(ours);
    for (const part of parts.slice(1, -1)) {
      if ((await hitsOf(part)) !== expected)
        throw new Error(`part "${part.name}" of ${request.body} answers other hits`);
    }
  }
}

/** What one part measured: the load's figures and what Elasticsearch spent per search meanwhile. */
export interface PartResult {
  load: LoadResult;
  cost: SearchCost;
}

/** Table rows of the parts' figures, each with its ratios to the first part's (the simplest). */
export function partRows(parts: readonly SearchPart[], results: readonly PartResult[]): string[][] {
  const base = results[0]!;
  return [
    [
      '',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failures',
      'ES CPU ms/search',
      'ES query ms/search',
      'req/s ÷ simplest',
      'p99 ÷ simplest',
      'simplest CPU ÷ CPU',
    ],
    ...parts.map((part, i) => {
      const { load, cost } = results[i]!;
      return [
        part.name,
        load.requestsPerSecond.toFixed(0),
        String(load.p50Ms),
        String(load.p99Ms),
        String(load.failures),
        cost.cpuMsPerSearch.toFixed(2),
        cost.queryMsPerSearch.toFixed(2),
        ratio(load.requestsPerSecond, base.load.requestsPerSecond),
        ratio(load.p99Ms, base.load.p99Ms),
        ratio(base.cost.cpuMsPerSearch, cost.cpuMsPerSearch),
      ];
    }),
  ];
}
