import type { Collection, Db, Filter } from 'mongodb';
import { decodeTime, encodeTime } from 'ulid';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { CheckpointState, OutboxCheckpointsRepository } from './checkpoints.repository.ts';
import { OutboxAppendersRepository } from './outbox-appenders.ts';
import { outboxAppends } from './outbox-appends.ts';
import { OUTBOX_COLLECTION } from './outbox.repository.ts';
import type { OutboxRecord } from './types.ts';

/**
 * How long after its id was made a record may still become visible: the time between making an id and its insert
 * landing, and the clock difference between processes. Records this recent are read once more after a restart.
 */
export const SETTLE_MS = 30_000;

/** How often `late()` reads the last RECENT_MS of ids again while the consumer keeps reading. */
const SWEEP_EVERY_MS = 1_000;

/** How far back the sweep of every second reads: the records of slow inserts. */
const RECENT_MS = 3_000;

/** How often `late()` reads the whole settling window instead: a clock behind, an insert stalled for seconds. */
const FULL_SWEEP_EVERY_MS = 10_000;

/** The span of ids `next` first reads at once while behind; it then halves or doubles to hold about a batch. */
const FIRST_SPAN_MS = 1_000;

/** The outbox position before every id made at `at` or later (an `obx_` prefix of the time part alone). */
export function positionAt(at: Date): string {
  return `obx_${encodeTime(Math.max(0, at.getTime()), 10).toLowerCase()}`;
}

/** The instant a position made by `positionAt` stands for. */
export function timeOfPosition(position: string): Date {
  return new Date(
    decodeTime(
      position
        .slice('obx_'.length, 'obx_'.length + 10)
        .toUpperCase()
        .padEnd(26, '0'),
    ),
  );
}

export interface OutboxCursorOptions<R extends OutboxRecord> {
  db: Db;
  checkpoints: OutboxCheckpointsRepository;
  /** The checkpoint's name. */
  consumer: string;
  kinds: readonly R['kind'][];
  settleMs?: number;
  fullSweepEveryMs?: number;
  /** Times the sweeps; the clock that record ids are made with (the system's, but in tests). */
  clock?: Clock;
}

/**
 * A consumer's way through the outbox by checkpoint: it reads the records after its position (`_id > position`, an
 * index range, never a scan of what was consumed), keeps those it has not finished open, and saves where it stands
 * in one small document. A record that became visible after younger ones were read is caught by `late()`: one this
 * process appended it knows by id (outboxAppends); while another process may append (OutboxAppendersRepository),
 * it reads again the last RECENT_MS of ids every second and the last SETTLE_MS every FULL_SWEEP_EVERY_MS, so that a
 * second's sweep reads a few seconds of ids, not the whole window. After a restart the window is handled again, so
 * consumers must be idempotent (the indexer writes external versions, the dispatcher inserts under unique keys).
 */
export class OutboxCursor<R extends OutboxRecord> {
  private readonly records: Collection<R>;
  private readonly settleMs: number;
  private readonly fullSweepEveryMs: number;
  private readonly clock: Clock;
  private loading: Promise<CheckpointState> | null = null;
  /** Ids from `sweptFrom` on that this process has read. */
  private readonly seen = new Set<string>();
  private readonly open = new Set<string>();
  private savedAs = '';
  /** When `late()` last started reading (ms, by the clock ids are made with); 0 before the first. */
  private sweptAt = 0;
  /** When `late()` last started reading the whole window; 0 before the first. */
  private fullySweptAt = 0;
  /** How many ms of ids after the position `next` reads at once while it is behind. */
  private spanMs = FIRST_SPAN_MS;
  private readonly kinds: ReadonlySet<OutboxRecord['kind']>;
  private readonly appenders: OutboxAppendersRepository;
  /** The number of this process's first append that `late()` has not learnt yet (outboxAppends). */
  private appendsFrom = outboxAppends.end();

  constructor(private readonly options: OutboxCursorOptions<R>) {
    this.records = options.db.collection<R>(OUTBOX_COLLECTION);
    this.settleMs = options.settleMs ?? SETTLE_MS;
    this.fullSweepEveryMs = options.fullSweepEveryMs ?? FULL_SWEEP_EVERY_MS;
    this.clock = options.clock ?? systemClock;
    this.kinds = new Set(options.kinds);
    this.appenders = new OutboxAppendersRepository(options.db);
  }

  /** The records left open when the consumer last saved, oldest first: the first thing a restarted consumer takes up. */
  async resume(): Promise<R[]> {
    const state = await this.loaded();
    if (state.open.length === 0) return [];
    const records = (await this.records
      .find({ _id: { $in: state.open } } as Filter<R>)
      .sort({ _id: 1 })
      .toArray()) as R[];
    this.take(records);
    return records;
  }

  /**
   * Up to `limit` records after the position, oldest first; they stay open until `done`. While the position is behind
   * by more than a span, it reads a span of ids at a time (a bounded range: FerretDB applies no limit to a filtered
   * query, so an open range would return the whole backlog at each call) and adapts the span to about `limit` records.
   */
  async next(limit: number): Promise<R[]> {
    const state = await this.loaded();
    const taken: R[] = [];
    let from = state.position;
    while (taken.length < limit) {
      const wanted = limit - taken.length;
      const until = positionAt(new Date(timeOfPosition(from).getTime() + this.spanMs));
      const toTheEnd = until >= positionAt(this.clock.now());
      const records = (await this.records
        .find(this.ofKinds(toTheEnd ? { $gt: from } : { $gt: from, $lt: until }))
        .sort({ _id: 1 })
        .limit(wanted)
        .toArray()) as R[];
      taken.push(...records);
      this.adaptSpan(records, wanted, toTheEnd);
      if (toTheEnd || records.length === wanted) break;
      from = until;
    }
    const last = taken.at(-1);
    if (last) state.position = last._id;
    this.take(taken);
    return taken;
  }

  /**
   * Records up to the position that this process has not read: late arrivals, or after a restart those after
   * `sweptFrom`. Reads at most once a second; consumers call it on every pass. The first read is of the whole window;
   * after it, while no other process may append, this process's appends tell which records landed behind the
   * position, and only those are read; otherwise it reads again the ids of the last RECENT_MS, and every
   * FULL_SWEEP_EVERY_MS those after `sweptFrom`.
   */
  async late(): Promise<R[]> {
    const state = await this.loaded();
    const now = this.clock.now().getTime();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return [];
    this.sweptAt = now;
    const appended = outboxAppends.since(this.appendsFrom, this.kinds);
    this.appendsFrom = outboxAppends.end();
    const lateAppends = (appended ?? []).filter((id) => id <= state.position && !this.seen.has(id));
    const exact =
      appended !== null &&
      this.fullySweptAt > 0 &&
      !(await this.appenders.othersAfter(new Date(now - 2 * this.settleMs)));
    if (exact) {
      this.fullySweptAt = now;
      return this.read(lateAppends);
    }
    return this.read([...new Set([...lateAppends, ...(await this.unseenInWindow(state, now))])]);
  }

  done(ids: Iterable<string>): void {
    for (const id of ids) this.open.delete(id);
  }

  /** Records read and not done, by id. */
  openIds(): string[] {
    return [...this.open].sort();
  }

  /** The position: every record up to it was read. */
  async position(): Promise<string> {
    return (await this.loaded()).position;
  }

  /**
   * Saves the checkpoint when it changed. `sweptFrom` moves up to SETTLE_MS before the last sweep of the whole
   * window: any record older than that was visible to it. `now` dates the save. With the lease `term` of a consumer
   * that runs alone, false when a later term refused it: this cursor must not be used any more.
   */
  async save(now: Date, term?: number): Promise<boolean> {
    const state = await this.loaded();
    if (this.fullySweptAt > 0) {
      const settled = positionAt(new Date(this.fullySweptAt - this.settleMs));
      const upTo = settled < state.position ? settled : state.position;
      if (upTo > state.sweptFrom) state.sweptFrom = upTo;
    }
    state.open = this.openIds();
    for (const id of this.seen) if (id < state.sweptFrom) this.seen.delete(id);
    const saving = JSON.stringify(state);
    if (saving === this.savedAs) return true;
    if (!(await this.options.checkpoints.save(this.options.consumer, state, now, term))) return false;
    this.savedAs = saving;
    return true;
  }

  /** The ids this process has not read in the window of this sweep: the last RECENT_MS, or all after `sweptFrom`. */
  private async unseenInWindow(state: CheckpointState, now: number): Promise<string[]> {
    const whole = now - this.fullySweptAt >= this.fullSweepEveryMs;
    if (whole) this.fullySweptAt = now;
    const recent = positionAt(new Date(now - RECENT_MS));
    const from = whole || recent < state.sweptFrom ? state.sweptFrom : recent;
    if (from >= state.position) return [];
    const ids = await this.records
      .find(this.ofKinds({ $gt: from, $lte: state.position }), { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .toArray();
    return ids.map((record) => record._id).filter((id) => !this.seen.has(id));
  }

  private async read(ids: string[]): Promise<R[]> {
    if (ids.length === 0) return [];
    const records = (await this.records
      .find({ _id: { $in: ids } } as Filter<R>)
      .sort({ _id: 1 })
      .toArray()) as R[];
    this.take(records);
    return records;
  }

  /** The records of the consumer's kinds whose ids lie in `ids` (served by `kind_position`). */
  private ofKinds(ids: { $gt: string; $lt?: string; $lte?: string }): Filter<R> {
    return { kind: { $in: [...this.options.kinds] }, _id: ids } as Filter<R>;
  }

  /**
   * After a read that filled the batch, the span its records took; after a bounded read that brought less than half,
   * twice the span, so a long quiet stretch of the outbox is crossed in a few reads (a read to the end says nothing of
   * the span a batch takes).
   */
  private adaptSpan(records: R[], wanted: number, toTheEnd: boolean): void {
    const [first, last] = [records[0], records.at(-1)];
    if (first && last && records.length === wanted) {
      this.spanMs = Math.max(1, timeOfPosition(last._id).getTime() - timeOfPosition(first._id).getTime());
    } else if (!toTheEnd && records.length < wanted / 2) this.spanMs *= 2;
  }

  private take(records: R[]): void {
    for (const record of records) {
      this.seen.add(record._id);
      this.open.add(record._id);
    }
  }

  /** The checkpoint, read once however many calls wait for it. */
  private loaded(): Promise<CheckpointState> {
    this.loading ??= this.options.checkpoints.load(this.options.consumer).then(
      (state) => {
        this.savedAs = JSON.stringify(state);
        return state;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}
