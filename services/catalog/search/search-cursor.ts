import { createHash } from 'node:crypto';
import type { SearchQuery, SortValue, Tier } from './types.ts';

/** Where the next page starts, and the snapshot it reads. */
export interface CursorState {
  /** Of the query the cursor was issued for: a cursor replayed with another query is refused. */
  fingerprint: string;
  tier: Tier;
  /** The sort values of the last hit returned from `tier`; null to start at the tier's first hit. */
  after: SortValue[] | null;
  /** Epoch milliseconds of the first page: boosts are decided at this instant on every page. */
  at: number;
  /** The Elasticsearch point in time every page reads, so writes between pages cannot shift them. */
  pitId: string;
}

const TIERS: readonly Tier[] = ['boosted', 'regular', 'demoted'];
const FINGERPRINT = /^[0-9a-f]{16}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PIT_ID = /^[A-Za-z0-9+/_=-]+$/;
const MAX_SORT_VALUES = 8;

/** A short hash of what decides the result set and its order; values are sorted, so equal queries hash equally. */
export function queryFingerprint(query: SearchQuery): string {
  const filters = [...query.filters]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((filter) => (filter.kind === 'values' ? { ...filter, values: [...filter.values].sort() } : filter));
  const canonical = JSON.stringify([query.category, query.q, filters, query.geo, query.sort, ...(query.verifiedDomain ? ['verifiedDomain'] : [])]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** Opaque to clients: base64url of `[1, fingerprint, tier, after, at]`, a dot, and the point-in-time id. */
export function encodeCursor(state: CursorState): string {
  const head = JSON.stringify([1, state.fingerprint, TIERS.indexOf(state.tier), state.after, state.at]);
  return `${Buffer.from(head, 'utf8').toString('base64url')}.${state.pitId}`;
}

/** The state a cursor carries, or null when it is not one this service issued. */
export function decodeCursor(cursor: string): CursorState | null {
  const dot = cursor.indexOf('.');
  const head = cursor.slice(0, dot);
  const pitId = cursor.slice(dot + 1);
  if (dot < 1 || !BASE64URL.test(head) || !PIT_ID.test(pitId)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 5) return null;
  const [version, fingerprint, tierIndex, after, at] = decoded as unknown[];
  const tier = typeof tierIndex === 'number' ? TIERS[tierIndex] : undefined;
  if (version !== 1 || typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint) || !tier) return null;
  if (!Number.isSafeInteger(at) || !(after === null || isSortValues(after))) return null;
  return { fingerprint, tier, after, at: at as number, pitId };
}

function isSortValues(value: unknown): value is SortValue[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_SORT_VALUES &&
    value.every((item) => (typeof item === 'number' && Number.isFinite(item)) || (typeof item === 'string' && item.length <= 256))
  );
}
