import type { Db, Filter } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import { ANNOUNCING_COLLECTIONS, type AnnouncedEvents } from './announced-events.ts';
import type { OutboxCheckpointsRepository } from './checkpoints.repository.ts';
import { positionAt, SETTLE_MS, timeOfPosition } from './outbox-cursor.ts';
import { PROCESSED_RETENTION_MS } from './outbox-pruning.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { EventRecord } from './types.ts';

/** The sweep's checkpoint; it also holds the outbox records appended since, which the sweep looks up by key. */
export const SWEEP_CHECKPOINT = 'announced-events-sweep';

/**
 * How often an idle sweep saves where it stands: a restarted sweep reads again what the last minute wrote, which
 * costs a read and publishes nothing twice; a sweep that published something saves at once.
 */
const SAVE_EVERY_MS = 60_000;

/** Events looked up in the outbox at once. */
const BATCH = 200;

/**
 * How long after an event's id was made its relay has appended it, unless the relay stalled or stopped: the sweep
 * looks for an event among the records placed that soon after it first, and in the whole outbox only if not there.
 */
const RELAYED_WITHIN_MS = 5_000;

export interface AnnouncedEventsSweepOptions {
  db: Db;
  checkpoints: Pick<OutboxCheckpointsRepository, 'load' | 'save'>;
  outbox: Pick<OutboxRepository, 'appendOnce' | 'keysAmong'>;
  clock: Clock;
  /** The checkpoint's name: SWEEP_CHECKPOINT but in tests that sweep on a clock of their own. */
  name?: string;
  /**
   * How old a write is before it is swept: the relay has long published it, and any write made before has landed
   * (SETTLE_MS, the outbox's bound on the time between making an id and its insert landing, and on clock skew).
   */
  lagMs?: number;
  collections?: readonly string[];
}

/**
 * Publishes the announced events whose relay never did (its process stopped between the write and the append): it
 * reads the documents written since its checkpoint up to `lagMs` ago by `announcedAt` (an index range, each document
 * once), looks their events up in the outbox by key and appends those missing. Run by the webhook dispatcher, one
 * process at a time; one that takes the dispatcher over starts at the saved checkpoint.
 */
export class AnnouncedEventsSweep {
  private readonly name: string;
  private readonly lagMs: number;
  private readonly collections: readonly string[];
  /** Where the last sweep of this process ended (the checkpoint read once, then kept here). */
  private from: Date | undefined;
  /** When this process last saved the checkpoint (ms; 0 before the first). */
  private savedAt = 0;

  constructor(private readonly options: AnnouncedEventsSweepOptions) {
    this.name = options.name ?? SWEEP_CHECKPOINT;
    this.lagMs = options.lagMs ?? SETTLE_MS;
    this.collections = options.collections ?? ANNOUNCING_COLLECTIONS;
  }

  /** Sweeps the writes made since the last sweep; answers how many events it had to publish. */
  async sweep(): Promise<number> {
    const now = this.options.clock.now();
    this.from ??= await this.loadFrom(now);
    const upTo = new Date(now.getTime() - this.lagMs);
    if (upTo.getTime() <= this.from.getTime()) return 0;
    let published = 0;
    for (const collection of this.collections) published += await this.sweepCollection(collection, this.from, upTo);
    this.from = upTo;
    if (published > 0 || now.getTime() - this.savedAt >= SAVE_EVERY_MS) {
      const position = positionAt(upTo);
      await this.options.checkpoints.save(this.name, { position, sweptFrom: position, open: [] }, now);
      this.savedAt = now.getTime();
    }
    return published;
  }

  /**
   * Where the last sweep ended; without a checkpoint (the first sweep ever), as far back as the outbox surely still
   * holds what was appended: an event published earlier may have been pruned since, and would be published again.
   */
  private async loadFrom(now: Date): Promise<Date> {
    const { position } = await this.options.checkpoints.load(this.name);
    return position ? timeOfPosition(position) : new Date(now.getTime() - PROCESSED_RETENTION_MS);
  }

  private async sweepCollection(name: string, from: Date, upTo: Date): Promise<number> {
    const written = this.options.db
      .collection<AnnouncedEvents & { _id: string }>(name)
      .find({ announcedAt: { $gt: from, $lte: upTo } } as Filter<AnnouncedEvents & { _id: string }>, {
        projection: { announcedEvents: 1 },
      })
      .sort({ announcedAt: 1 })
      .batchSize(BATCH);
    let batch: EventRecord[] = [];
    let published = 0;
    for await (const document of written) {
      batch.push(...document.announcedEvents);
      if (batch.length < BATCH) continue;
      published += await this.publishMissing(batch);
      batch = [];
    }
    return published + (await this.publishMissing(batch));
  }

  /** Of these events, those found among the records placed from the first one's id to RELAYED_WITHIN_MS after the last. */
  private relayed(records: EventRecord[]): Promise<string[]> {
    const keys = records.map((record) => record._id).sort();
    const after = positionAt(timeOfPosition(keys[0]!));
    const before = positionAt(new Date(timeOfPosition(keys.at(-1)!).getTime() + RELAYED_WITHIN_MS));
    return this.options.outbox.keysAmong(keys, { after, before });
  }

  private async publishMissing(records: EventRecord[]): Promise<number> {
    if (records.length === 0) return 0;
    const appended = new Set(await this.relayed(records));
    const unseen = records.filter((record) => !appended.has(record._id));
    if (unseen.length > 0)
      for (const key of await this.options.outbox.keysAmong(unseen.map((record) => record._id))) appended.add(key);
    const missing = unseen.filter((record) => !appended.has(record._id));
    for (const record of missing) await this.options.outbox.appendOnce(record);
    return missing.length;
  }
}
