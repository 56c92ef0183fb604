import { AppError } from '../errors/app-error.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './cursor.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageQuery {
  limit?: number;
  cursor?: string;
}

/** Where a page starts and how long it is, read from a list operation's `limit` and `cursor`. */
export interface PageRequest {
  limit: number;
  after: CursorPosition | null;
}

export interface Page<T> {
  items: T[];
  limit: number;
  nextCursor: string | null;
}

export function pageRequest(query: PageQuery): PageRequest {
  const limit = Math.min(Math.max(query.limit ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) {
    throw new AppError('validation_failed', {
      message:
        'query.cursor is not a cursor this service issued; pass result_info.next_cursor of the previous page, or omit it to start over.',
      field: 'query.cursor',
    });
  }
  return { limit, after };
}

/** The MongoDB filter for "strictly after the cursor" in (createdAt desc, _id desc) order. */
export function afterCursor(after: CursorPosition | null): { $or?: Array<Record<string, unknown>> } {
  if (!after) return {};
  return { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.id } }] };
}

/** The MongoDB filter for "strictly after the cursor" in (createdAt asc, _id asc) order: lists that serve the oldest first. */
export function afterCursorAscending(after: CursorPosition | null): { $or?: Array<Record<string, unknown>> } {
  if (!after) return {};
  return { $or: [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, _id: { $gt: after.id } }] };
}

/**
 * Cuts a page from `limit + 1` documents fetched in (createdAt, _id) order, either direction: the extra one tells
 * whether another page follows without counting the collection.
 */
export function pageOf<T extends { _id: string; createdAt: Date }>(found: T[], limit: number): Page<T> {
  const items = found.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = found.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null;
  return { items, limit, nextCursor };
}

/** The envelope's result_info of a page. */
export function resultInfo(page: Page<unknown>) {
  return { count: page.items.length, limit: page.limit, next_cursor: page.nextCursor };
}
