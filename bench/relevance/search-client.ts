import { setTimeout as delay } from 'node:timers/promises';
import { api, expectStatus } from './api.ts';
import type { ApiListing } from './judge.ts';

/**
 * How a query is sent: `default` as the service searches without being told (today keyword-only), `keyword` and
 * `hybrid` with the request field `semantic` of issue 28 (false, true), which a service without it refuses with 400.
 */
export const SEARCH_MODES = ['default', 'keyword', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

const MODE_FIELDS: Record<SearchMode, Record<string, boolean>> = {
  default: {},
  keyword: { semantic: false },
  hybrid: { semantic: true },
};

const SEARCH_PATH = '/v1/catalog/search';
const PAGE_SIZE = 100;

export type SearchOutcome =
  { kind: 'hits'; ids: string[]; total: number; messages: string[] } | { kind: 'unsupported'; reason: string };

interface Page<T> {
  result: T;
  result_info: { next_cursor: string | null; total?: number };
  messages?: { message: string }[];
}

/**
 * The first `limit` hits of `q` with the answer's `messages` (a search that fell back to keyword-only says so there),
 * or `unsupported` when the service refuses the mode's fields as unknown.
 */
export async function searchIds(baseUrl: string, q: string, mode: SearchMode, limit: number): Promise<SearchOutcome> {
  const answer = await api<Page<{ hits: { id: string }[] }>>(baseUrl, 'POST', SEARCH_PATH, {
    body: { q, limit, ...MODE_FIELDS[mode] },
  });
  const modeFields = Object.keys(MODE_FIELDS[mode]);
  if (answer.status === 400 && modeFields.some((field) => answer.text.includes(field)))
    return { kind: 'unsupported', reason: `400 for ${modeFields.join(', ')}: ${answer.text.slice(0, 300)}` };
  const { body } = expectStatus(answer, 200, `search "${q}" (${mode})`);
  return {
    kind: 'hits',
    ids: body.result.hits.map((hit) => hit.id),
    total: body.result_info.total ?? 0,
    messages: (body.messages ?? []).map((item) => item.message),
  };
}

/** Every published listing, read once through `GET /v1/listings`. */
export async function readPublishedListings(baseUrl: string): Promise<ApiListing[]> {
  const listings: ApiListing[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const { body }: { body: Page<ApiListing[]> } = expectStatus(
      await api<Page<ApiListing[]>>(baseUrl, 'GET', `/v1/listings?${query}`),
      200,
      'listListings',
    );
    listings.push(...body.result);
    cursor = body.result_info.next_cursor;
  } while (cursor);
  return listings;
}

/**
 * Waits until search finds `expected` listings and the indexer has nothing pending, twice in a row a second apart
 * (so the last writes have passed an index refresh); throws after `timeoutMs`.
 */
export async function waitForIndex(baseUrl: string, expected: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let settled = 0;
  let last = '';
  while (settled < 2) {
    if (Date.now() > deadline) throw new Error(`the index did not settle within ${timeoutMs / 1000} s: ${last}`);
    const [total, pending] = await Promise.all([searchTotal(baseUrl), indexerPending(baseUrl)]);
    last = `search finds ${total} of ${expected} listings, indexer pending ${pending ?? 'unknown'}`;
    settled = total === expected && (pending === 0 || pending === null) ? settled + 1 : 0;
    await delay(settled === 1 ? 1000 : 500);
  }
}

async function searchTotal(baseUrl: string): Promise<number> {
  const { body } = expectStatus(
    await api<Page<unknown>>(baseUrl, 'POST', SEARCH_PATH, { body: { limit: 1 } }),
    200,
    'search without q',
  );
  return body.result_info.total ?? 0;
}

interface ReadinessReport {
  dependencies?: { indexer?: { pending?: number } };
}

/** The indexer's pending changes from the readiness report (in `meta` when degraded); null when it reports none. */
async function indexerPending(baseUrl: string): Promise<number | null> {
  const { body } = await api<{ result?: ReadinessReport | null; errors?: { meta?: ReadinessReport }[] }>(
    baseUrl,
    'GET',
    '/v1/health/ready',
  );
  const report = body?.result ?? body?.errors?.[0]?.meta;
  return report?.dependencies?.indexer?.pending ?? null;
}
