import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Logger } from '../../../shared/logger.ts';
import {
  AnnouncedEventsSweep,
  AttemptPool,
  CONNECTIONS_PER_HOST,
  consumerLease,
  type EventRecord,
  OUTBOX_CONSUMER_KINDS,
  OUTBOX_CONSUMERS,
  outboxAppends,
  OutboxCheckpointsRepository,
  OutboxCursor,
  OutboxRepository,
  planDeliveries,
  type PlannedDelivery,
  pruneOutbox,
  type DeliveryTimings,
  watchRemoteAppends,
  type WebhookDeliverer,
  WebhookDeliveriesRepository,
  WebhookSubscriptionsRepository,
} from '../../core/for-roles.ts';
import { spanEnd, spanStart } from '../../../shared/observability/span-timings.ts';

/** Events per fan-out: one read of their subscriptions and one insert of their deliveries. */
const FAN_OUT_BATCH = 100;

/**
 * First attempts in flight at once, over every receiver: no more than one receiver's connections, so an attempt
 * never waits inside undici for a connection while its timeout runs.
 */
const ATTEMPTS_AT_ONCE = CONNECTIONS_PER_HOST;

/**
 * Deliveries waiting for their first attempt, and apart from them attempts waiting to be stored, at which the
 * dispatcher fans out no more until fewer wait.
 */
const MAX_WAITING_ATTEMPTS = 4_096;

/**
 * How long the dispatcher waits after a pass that found the outbox drained, unless an append wakes it sooner (one in
 * this process, or on a replica set one in any process): the bound on the fan-out latency of events appended by other
 * processes where there is no change stream.
 */
const IDLE_POLL_MS = 1_000;

/** One dispatcher consumes at a time; another process's takes over this long after the holder stopped renewing. */
const LEASE_MS = 15_000;

/** How often the dispatcher sweeps the announced events a relay left unpublished (AnnouncedEventsSweep). */
const SWEEP_EVERY_MS = 5_000;

/** How often the dispatcher deletes the outbox records every consumer has passed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Where a drill may stop the dispatcher as a crash would: after saving the events of a batch as open and before
 * attempting them, and after the attempts before saving the checkpoint that closes them.
 */
export type DispatchPoint = 'attempting' | 'saving-checkpoint';

export interface EventDispatcherDeps {
  db: Db;
  deliverer: Pick<WebhookDeliverer, 'firstAttempt'>;
  clock: Clock;
  logger: Logger;
  leaseMs?: number;
  /** Where the lease's expiry is judged: the database's time, but in tests (see consumerLease). */
  leaseNow?: () => Promise<Date>;
  /** Awaited at each point; a test's promise that never settles is a process that died there. */
  observe?: (point: DispatchPoint) => Promise<void>;
  /** Times reading, planning, saving and waiting for the pool (bench:webhooks); nothing is timed without it. */
  timings?: DeliveryTimings;
}

export interface EventDispatcher {
  stop(): Promise<void>;
}

/**
 * Fans outbox events out to webhook deliveries and makes their first attempts itself, at most ATTEMPTS_AT_ONCE at a
 * time over kept-alive connections; each delivery is then inserted with its attempt logged (in batches); only
 * retries are Agenda jobs. It reads the outbox by checkpoint and saves the events of a batch as open before it
 * attempts any, so a dispatcher that takes over after a crash knows which events may be partly delivered: for
 * those (and for the window it reads again) it sends only the deliveries not stored yet. Events after the saved
 * position were never touched. One dispatcher holds the lease at a time; it also sweeps the events that documents
 * announce and that no relay published (its lease makes the sweep run in one process, its loop wakes at the appends).
 */
export function startEventDispatcher(deps: EventDispatcherDeps): EventDispatcher {
  const consumer = OUTBOX_CONSUMERS.webhookDispatcher;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const lease = consumerLease({ db: deps.db, consumer, owner: randomUUID(), leaseMs, now: deps.leaseNow });
  const checkpoints = new OutboxCheckpointsRepository(deps.db);
  const outbox = new OutboxRepository(deps.db);
  const planning = {
    subscriptions: new WebhookSubscriptionsRepository(deps.db),
    deliveries: new WebhookDeliveriesRepository(deps.db),
    clock: deps.clock,
  };
  const sweep = new AnnouncedEventsSweep({ db: deps.db, checkpoints, outbox, clock: deps.clock });
  const pool = new AttemptPool(ATTEMPTS_AT_ONCE);
  /** First attempts answered and not stored yet: they hold no connection, so they wait here rather than in the pool. */
  const storing = new AttemptPool(Number.POSITIVE_INFINITY);
  const stopping = new AbortController();
  const appends = outboxAppends.listen(OUTBOX_CONSUMER_KINDS[consumer]);
  /** Events whose fan-out failed in this process, fanned out again (sending only what is not stored) by the next pass. */
  const again = new Map<string, EventRecord>();
  let cursor: OutboxCursor<EventRecord> | null = null;
  let leaseRenewedAt = 0;
  let prunedAt = 0;
  let sweptAt = 0;

  /**
   * Time since the last renewal, on this process's monotonic clock; once a lease's length passed, another dispatcher
   * may have taken over and this one stops before attempting (its checkpoint saves are refused by term anyway).
   */
  const leaseRunning = () => performance.now() - leaseRenewedAt < leaseMs;

  /** Saves the checkpoint under this dispatcher's term; a refused save means a later term took over. */
  const save = async (reading: OutboxCursor<EventRecord>) => {
    const startedAt = spanStart(deps.timings);
    const saved = await reading.save(deps.clock.now(), lease.term ?? undefined);
    spanEnd(deps.timings, 'checkpoint', startedAt);
    if (saved) return;
    cursor = null;
    throw new Error('the dispatcher lease was taken over');
  };

  /** The cursor while this dispatcher holds the lease; a lease newly taken starts from the saved checkpoint. */
  const holdLease = async (): Promise<OutboxCursor<EventRecord> | null> => {
    const now = performance.now();
    if (cursor && now - leaseRenewedAt < leaseMs / 3) return cursor;
    const term = lease.term;
    if ((await lease.hold()) === null) return (cursor = null);
    leaseRenewedAt = now;
    if (lease.term !== term) cursor = null;
    if (!cursor) {
      const resumed = new OutboxCursor<EventRecord>({
        db: deps.db,
        checkpoints,
        consumer,
        kinds: OUTBOX_CONSUMER_KINDS[consumer],
      });
      cursor = resumed;
      again.clear();
      await dispatch(resumed, await timedRead(() => resumed.resume()), true);
    }
    return cursor;
  };

  /** `mayBeStored`: events that a dispatcher before this one (or this one, failing) may have delivered in part. */
  const dispatch = async (
    reading: OutboxCursor<EventRecord>,
    events: EventRecord[],
    mayBeStored: boolean,
  ): Promise<void> => {
    if (events.length === 0) return;
    let planned: PlannedDelivery[];
    try {
      const startedAt = spanStart(deps.timings);
      planned = await planDeliveries(events, planning, mayBeStored);
      spanEnd(deps.timings, 'fan-out', startedAt);
      if (!leaseRunning()) throw new Error('the dispatcher lease ran out');
      await save(reading);
    } catch (error) {
      for (const event of events) again.set(event._id, event);
      throw error;
    }
    await deps.observe?.('attempting');
    const eventsById = new Map(events.map((event) => [event._id, event]));
    const waiting = waitingAttempts(planned);
    const failed = new Set<string>();
    reading.done(events.map((event) => event._id).filter((id) => !waiting.has(id)));
    const attempted = (recordId: string, ok: boolean) => {
      if (!ok) failed.add(recordId);
      const left = (waiting.get(recordId) ?? 1) - 1;
      waiting.set(recordId, left);
      if (left > 0) return;
      if (failed.has(recordId)) again.set(recordId, eventsById.get(recordId)!);
      else reading.done([recordId]);
    };
    for (const { recordId, delivery, subscription } of planned) {
      const notRecorded = (error: unknown) => {
        deps.logger.error(
          { err: error, deliveryId: delivery._id },
          'first webhook attempt not recorded; its event is fanned out again',
        );
        attempted(recordId, false);
      };
      const queuedAt = spanStart(deps.timings);
      pool.add(async () => {
        spanEnd(deps.timings, 'pool wait', queuedAt);
        try {
          const { stored } = await deps.deliverer.firstAttempt(delivery, subscription);
          storing.add(() => stored.then(() => attempted(recordId, true), notRecorded));
        } catch (error) {
          notRecorded(error);
        }
      });
    }
  };

  /** An outbox read, timed as such. */
  const timedRead = async (read: () => Promise<EventRecord[]>): Promise<EventRecord[]> => {
    const startedAt = spanStart(deps.timings);
    const events = await read();
    spanEnd(deps.timings, 'outbox read', startedAt);
    return events;
  };

  /** One pass; true when the outbox had a full batch more, so the next pass follows at once. */
  const pass = async (): Promise<boolean> => {
    const reading = await holdLease();
    if (!reading) return false;
    if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = Date.now();
      await sweep.sweep();
    }
    const retrying = [...again.values()];
    again.clear();
    await dispatch(reading, retrying, true);
    await dispatch(reading, await timedRead(() => reading.late()), true);
    const events = await timedRead(() => reading.next(FAN_OUT_BATCH));
    await dispatch(reading, events, false);
    await deps.observe?.('saving-checkpoint');
    if (!leaseRunning()) return false;
    await save(reading);
    if (events.length < FAN_OUT_BATCH && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneOutbox({ outbox, checkpoints }, new Date());
    }
    return events.length === FAN_OUT_BATCH;
  };

  const loop = (async () => {
    const remote = await watchRemoteAppends(deps.db, appends, deps.logger).catch((error: unknown) => {
      deps.logger.warn({ err: error }, "cannot watch the outbox; the poll alone finds other processes' appends");
      return null;
    });
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        more = await pass();
      } catch (error) {
        if (stopping.signal.aborted) break;
        deps.logger.error({ err: error }, 'webhook event dispatch failed; retrying');
      }
      if (more) {
        await pool.whenBelow(MAX_WAITING_ATTEMPTS);
        await storing.whenBelow(MAX_WAITING_ATTEMPTS);
      } else await appends.wait(IDLE_POLL_MS, stopping.signal);
    }
    await remote?.close();
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
      outboxAppends.unlisten(appends);
      await pool.whenBelow(1);
      await storing.whenBelow(1);
      if (cursor && leaseRunning() && (await cursor.save(deps.clock.now(), lease.term ?? undefined)))
        await lease.release();
    },
  };
}

/** How many first attempts each event waits for. */
function waitingAttempts(planned: PlannedDelivery[]): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const { recordId } of planned) waiting.set(recordId, (waiting.get(recordId) ?? 0) + 1);
  return waiting;
}
