import type { Distribution } from '../distributions.ts';

/** What a page counts beside its hits. */
export interface PageCounts {
  total: number;
  distributions: Record<string, Distribution>;
}

/** Snapshots whose counts are kept at once; the least recently read is forgotten first (it is then counted again). */
const CAPACITY = 1000;

/**
 * The counts of snapshots' first pages, for their later pages: every page of a snapshot reads one point in time with
 * one query (its fingerprint), so it would count the same total and distributions again. Kept in this process, as
 * long as the point in time stays open after its last read; a page that finds none counts them itself.
 */
export class SnapshotCounts {
  private readonly entries = new Map<string, { counts: PageCounts; expiresAt: number }>();

  constructor(private readonly keepAliveMs: number) {}

  /** The counts kept for the point in time and query, if any; reading them keeps them as long as the point in time. */
  take(pitId: string, fingerprint: string, now: number): PageCounts | null {
    const entry = this.entries.get(keyOf(pitId, fingerprint));
    if (!entry || entry.expiresAt <= now) return null;
    this.keep(pitId, fingerprint, entry.counts, now);
    return entry.counts;
  }

  keep(pitId: string, fingerprint: string, counts: PageCounts, now: number): void {
    const key = keyOf(pitId, fingerprint);
    this.entries.delete(key);
    this.entries.set(key, { counts, expiresAt: now + this.keepAliveMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= CAPACITY) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets the counts of a point in time nothing will read again. */
  forget(pitId: string, fingerprint: string): void {
    this.entries.delete(keyOf(pitId, fingerprint));
  }
}

function keyOf(pitId: string, fingerprint: string): string {
  return `${fingerprint}:${pitId}`;
}
