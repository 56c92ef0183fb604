import { createHash } from 'node:crypto';
import type { SearchQuery, SortValue } from './types.ts';

/** Where the next page starts, and what it reads. */
export interface CursorState {
  /** Of the query the cursor was issued for: a cursor replayed with another query is refused. */
  fingerprint: string;
  /** The sort values of the last hit returned, ending in its unique `listingId`: the next page starts after it. */
  after: SortValue[];
  /** Epoch milliseconds of the first page: boosts are decided at this instant on every page. */
  at: number;
  /** The point in time every page reads when the first page asked for a snapshot; null otherwise. */
  pitId: string | null;
  /** Whether the first page matched `q` by meaning: every later page ranks as it did. */
  byMeaning: boolean;
}

const VERSION = 3;
const FINGERPRINT = /^[0-9a-f]{16}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PIT_ID = /^[A-Za-z0-9+/_=-]+$/;
const MAX_SORT_VALUES = 8;

/** A short hash of what decides the result set and its order; values are sorted, so equal queries hash equally. */
export function queryFingerprint(query: SearchQuery): string {
  const filters = [...query.filters]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((filter) => (filter.kind === 'values' ? { ...filter, values: [...filter.values].sort() } : filter));
  const canonical = JSON.stringify([
    query.category,
    query.q,
    filters,
    query.geo,
    query.sort,
    ...(query.verifiedDomain ? ['verifiedDomain'] : []),
    ...(query.semantic && query.q ? [] : ['words']),
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/**
 * Opaque to clients: base64url of `[3, fingerprint, after, at, byMeaning]`, then a dot and the point-in-time id of a
 * snapshot.
 */
export function encodeCursor(state: CursorState): string {
  const head = Buffer.from(
    JSON.stringify([VERSION, state.fingerprint, state.after, state.at, state.byMeaning]),
    'utf8',
  ).toString('base64url');
  return state.pitId === null ? head : `${head}.${state.pitId}`;
}

/** The state a cursor carries, or null when it is not one this service issued. */
export function decodeCursor(cursor: string): CursorState | null {
  const dot = cursor.indexOf('.');
  const head = dot === -1 ? cursor : cursor.slice(0, dot);
  const pitId = dot === -1 ? null : cursor.slice(dot + 1);
  if (!BASE64URL.test(head) || (pitId !== null && !PIT_ID.test(pitId))) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 5) return null;
  const [version, fingerprint, after, at, byMeaning] = decoded as unknown[];
  if (version !== VERSION || typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint)) return null;
  if (!Number.isSafeInteger(at) || !isSortValues(after) || typeof byMeaning !== 'boolean') return null;
  return { fingerprint, after, at: at as number, pitId, byMeaning };
}

function isSortValues(value: unknown): value is SortValue[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_SORT_VALUES &&
    value.every(
      (item) => (typeof item === 'number' && Number.isFinite(item)) || (typeof item === 'string' && item.length <= 256),
    )
  );
}
