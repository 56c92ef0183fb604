import { FeedUnreadable, type FeedText } from './feed-reading.ts';

/**
 * The most characters a feed may send for one item, counted from the end of the item before (so whatever precedes
 * the first item counts too): a parser holds an item whole until it ends, so this keeps one item from filling
 * memory whatever the feed's size. Generous beside real items (a few KiB) and the parsers' read-ahead.
 */
export const ITEM_MAX_CHARS = 8 * 1024 * 1024;

/** Watches a feed's text as a parser reads it; the reader tells it when an item is complete. */
export class ItemSizeGuard {
  private sinceItem = 0;

  async *watch(text: FeedText): FeedText {
    for await (const chunk of text) {
      this.sinceItem += chunk.length;
      if (this.sinceItem > ITEM_MAX_CHARS)
        throw new FeedUnreadable(`an item of the feed is larger than ${ITEM_MAX_CHARS} characters`);
      yield chunk;
    }
  }

  itemRead(): void {
    this.sinceItem = 0;
  }
}
