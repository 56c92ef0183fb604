import type { ItemError } from '../types.ts';

/**
 * At most `max` items of a feed are imported or synced (INTAKE_FEED_MAX_ITEMS). The feed is still read to its end,
 * so the items past the limit are counted, and reported together as one entry instead of one each.
 */
export class FeedItemLimit {
  private read = 0;

  constructor(private readonly max: number) {}

  /** Counts the next item of the feed; false when it is past the limit and is left alone. */
  admit(): boolean {
    this.read += 1;
    return this.read <= this.max;
  }

  /** How many items were past the limit. */
  get surplus(): number {
    return Math.max(0, this.read - this.max);
  }

  /** The entry naming the items past the limit, or none. */
  report(outcome: 'imported' | 'synced'): ItemError[] {
    if (this.surplus === 0) return [];
    return [
      {
        item: `items ${this.max + 1} to ${this.read}`,
        message: `not ${outcome}: at most ${this.max} items per feed are ${outcome} (INTAKE_FEED_MAX_ITEMS); split the feed into feeds of at most ${this.max} items`,
      },
    ];
  }
}
