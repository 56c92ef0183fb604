import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { CHECKPOINTS_COLLECTION, type CheckpointDocument } from '../../services/core/outbox/checkpoints.repository.ts';
import { OUTBOX_CONSUMERS } from '../../services/core/outbox/outbox-pruning.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { eventRecord, type EventRecord } from '../../services/core/outbox/types.ts';
import { WebhookDeliveriesRepository } from '../../services/core/webhooks/deliveries.repository.ts';
import { SecretBox } from '../../shared/crypto/secret-box.ts';
import { WebhookSubscriptionsRepository } from '../../services/core/webhooks/subscriptions.repository.ts';
import { webhookTargetPolicy } from '../../shared/fetching/target-policy.ts';
import type { DeliveryDocument } from '../../services/core/webhooks/types.ts';
import { WebhooksService } from '../../services/core/webhooks/webhooks.service.ts';
import { ensureIndexes } from '../../services/indexes.ts';
import { createWebhookDeliverer } from '../../services/worker/jobs/deliver-webhook.ts';
import {
  startEventDispatcher,
  type DispatchPoint,
  type EventDispatcher,
} from '../../services/worker/jobs/dispatch-events.ts';
import { systemClock } from '../../shared/clock.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { createLogger } from '../../shared/logger.ts';
import { Crash } from '../support/fault-drill.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const ACCOUNT = 'acc_fan_out_drill';
const SUBSCRIPTIONS = 3;
const EVENTS = 4;
/** Short, so the dispatcher that takes over does not wait long for the dead one's lease to run out. */
const LEASE_MS = 300;

async function eventually<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A dispatcher that dies at `point` of its first pass that attempts deliveries: its loop stops there for good, as a
 * killed process would.
 */
function dispatcherDyingAt(
  db: Db,
  point: DispatchPoint,
): { dispatcher: EventDispatcher; died: Promise<void>; bury(): Promise<void> } {
  let attempting = false;
  let dead = false;
  let reachedDeath!: () => void;
  let endLoop!: (error: Error) => void;
  const died = new Promise<void>((resolve) => (reachedDeath = resolve));
  const dispatcher = dispatcherOn(db, (reached) => {
    attempting ||= reached === 'attempting';
    if (dead || !attempting || reached !== point) return Promise.resolve();
    dead = true;
    reachedDeath();
    return new Promise<void>((_, reject) => (endLoop = reject));
  });
  return {
    dispatcher,
    died,
    async bury() {
      endLoop(new Crash(`died at ${point}`));
      await dispatcher.stop();
    },
  };
}

function dispatcherOn(db: Db, observe?: (point: DispatchPoint) => Promise<void>): EventDispatcher {
  const config = harness().config;
  return startEventDispatcher({
    db,
    deliverer: createWebhookDeliverer({ db, config, clock: systemClock, scheduler: agendaJobScheduler(db) }),
    clock: systemClock,
    logger: createLogger('silent', 'test'),
    leaseMs: LEASE_MS,
    observe,
  });
}

describe('webhooks: fan-out drill (a dispatcher dies between saving its batch as open and saving the checkpoint that closes it)', function () {
  this.timeout(90_000);
  let db: Db;
  let receiver: Receiver;

  beforeEach(async () => {
    // Its own database, so the composed system's dispatcher does not take these events.
    db = harness().mongo.client.db(`test_fan_out_drill_${randomBytes(4).toString('hex')}`);
    await ensureIndexes(db);
    receiver = await startReceiver();
    const config = harness().config;
    const webhooks = new WebhooksService({
      subscriptions: new WebhookSubscriptionsRepository(db),
      deliveries: new WebhookDeliveriesRepository(db),
      secrets: new SecretBox(config.dataEncryptionKey),
      targets: webhookTargetPolicy(config),
      clock: systemClock,
    });
    for (let index = 0; index < SUBSCRIPTIONS; index += 1) {
      await webhooks.create(ACCOUNT, { url: `${receiver.url}/subscription-${index}`, events: ['credit.granted'] });
    }
  });

  afterEach(async () => {
    await receiver.stop();
    await db.dropDatabase();
  });

  async function appendEvents(): Promise<EventRecord[]> {
    const outbox = new OutboxRepository(db);
    const events = Array.from({ length: EVENTS }, (_, index) =>
      eventRecord(
        'credit.granted',
        { accountId: ACCOUNT, credits: 1, balance: index + 1, reason: 'drill', entryId: `cle_drill_${index}` },
        { audience: [ACCOUNT], now: new Date() },
      ),
    );
    for (const event of events) await outbox.append(event);
    return events;
  }

  const deliveries = () => db.collection<DeliveryDocument>('webhook_deliveries').find({}).toArray();

  /** Once the dispatcher's saved checkpoint has passed the last event with nothing left open, every first attempt is logged. */
  async function settledAfter(events: EventRecord[]): Promise<void> {
    const last = events
      .map((event) => event._id)
      .sort()
      .at(-1)!;
    await eventually('the checkpoint passed every event with none open', async () => {
      const checkpoint = await db
        .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
        .findOne({ _id: OUTBOX_CONSUMERS.webhookDispatcher });
      return checkpoint && checkpoint.position >= last && checkpoint.open.length === 0 ? checkpoint : null;
    });
  }

  /** One delivery per (event, subscription), each attempted once and received once. */
  async function expectEachDeliveredOnce(events: EventRecord[]): Promise<void> {
    const stored = await deliveries();
    expect(stored, 'one delivery per event and subscription').to.have.length(EVENTS * SUBSCRIPTIONS);
    expect(new Set(stored.map((delivery) => delivery.eventId))).to.deep.equal(
      new Set(events.map((event) => event.key)),
    );
    expect(stored.map((delivery) => [delivery.status, delivery.attempts.length])).to.deep.equal(
      stored.map(() => ['succeeded', 1]),
    );
    const receipts = receiver.received.map(
      (receipt) => `${receipt.path} ${JSON.parse(receipt.rawBody).payload.entryId}`,
    );
    expect(receipts, 'each delivery reached its receiver').to.have.length(EVENTS * SUBSCRIPTIONS);
    expect(new Set(receipts).size, 'and none twice').to.equal(EVENTS * SUBSCRIPTIONS);
  }

  /** A fresh dispatcher finishes what the dying one left: each event delivered to each subscription once. */
  async function takenUpByTheNextDispatcher(
    events: Parameters<typeof settledAfter>[0],
    dying: { bury(): Promise<void> },
  ): Promise<void> {
    const next = dispatcherOn(db);
    try {
      await settledAfter(events);
      await expectEachDeliveredOnce(events);
    } finally {
      await next.stop();
      await dying.bury();
    }
  }
  it('after saving its batch as open, before any attempt: the next dispatcher makes every first attempt once', async () => {
    const events = await appendEvents();
    const dying = dispatcherDyingAt(db, 'attempting');
    await dying.died;
    const checkpoint = await db
      .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
      .findOne({ _id: OUTBOX_CONSUMERS.webhookDispatcher });
    expect(checkpoint?.open, 'the events in flight are in the checkpoint').to.have.members(
      events.map((event) => event._id),
    );
    expect(await deliveries(), 'nothing attempted, nothing stored').to.have.length(0);
    expect(receiver.received).to.have.length(0);

    await takenUpByTheNextDispatcher(events, dying);
  });

  it('after the first attempts were stored, before saving the checkpoint: the next dispatcher takes the open events up and sends nothing twice', async () => {
    const events = await appendEvents();
    const dying = dispatcherDyingAt(db, 'saving-checkpoint');
    await dying.died;
    // The attempts already under way finish, as those of a process that died after them.
    await eventually('the dead dispatcher stored its deliveries', async () => {
      const stored = await deliveries();
      return stored.length === EVENTS * SUBSCRIPTIONS && stored.every((delivery) => delivery.attempts.length === 1)
        ? stored
        : null;
    });

    await takenUpByTheNextDispatcher(events, dying);
  });
});
