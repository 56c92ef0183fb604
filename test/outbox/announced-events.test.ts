import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { AnnouncedEventsSweep } from '../../services/core/outbox/announced-events-sweep.ts';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import type { RelayPoint } from '../../services/core/outbox/event-relay.ts';
import { SETTLE_MS } from '../../services/core/outbox/outbox-cursor.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { okStep, registerParties, type Parties } from '../deals/fixtures.ts';
import { invoke, principalOf, relayStoppingCore } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { subscribe } from '../webhooks/support.ts';

const db = (): Db => harness().mongo.db;

/** A sweep as a process restarted past the sweep's lag would run it, under a checkpoint of its own. */
async function sweepAfterRestart(): Promise<number> {
  const checkpoints = new OutboxCheckpointsRepository(db());
  const name = `test-sweep-${randomUUID()}`;
  const later = { now: () => new Date(Date.now() + SETTLE_MS + 1_000) };
  const sweep = new AnnouncedEventsSweep({
    db: db(),
    checkpoints,
    outbox: new OutboxRepository(db()),
    clock: later,
    name,
  });
  try {
    return await sweep.sweep();
  } finally {
    await checkpoints.remove(name);
  }
}

/** The key of the `deal.created` a deal carries: the id its write made. */
async function announcedKey(dealId: string): Promise<string> {
  const deal = await db()
    .collection('deals')
    .findOne({ _id: dealId as never });
  expect(deal?.announcedEvents, 'the events the deal carries').to.have.length(1);
  return deal!.announcedEvents[0]._id as string;
}

async function published(key: string): Promise<Array<{ _id: string; key: string; event: string }>> {
  return (await db().collection('outbox').find({ key }).toArray()) as never;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function dealBody(parties: Parties) {
  return { counterpartyId: parties.seller.id, title: 'Announced deal', amount: 1200, currency: 'EUR' as const };
}

describe('announced events: a single-document write carries its event, published by the relay or the sweep', () => {
  let receiver: Receiver;
  before(async () => {
    receiver = await startReceiver();
  });
  after(() => receiver.stop());

  for (const point of ['publishing', 'published'] as RelayPoint[]) {
    it(`publishes deal.created exactly once after a stop of the relay at ${point}, under the id its write made`, async () => {
      const parties = await registerParties();
      await subscribe(parties.seller, `${receiver.url}/${point}`, ['deal.created']);
      const core = relayStoppingCore(point);
      const created = await invoke(core, 'createDeal', await principalOf(parties.buyer.token), {
        body: dealBody(parties),
      });
      await core.relay.drain();
      const key = await announcedKey(created.result.id);
      expect(await published(key), 'records before the restart').to.have.length(point === 'publishing' ? 0 : 1);

      expect(await sweepAfterRestart(), 'events the first sweep published').to.equal(point === 'publishing' ? 1 : 0);
      expect(await sweepAfterRestart(), 'events a second sweep published').to.equal(0);
      const records = await published(key);
      expect(records.map((record) => record.event)).to.deep.equal(['deal.created']);
      expect(records[0]!._id > key, 'the record takes its place in the outbox when appended').to.equal(true);

      const [delivery] = await receiver.waitFor(1, `/${point}`);
      const body = JSON.parse(delivery!.rawBody);
      expect([body.event, body.payload.deal.id]).to.deep.equal(['deal.created', created.result.id]);
      const stored = await db().collection('webhook_deliveries').countDocuments({ eventId: key });
      expect(stored, 'deliveries of the event').to.equal(1);
      expect(receiver.received.filter((received) => received.path === `/${point}`)).to.have.length(1);
    });
  }

  it('keeps both a deal and the change its owner makes at once, and announces each once', async () => {
    const parties = await registerParties();
    const proposed = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const created = await call('POST', '/v1/deals', { token: parties.buyer.token, body: dealBody(parties) });
        expect(created.status, created.text).to.equal(201);
        await okStep(parties.buyer.token, created.body.result.id, 'propose');
        return created.body.result.id as string;
      }),
    );
    for (const dealId of proposed) {
      const deal = await db()
        .collection('deals')
        .findOne({ _id: dealId as never });
      expect(deal).to.include({ status: 'proposed', version: 1 });
      const key = await announcedKey(dealId);
      const records = await until(
        `deal.created of ${dealId}`,
        () => published(key),
        (found) => found.length > 0,
      );
      expect(records, 'deal.created records').to.have.length(1);
      const statusChanged = await db()
        .collection('outbox')
        .countDocuments({ event: 'deal.status_changed', 'payload.deal.id': dealId, 'payload.to': 'proposed' });
      expect(statusChanged, 'deal.status_changed records').to.equal(1);
    }
  });
});
