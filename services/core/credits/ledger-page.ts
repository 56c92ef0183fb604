import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { ledgerCursorInvalid } from './errors.ts';

const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The ledger is read newest first by sequence; a cursor names the sequence of the last entry of a page, and
 * the next page continues strictly below it. Entries are only ever appended above, so no page shifts.
 * The opaque spelling is base64url of `{"s":sequence}`.
 */
export function encodeLedgerCursor(sequence: number): string {
  return Buffer.from(JSON.stringify({ s: sequence }), 'utf8').toString('base64url');
}

/** The sequence a cursor names, or null when the cursor is not one this service issued. */
export function decodeLedgerCursor(cursor: string): number | null {
  if (!BASE64URL_PATTERN.test(cursor)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return null;
  const sequence = (decoded as { s?: unknown }).s;
  if (typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 1) return null;
  // Only the canonical spelling is accepted, so one position has exactly one cursor.
  return encodeLedgerCursor(sequence) === cursor ? sequence : null;
}

/** Where a ledger page starts and how long it is. */
export interface LedgerPageRequest {
  limit: number;
  /** The page holds entries with a sequence strictly below this one; null for the newest page. */
  beforeSequence: number | null;
}

export function ledgerPageRequest(query: PageQuery): LedgerPageRequest {
  const limit = Math.min(Math.max(query.limit ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  if (query.cursor === undefined) return { limit, beforeSequence: null };
  const beforeSequence = decodeLedgerCursor(query.cursor);
  if (beforeSequence === null) throw ledgerCursorInvalid();
  return { limit, beforeSequence };
}

/**
 * Cuts a page from `limit + 1` entries fetched newest first: the extra one tells whether another page follows
 * without counting the ledger.
 */
export function ledgerPageOf<T extends { sequence: number }>(found: T[], limit: number): Page<T> {
  const items = found.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = found.length > limit && last ? encodeLedgerCursor(last.sequence) : null;
  return { items, limit, nextCursor };
}
