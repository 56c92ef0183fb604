import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import type { Logger } from '../../../shared/logger.ts';
import { OutboxCheckpointsRepository } from '../../core/outbox/checkpoints.repository.ts';
import { outboxAppends } from '../../core/outbox/outbox-appends.ts';
import { OutboxCursor } from '../../core/outbox/outbox-cursor.ts';
import { OUTBOX_CONSUMERS, pruneOutbox } from '../../core/outbox/outbox-pruning.ts';
import { OutboxRepository } from '../../core/outbox/outbox.repository.ts';
import type { EventRecord } from '../../core/outbox/types.ts';
import { AttemptPool } from '../../core/webhooks/attempt-pool.ts';
import { WebhookDeliveriesRepository } from '../../core/webhooks/deliveries.repository.ts';
import { fanOutEvents, type FanOut } from '../../core/webhooks/event-fan-out.ts';
import { RETRY_DELAYS_MS } from '../../core/webhooks/retry-schedule.ts';
import { WebhookSubscriptionsRepository } from '../../core/webhooks/subscriptions.repository.ts';
import type { WebhookDeliverer } from '../../core/webhooks/webhook-deliverer.ts';

/** Events per fan-out: one read of their subscriptions and one insert of their deliveries. */
const FAN_OUT_BATCH = 100;

/** First attempts in flight at once, over every receiver (each has at most CONNECTIONS_PER_HOST connections). */
const ATTEMPTS_AT_ONCE = 128;

/** Deliveries waiting for their first attempt before the dispatcher stops fanning out more. */
const MAX_WAITING_ATTEMPTS = 4_096;

/**
 * How long the dispatcher waits after a pass that found the outbox drained, unless an append in this process
 * wakes it sooner: the bound on the fan-out latency of events appended by other processes.
 */
const IDLE_POLL_MS = 1_000;

/** One dispatcher consumes at a time; another process's takes over this long after the holder stopped renewing. */
const LEASE_MS = 15_000;

/** How often the dispatcher deletes the outbox records every consumer has passed. */
const PRUNE_EVERY_MS = 60_000;

/** Where a drill may stop the dispatcher as a crash would: after inserting deliveries, before saving its checkpoint. */
export type DispatchPoint = 'fanned-out' | 'saving-checkpoint';

export interface EventDispatcherDeps {
  db: Db;
  scheduler: JobScheduler;
  deliverer: Pick<WebhookDeliverer, 'attempt' | 'firstAttempt'>;
  clock: Clock;
  logger: Logger;
  leaseMs?: number;
  /** Awaited at each point; a test's promise that never settles is a process that died there. */
  observe?: (point: DispatchPoint) => Promise<void>;
}

export interface EventDispatcher {
  stop(): Promise<void>;
}

/**
 * Fans outbox events out to webhook deliveries and makes their first attempts itself, at most ATTEMPTS_AT_ONCE at a
 * time over kept-alive connections; only retries are Agenda jobs. It reads the outbox by checkpoint (the events after
 * its position) and holds an event open until every first attempt of it is logged, so a dispatcher that dies is
 * followed by one that fans the open and unsaved events out again: their deliveries exist already (unique keys), and
 * those never attempted are attempted then, claimed as a job's attempt is. One dispatcher holds the lease at a time.
 */
export function startEventDispatcher(deps: EventDispatcherDeps): EventDispatcher {
  const consumer = OUTBOX_CONSUMERS.webhookDispatcher;
  const owner = randomUUID();
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const checkpoints = new OutboxCheckpointsRepository(deps.db);
  const outbox = new OutboxRepository(deps.db);
  const fanOutDeps = { subscriptions: new WebhookSubscriptionsRepository(deps.db), deliveries: new WebhookDeliveriesRepository(deps.db), clock: deps.clock };
  const pool = new AttemptPool(ATTEMPTS_AT_ONCE);
  const stopping = new AbortController();
  const appends = outboxAppends.listen();
  let cursor: OutboxCursor<EventRecord> | null = null;
  let leaseRenewedAt = 0;
  let prunedAt = 0;

  /** By this process's clock; once it ran out, another dispatcher may have taken over and this one must not save. */
  const leaseRunning = () => Date.now() - leaseRenewedAt < leaseMs;

  /** The cursor while this dispatcher holds the lease; a lease newly taken starts from the saved checkpoint. */
  const holdLease = async (): Promise<OutboxCursor<EventRecord> | null> => {
    const now = Date.now();
    if (cursor && now - leaseRenewedAt < leaseMs / 3) return cursor;
    const held = await checkpoints.lease(consumer, owner, new Date(now), new Date(now + leaseMs));
    if (!held) return (cursor = null);
    leaseRenewedAt = now;
    if (!cursor) {
      cursor = new OutboxCursor<EventRecord>({ db: deps.db, checkpoints, consumer, kinds: ['event'] });
      await dispatch(cursor, await cursor.resume());
    }
    return cursor;
  };

  const dispatch = async (reading: OutboxCursor<EventRecord>, events: EventRecord[]): Promise<void> => {
    if (events.length === 0) return;
    const fanOut = await fanOutEvents(events, fanOutDeps);
    await deps.observe?.('fanned-out');
    const waiting = waitingAttempts(fanOut);
    reading.done(events.map((event) => event._id).filter((id) => !waiting.has(id)));
    const attempted = (recordId: string) => {
      const left = (waiting.get(recordId) ?? 1) - 1;
      waiting.set(recordId, left);
      if (left === 0) reading.done([recordId]);
    };
    for (const { recordId, delivery, subscription } of fanOut.fresh) {
      pool.add(() => settle(delivery._id, () => deps.deliverer.firstAttempt(delivery, subscription)).then(() => attempted(recordId)));
    }
    for (const { recordId, delivery } of fanOut.unattempted) {
      pool.add(() => settle(delivery._id, () => deps.deliverer.attempt(delivery._id, 1)).then(() => attempted(recordId)));
    }
  };

  /** Runs an attempt; one that could not be logged (the database failed) is handed to a job, after the first retry delay. */
  const settle = async (deliveryId: string, attempt: () => Promise<unknown>): Promise<void> => {
    try {
      await attempt();
    } catch (error) {
      deps.logger.error({ err: error, deliveryId }, 'first webhook attempt failed; a job attempts it again');
      await deps.scheduler
        .schedule(new Date(Date.now() + RETRY_DELAYS_MS[0]), { kind: 'deliver-webhook', deliveryId, attempt: 1 })
        .catch((scheduling: unknown) => deps.logger.error({ err: scheduling, deliveryId }, 'could not schedule the attempt; the next dispatcher takes it up'));
    }
  };

  /** One pass; true when the outbox had a full batch more, so the next pass follows at once. */
  const pass = async (): Promise<boolean> => {
    const reading = await holdLease();
    if (!reading) return false;
    await dispatch(reading, await reading.late());
    const events = await reading.next(FAN_OUT_BATCH);
    await dispatch(reading, events);
    await deps.observe?.('saving-checkpoint');
    if (!leaseRunning()) return false;
    await reading.save(deps.clock.now());
    if (events.length < FAN_OUT_BATCH && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneOutbox({ outbox, checkpoints }, new Date());
    }
    return events.length === FAN_OUT_BATCH;
  };

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        more = await pass();
      } catch (error) {
        if (stopping.signal.aborted) break;
        deps.logger.error({ err: error }, 'webhook event dispatch failed; retrying');
      }
      if (more) await pool.whenBelow(MAX_WAITING_ATTEMPTS);
      else await appends.wait(IDLE_POLL_MS, stopping.signal);
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
      outboxAppends.unlisten(appends);
      await pool.whenBelow(1);
      if (cursor && leaseRunning()) {
        await cursor.save(deps.clock.now());
        await checkpoints.releaseLease(consumer, owner);
      }
    },
  };
}

/** How many first attempts each event waits for. */
function waitingAttempts(fanOut: FanOut): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const { recordId } of [...fanOut.fresh, ...fanOut.unattempted]) waiting.set(recordId, (waiting.get(recordId) ?? 0) + 1);
  return waiting;
}
