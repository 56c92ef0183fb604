import type { Schema } from '../../../../shared/openapi/operation-types.ts';
import type { FeedKind } from '../types.ts';

export type SyncReport = Schema<'SyncReport'>;

/** A feed registered as a synced channel; `nextSyncAt` is null while it is disabled, so the scheduler skips it. */
export interface FeedSourceDocument {
  _id: string; // 'fsr_...'
  accountId: string;
  kind: FeedKind;
  url: string;
  name: string | null;
  category: string | null;
  /** The currency of the feed's prices where the feed names none. */
  currency: string | null;
  enabled: boolean;
  syncIntervalMinutes: number;
  nextSyncAt: Date | null;
  /** Syncs finished (or abandoned) so far; the next sync claims number `syncCount + 1`. */
  syncCount: number;
  /** Failed syncs in a row: each doubles the wait before the next one (see feed-backoff.ts). */
  consecutiveFailures: number;
  lastSyncReport: SyncReport | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One sync of a source, inserted under `<sourceId>#<number>`: the insert that wins is the only sync of that number. */
export interface FeedSyncDocument {
  _id: string;
  sourceId: string;
  number: number;
  status: 'running' | 'completed' | 'failed';
  report: SyncReport;
  startedAt: Date;
  /** When the running sync last showed it is alive (absent on syncs claimed before heartbeats). */
  beatAt?: Date;
}

/** What a source's sync remembers of one feed item, under `<sourceId>#<item key>`. */
export interface FeedItemDocument {
  _id: string;
  sourceId: string;
  key: string;
  /** SHA-256 of the item's facts as last synced: a different hash is a changed item. */
  hash: string;
  draftId: string;
  /** Bumped when an item comes back after it was archived: the comeback gets a draft of its own. */
  generation: number;
  status: 'active' | 'archived';
  updatedAt: Date;
}
