import type { Facts } from '../../types.ts';

/** One item of a feed: the facts it states, or why it could not be read (it then makes no draft). */
export type FeedItem = { label: string; facts: Facts } | { label: string; error: string };

export interface FeedReading {
  /** The items in document order, read as they are taken: a feed is streamed, never held whole. */
  items: AsyncIterable<FeedItem> | Iterable<FeedItem>;
  warnings: string[];
}

/** A feed's text as it arrives (decoded chunks), or whole when given inline. */
export type FeedText = AsyncIterable<string>;

/** The whole feed cannot be read: malformed, refused (entity declarations), or of the wrong shape. */
export class FeedUnreadable extends Error {}

/** An item that cannot be read, with the reason in words for the job's itemErrors. */
export class ItemUnreadable extends Error {}
