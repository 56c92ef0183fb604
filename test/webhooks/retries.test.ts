import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import type { DeliveryDocument } from '../../services/core/webhooks/types.ts';
import { runJob } from '../../services/worker/worker.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { emitCreditGranted, subscribe } from './support.ts';
import { insertPendingDelivery, storedDelivery, workerDeps } from './worker-deps.ts';

const db = () => harness().mongo.db;

function scheduledAttempt(deliveryId: string, attempt: number) {
  return db()
    .collection('agenda_jobs')
    .findOne({ name: 'deliver-webhook', 'data.deliveryId': deliveryId, 'data.attempt': attempt });
}

async function deliveryOf(subscriptionId: string, attempts: number): Promise<DeliveryDocument> {
  for (let tries = 0; tries < 150; tries += 1) {
    const delivery = await db().collection<DeliveryDocument>('webhook_deliveries').findOne({ subscriptionId });
    if (delivery && delivery.attempts.length >= attempts) return delivery;
    await pause(100);
  }
  throw new Error(`no delivery of ${subscriptionId} with ${attempts} attempts`);
}

describe('webhooks: retries', () => {
  let receiver: Receiver;

  before(async () => {
    receiver = await startReceiver((delivery) => (delivery.path.startsWith('/fail') ? 500 : 200));
  });

  after(() => receiver.stop());

  it('retries a non-2xx delivery after exactly 30 s, 5 min, 30 min, 2 h and 8 h as persisted jobs, then marks it failed', async () => {
    const account = await registerAccount('webhook-retry');
    const { id: webhookId } = await subscribe(account, `${receiver.url}/fail`);
    await emitCreditGranted(account);

    // Attempt 1 runs in the composed system on the real clock; its retry is a persisted Agenda job.
    const first = await deliveryOf(webhookId, 1);
    const seenFailedAt = Date.now();
    const firstLog = first.attempts[0]!;
    expect(firstLog).to.include({ attempt: 1, responseStatus: 500, error: null });
    const second = await scheduledAttempt(first._id, 2);
    expect(second?.nextRunAt).to.be.instanceOf(Date);
    expect(second?.nextRunAt.getTime()).to.equal(firstLog.nextAttemptAt?.getTime());
    // 30 s after the attempt ended: after it started, and no later than 30 s after the test saw it had failed.
    expect(second!.nextRunAt.getTime() - firstLog.startedAt.getTime()).to.be.at.least(30_000);
    expect(second!.nextRunAt.getTime()).to.be.at.most(seenFailedAt + 30_000);

    // Attempts 2 to 6 run on a clock standing at each job's nextRunAt, so each offset is exact to the millisecond.
    const clock = new SettableClock(second!.nextRunAt);
    const deps = workerDeps(db(), clock, harness().config);
    const expectedOffsets = [300_000, 1_800_000, 7_200_000, 28_800_000];
    let runAt: Date = second!.nextRunAt;
    for (const [index, offset] of expectedOffsets.entries()) {
      const attempt = index + 2;
      clock.set(runAt);
      await runJob({ kind: 'deliver-webhook', deliveryId: first._id, attempt }, deps);
      const next = await scheduledAttempt(first._id, attempt + 1);
      expect(next?.nextRunAt.getTime() - runAt.getTime(), `offset after attempt ${attempt}`).to.equal(offset);
      const log = (await storedDelivery(db(), first._id))!.attempts[attempt - 1];
      expect(log).to.deep.include({ attempt, responseStatus: 500, startedAt: runAt, nextAttemptAt: next?.nextRunAt });
      runAt = next!.nextRunAt;
    }
    clock.set(runAt);
    await runJob({ kind: 'deliver-webhook', deliveryId: first._id, attempt: 6 }, deps);
    expect(await scheduledAttempt(first._id, 7), 'no seventh attempt').to.equal(null);

    const stored = (await storedDelivery(db(), first._id))!;
    expect(stored.status).to.equal('failed');
    expect(stored.attempts.map((log) => log.attempt)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(stored.attempts[5]?.nextAttemptAt).to.equal(null);
    expect(receiver.received.filter((delivery) => delivery.path === '/fail')).to.have.length(6);

    const listed = await call('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: account.token });
    expect(listed.body.result[0]).to.deep.include({
      status: 'failed',
      attempt: 6,
      responseStatus: 500,
      nextAttemptAt: null,
    });
    expect(
      listed.body.result[0].attempts.map((log: { nextAttemptAt: string | null }) => log.nextAttemptAt),
    ).to.deep.equal(stored.attempts.map((log) => log.nextAttemptAt?.toISOString() ?? null));
  });

  it('sends an attempt once even when its job runs twice', async () => {
    const account = await registerAccount('webhook-twice');
    const { id } = await subscribe(account, `${receiver.url}/fail-twice`, ['deal.created']);
    const deliveryId = await insertPendingDelivery(db(), { id, accountId: account.id });
    const deps = workerDeps(db(), new SettableClock(new Date(Date.now() + 86_400_000)), harness().config);
    await Promise.all([1, 2, 3].map(() => runJob({ kind: 'deliver-webhook', deliveryId, attempt: 1 }, deps)));
    expect(receiver.received.filter((delivery) => delivery.path === '/fail-twice')).to.have.length(1);
    expect((await storedDelivery(db(), deliveryId))?.attempts).to.have.length(1);
  });

  it('logs a timeout as a failed attempt and schedules the retry', async () => {
    const slow = await startReceiver(async () => {
      await pause(1500);
      return 200;
    });
    try {
      const account = await registerAccount('webhook-timeout');
      const { id } = await subscribe(account, `${slow.url}/slow`, ['deal.created']);
      const deliveryId = await insertPendingDelivery(db(), { id, accountId: account.id });
      const config = { ...harness().config, webhooks: { ...harness().config.webhooks, timeoutMs: 200 } };
      const failedAt = new Date(Date.now() + 86_400_000);
      await runJob(
        { kind: 'deliver-webhook', deliveryId, attempt: 1 },
        workerDeps(db(), new SettableClock(failedAt), config),
      );
      const stored = (await storedDelivery(db(), deliveryId))!;
      expect(stored.status).to.equal('retrying');
      expect(stored.attempts[0]).to.include({ responseStatus: null, error: 'timeout' });
      expect(stored.attempts[0]?.durationMs).to.be.below(1500);
      expect((await scheduledAttempt(deliveryId, 2))?.nextRunAt.getTime()).to.equal(failedAt.getTime() + 30_000);
    } finally {
      await slow.stop();
    }
  });

  /** The first attempt of a delivery to `origin` + `path`, subscribed while allow-listed, made once nothing is. */
  async function firstAttemptOnceNothingIsAllowListed(origin: string, path: string) {
    const account = await registerAccount('webhook-rebind');
    const { id } = await subscribe(account, `${origin}${path}`, ['deal.created']);
    const deliveryId = await insertPendingDelivery(db(), { id, accountId: account.id });
    const config = { ...harness().config, webhooks: { ...harness().config.webhooks, allowedPrivateHosts: [] } };
    await runJob(
      { kind: 'deliver-webhook', deliveryId, attempt: 1 },
      workerDeps(db(), new SettableClock(new Date(Date.now() + 86_400_000)), config),
    );
    return (await storedDelivery(db(), deliveryId))!.attempts[0];
  }

  it('re-checks the target at delivery time and refuses a private address that is no longer allow-listed', async () => {
    const attempt = await firstAttemptOnceNothingIsAllowListed(receiver.url, '/rebound');
    expect(attempt?.responseStatus).to.equal(null);
    expect(attempt?.error).to.match(/127\.0\.0\.1 is not a public address/);
    expect(receiver.received.filter((delivery) => delivery.path === '/rebound')).to.have.length(0);
  });

  it('re-checks a named target as the delivery dials it, and refuses a name resolving to a private address no longer allow-listed', async () => {
    const named = receiver.url.replace('127.0.0.1', 'localhost');
    const attempt = await firstAttemptOnceNothingIsAllowListed(named, '/rebound-name');
    expect(attempt?.responseStatus).to.equal(null);
    expect(attempt?.error).to.match(/localhost resolves to an address that is not public/);
    expect(receiver.received.filter((delivery) => delivery.path === '/rebound-name')).to.have.length(0);
  });

  it('logs a scheduled attempt of a disabled subscription as failed, unsent, with no further retry', async () => {
    const account = await registerAccount('webhook-disabled');
    const { id } = await subscribe(account, `${receiver.url}/disabled-pending`, ['deal.created']);
    const deliveryId = await insertPendingDelivery(db(), { id, accountId: account.id });
    await call('PATCH', `/v1/webhooks/${id}`, { token: account.token, body: { enabled: false } });
    await runJob(
      { kind: 'deliver-webhook', deliveryId, attempt: 1 },
      workerDeps(db(), new SettableClock(new Date(Date.now() + 86_400_000)), harness().config),
    );
    const stored = (await storedDelivery(db(), deliveryId))!;
    expect(stored.status).to.equal('failed');
    expect(stored.attempts[0]).to.include({
      responseStatus: null,
      error: 'subscription disabled',
      nextAttemptAt: null,
    });
    expect(await scheduledAttempt(deliveryId, 2)).to.equal(null);
    expect(receiver.received.filter((delivery) => delivery.path === '/disabled-pending')).to.have.length(0);
  });

  it('drops the pending retries of a deleted subscription', async () => {
    const account = await registerAccount('webhook-drop');
    const { id: webhookId } = await subscribe(account, `${receiver.url}/fail-deleted`);
    await emitCreditGranted(account);
    const first = await deliveryOf(webhookId, 1);
    expect(await scheduledAttempt(first._id, 2)).to.not.equal(null);
    expect((await call('DELETE', `/v1/webhooks/${webhookId}`, { token: account.token })).status).to.equal(200);
    const deps = workerDeps(db(), new SettableClock(first.attempts[0]!.nextAttemptAt!), harness().config);
    await runJob({ kind: 'deliver-webhook', deliveryId: first._id, attempt: 2 }, deps);
    expect(receiver.received.filter((delivery) => delivery.path === '/fail-deleted')).to.have.length(1);
    expect(await storedDelivery(db(), first._id)).to.equal(null);
  });
});
