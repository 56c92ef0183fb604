import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { eventRecord } from '../../services/core/outbox/types.ts';
import { WebhookDeliveriesRepository } from '../../services/core/webhooks/deliveries.repository.ts';
import { SecretBox } from '../../shared/crypto/secret-box.ts';
import { WebhookSubscriptionsRepository } from '../../services/core/webhooks/subscriptions.repository.ts';
import { webhookTargetPolicy } from '../../shared/fetching/target-policy.ts';
import type { DeliveryDocument } from '../../services/core/webhooks/types.ts';
import { WebhooksService } from '../../services/core/webhooks/webhooks.service.ts';
import { ensureIndexes } from '../../services/indexes.ts';
import { startEventDispatcher, type EventDispatcher } from '../../services/worker/jobs/dispatch-events.ts';
import { startWorker } from '../../services/worker/worker.ts';
import type { Clock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { workerDeps } from './worker-deps.ts';

/** A worker process as main.ts composes it: Agenda plus the event dispatcher, on its own database. */
async function startWorkerProcess(db: Db, clock: Clock): Promise<{ stop(): Promise<void> }> {
  const deps = workerDeps(db, clock, harness().config);
  const agenda: Agenda = await startWorker(deps);
  const dispatcher: EventDispatcher = startEventDispatcher({
    db,
    deliverer: deps.webhooks,
    clock,
    logger: createLogger('silent', 'test'),
  });
  return {
    async stop() {
      await dispatcher.stop();
      await agenda.stop();
    },
  };
}

async function waitForDelivery(db: Db, test: (delivery: DeliveryDocument) => boolean): Promise<DeliveryDocument> {
  for (let tries = 0; tries < 200; tries += 1) {
    const delivery = await db.collection<DeliveryDocument>('webhook_deliveries').findOne({});
    if (delivery && test(delivery)) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the delivery never reached the expected state');
}

describe('webhooks: worker restart', () => {
  let db: Db;
  let receiver: Receiver;

  before(async () => {
    // Its own database, so the composed system's worker cannot pick up the jobs this test hands between workers.
    db = harness().mongo.client.db(`test_webhook_restart_${randomBytes(4).toString('hex')}`);
    await ensureIndexes(db);
    receiver = await startReceiver(() => (receiver.received.length === 1 ? 503 : 200));
  });

  after(async () => {
    await receiver.stop();
    await db.dropDatabase();
  });

  it('delivers a retry that was pending when the worker stopped once a new worker starts', async () => {
    const config = harness().config;
    // Retries are due 30 s after the failure; a clock 25 s behind makes this one due 5 s after the real failure,
    // time enough to stop the first worker before it could run the retry itself.
    const clock: Clock = { now: () => new Date(Date.now() - 25_000) };
    const webhooks = new WebhooksService({
      subscriptions: new WebhookSubscriptionsRepository(db),
      deliveries: new WebhookDeliveriesRepository(db),
      secrets: new SecretBox(config.dataEncryptionKey),
      targets: webhookTargetPolicy(config),
      clock,
    });
    const subscription = await webhooks.create('acc_restart', {
      url: `${receiver.url}/restart`,
      events: ['credit.granted'],
    });

    const firstWorker = await startWorkerProcess(db, clock);
    await new OutboxRepository(db).append(
      eventRecord(
        'credit.granted',
        { accountId: 'acc_restart', credits: 1 },
        { audience: ['acc_restart'], now: clock.now() },
      ),
    );
    const failed = await waitForDelivery(db, (delivery) => delivery.attempts.length === 1);
    await firstWorker.stop();
    const stoppedAt = new Date();
    expect(failed.status).to.equal('retrying');
    expect(failed.attempts[0]?.responseStatus).to.equal(503);
    const pendingJob = await db.collection('agenda_jobs').findOne({ name: 'deliver-webhook', 'data.attempt': 2 });
    expect(pendingJob?.nextRunAt.getTime(), 'the retry was still pending when the worker stopped').to.be.above(
      stoppedAt.getTime(),
    );
    expect(receiver.received).to.have.length(1);

    const secondWorker = await startWorkerProcess(db, clock);
    try {
      const [, retried] = await receiver.waitFor(2, '/restart', 15_000);
      expect(retried!.receivedAt.getTime()).to.be.above(stoppedAt.getTime());
      const delivered = await waitForDelivery(db, (delivery) => delivery.status === 'succeeded');
      expect(delivered.attempts.map((log) => log.responseStatus)).to.deep.equal([503, 200]);
      expect(delivered.subscriptionId).to.equal(subscription.id);
    } finally {
      await secondWorker.stop();
    }
  });
});
