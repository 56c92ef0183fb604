import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../shared/logger.ts';
import { updateIndexMeta } from './index-meta.ts';
import { inspectListingIndex, type InspectDeps, type ListingIndexVerdict } from './index-verdict.ts';
import type { ListingIndexer } from './outbox-consumer.ts';

export interface IndexGuardDeps extends InspectDeps {
  logger: Logger;
  indexer: Pick<ListingIndexer, 'start' | 'stop'>;
  /** How often the index is inspected again: a refusing indexer notices a migrated index this late at most. */
  pollIntervalMs?: number;
}

/**
 * Lets the indexer consume only into an index this code and this database own (see inspectListingIndex), and never
 * builds one itself: that is `npm run migrate`'s job. Inspects the index every `pollIntervalMs`; starts the indexer
 * once it is right, stops it when it no longer is (a migrate by newer code, a restore), and while it consumes copies
 * the indexer's saved checkpoint into the index's `_meta` (`indexedThrough`), which is how a later restore of MongoDB
 * shows: the index then claims a position the database's checkpoint has not reached.
 */
export class IndexGuard {
  private verdict: ListingIndexVerdict | null = null;
  private consuming = false;
  private running: { controller: AbortController; loop: Promise<void> } | null = null;

  constructor(private readonly deps: IndexGuardDeps) {}

  /** The last inspection; null before the first one ended. */
  state(): { verdict: ListingIndexVerdict | null; consuming: boolean } {
    return { verdict: this.verdict, consuming: this.consuming };
  }

  /** One inspection, and what follows from it. */
  async check(): Promise<ListingIndexVerdict> {
    const verdict = await inspectListingIndex(this.deps);
    if (verdict.message !== this.verdict?.message && verdict.message)
      this.deps.logger.error({ verdict }, `the indexer refuses to consume: ${verdict.message}`);
    this.verdict = verdict;
    if (verdict.problem) {
      if (this.consuming) await this.deps.indexer.stop();
      this.consuming = false;
      return verdict;
    }
    if (!this.consuming) {
      this.deps.logger.info({ index: verdict.index }, 'the listings index is current; consuming');
      this.deps.indexer.start();
      this.consuming = true;
    }
    await this.recordPosition(verdict);
    return verdict;
  }

  start(): void {
    if (this.running) return;
    const controller = new AbortController();
    this.running = { controller, loop: this.loop(controller.signal) };
  }

  /** Ends the inspections and the indexer, then records how far the indexer got. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running.controller.abort();
    await this.running.loop;
    this.running = null;
    if (!this.consuming) return;
    await this.deps.indexer.stop();
    this.consuming = false;
    const verdict = await inspectListingIndex(this.deps).catch(() => null);
    if (verdict && !verdict.problem) await this.recordPosition(verdict).catch(() => undefined);
  }

  /** Copies the indexer's saved checkpoint into the index when it moved on: never more than MongoDB has saved. */
  private async recordPosition(verdict: ListingIndexVerdict): Promise<void> {
    const { checkpoint, indexedThrough } = verdict.position;
    if (verdict.index && checkpoint > (indexedThrough ?? ''))
      await updateIndexMeta(this.deps.elasticsearch, verdict.index, { indexedThrough: checkpoint });
  }

  private async loop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await this.check().catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'cannot inspect the listings index; trying again');
      });
      await delay(this.deps.pollIntervalMs ?? 5_000, undefined, { signal }).catch(() => undefined);
    }
  }
}
