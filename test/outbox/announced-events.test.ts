import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { decodeTime } from 'ulid';
import { ANNOUNCING_COLLECTIONS } from '../../services/core/outbox/announced-events.ts';
import { AnnouncedEventsSweep } from '../../services/core/outbox/announced-events-sweep.ts';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import type { RelayPoint } from '../../services/core/outbox/event-relay.ts';
import { positionAt, SETTLE_MS } from '../../services/core/outbox/outbox-cursor.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { keyedId } from '../../shared/ids.ts';
import { declaredIndexes } from '../budget/command-recorder.ts';
import { eventually } from '../indexer/fixtures.ts';
import { okStep, registerParties, type Parties } from '../deals/fixtures.ts';
import type { Core } from '../../services/core/index.ts';
import { aBid, postJob } from '../jobs/fixtures.ts';
import { postRequest } from '../requests/fixtures.ts';
import { createListing } from '../listings/fixtures.ts';
import { createAdmin, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { invoke, principalOf, relayStoppingCore } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { publishedEvents } from '../support/published-events.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { subscribe } from '../webhooks/support.ts';

const db = (): Db => harness().mongo.db;

/**
 * A sweep as a process restarted past the sweep's lag would run it, under a checkpoint of its own that stood at
 * `since` (before the write the test made): the suites share a database, so a sweep from the beginning of time would
 * also meet every other test's documents.
 */
async function sweepAfterRestart(since: Date): Promise<number> {
  const checkpoints = new OutboxCheckpointsRepository(db());
  const name = `test-sweep-${randomUUID()}`;
  const position = positionAt(since);
  await checkpoints.save(name, { position, sweptFrom: position, open: [] }, since);
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

/** The key of the one event a document carries: the id its write made. */
async function announcedKey(collection: string, id: string): Promise<string> {
  const document = await db()
    .collection(collection)
    .findOne({ _id: id as never });
  expect(document?.announcedEvents, `the events the document of ${collection} carries`).to.have.length(1);
  return document!.announcedEvents[0]._id as string;
}

async function published(key: string): Promise<Array<{ _id: string; key: string; event: string }>> {
  return (await db().collection('outbox').find({ key }).toArray()) as never;
}

function dealBody(parties: Parties) {
  return { counterpartyId: parties.seller.id, title: 'Announced deal', amount: 1200, currency: 'EUR' as const };
}

/** An operation that changes one document and announces one event: who hears it, and the call in a given core. */
interface AnnouncingOperation {
  operation: 'createDeal' | 'createBid' | 'createAnswer' | 'createReview' | 'grantCredits';
  collection: string;
  event: string;
  setup(): Promise<{ listener: TestAccount; act(core: Core): Promise<{ id: string }> }>;
}

const operations: AnnouncingOperation[] = [
  {
    operation: 'createDeal',
    collection: 'deals',
    event: 'deal.created',
    async setup() {
      const parties = await registerParties();
      const principal = await principalOf(parties.buyer.token);
      const act = async (core: Core) =>
        (await invoke(core, 'createDeal', principal, { body: dealBody(parties) })).result;
      return { listener: parties.seller, act };
    },
  },
  {
    operation: 'createBid',
    collection: 'bids',
    event: 'bid.placed',
    async setup() {
      const owner = await registerAccount('announced-bid-owner');
      const job = await postJob(owner);
      const principal = await principalOf((await registerAccount('announced-bidder')).token);
      const act = async (core: Core) =>
        (await invoke(core, 'createBid', principal, { params: { id: job.id }, body: { ...aBid, currency: 'EUR' } }))
          .result;
      return { listener: owner, act };
    },
  },
  {
    operation: 'createAnswer',
    collection: 'answers',
    event: 'request.answered',
    async setup() {
      const author = await registerAccount('announced-request-author');
      const request = await postRequest(author);
      const principal = await principalOf((await registerAccount('announced-adviser')).token);
      const body = { kind: 'advice' as const, body: 'Check the washer first.' };
      const act = async (core: Core) =>
        (await invoke(core, 'createAnswer', principal, { params: { id: request.id }, body })).result;
      return { listener: author, act };
    },
  },
  {
    operation: 'createReview',
    collection: 'reviews',
    event: 'listing.reviewed',
    async setup() {
      const provider = await registerProvider('announced-review-provider');
      const listing = await createListing(provider);
      const principal = await principalOf((await registerAccount('announced-reviewer')).token);
      const act = async (core: Core) =>
        (await invoke(core, 'createReview', principal, { params: { id: listing.id }, body: { rating: 4 } })).result;
      return { listener: provider, act };
    },
  },
  {
    operation: 'grantCredits',
    collection: 'credit_ledger',
    event: 'credit.granted',
    async setup() {
      const account = await registerAccount('announced-grantee');
      const principal = await principalOf((await createAdmin('announced-granter')).token);
      const body = { accountId: account.id, credits: 5, reason: 'announced grant' };
      const act = async (core: Core) => (await invoke(core, 'grantCredits', principal, { body })).result;
      return { listener: account, act };
    },
  },
];

describe('announced events: a single-document write carries its event, published by the relay or the sweep', () => {
  let receiver: Receiver;
  before(async () => {
    receiver = await startReceiver();
  });
  after(() => receiver.stop());

  for (const { operation, collection, event, setup } of operations) {
    for (const point of ['publishing', 'published'] as RelayPoint[]) {
      it(`${operation}: publishes ${event} exactly once after a stop of the relay at ${point}, under the id its write made`, async () => {
        const { listener, act } = await setup();
        const path = `/${operation}-${point}`;
        await subscribe(listener, `${receiver.url}${path}`, [event]);
        const core = relayStoppingCore(point);
        const since = new Date();
        const written = await act(core);
        await core.relay.drain();
        const key = await announcedKey(collection, written.id);
        expect(await published(key), 'records before the restart').to.have.length(point === 'publishing' ? 0 : 1);

        const before = await db()
          .collection(collection)
          .findOne({ _id: written.id as never });
        expect(await sweepAfterRestart(since), 'events the first sweep published').to.equal(
          point === 'publishing' ? 1 : 0,
        );
        expect(await sweepAfterRestart(since), 'events a second sweep published').to.equal(0);
        const after = await db()
          .collection(collection)
          .findOne({ _id: written.id as never });
        expect(after, 'the document, which neither the relay nor the sweep writes').to.deep.equal(before);
        const records = await published(key);
        expect(records.map((record) => record.event)).to.deep.equal([event]);
        expect(records[0]!._id, 'the record takes its place in the outbox when appended').to.not.equal(key);
        expect(decodeTime(records[0]!._id.slice('obx_'.length)), 'the time of the append').to.be.at.least(
          decodeTime(key.slice('obx_'.length)),
        );

        const [delivery] = await receiver.waitFor(1, path);
        expect(JSON.parse(delivery!.rawBody).event).to.equal(event);
        // A delivery is stored after its POST is answered: the receiver may have it a moment before the store does.
        const storedDeliveries = () => db().collection('webhook_deliveries').countDocuments({ eventId: key });
        await eventually(async () => (await storedDeliveries()) > 0, 'the delivery is stored');
        expect(await storedDeliveries(), 'deliveries of the event').to.equal(1);
        expect(receiver.received.filter((received) => received.path === path)).to.have.length(1);
      });
    }
  }

  it('finds an event whose relay appended it long after its write, and publishes it no more', async () => {
    const { act } = await operations[0]!.setup();
    const core = relayStoppingCore('publishing');
    const since = new Date();
    const written = await act(core);
    await core.relay.drain();
    const [announced] = (await db()
      .collection('deals')
      .findOne({ _id: written.id as never }))!.announcedEvents as EventRecord[];
    const madeAt = decodeTime(announced!._id.slice('obx_'.length));
    const appendedLate = {
      ...announced!,
      key: announced!._id,
      _id: keyedId('obx', randomUUID(), new Date(madeAt + 60_000)),
    };
    await db().collection<EventRecord>('outbox').insertOne(appendedLate);
    expect(await sweepAfterRestart(since), 'events the sweep published').to.equal(0);
    expect(await published(announced!._id)).to.have.length(1);
  });

  it('sweeps every collection that declares the index of announced events, and only those', () => {
    const declaring = declaredIndexes()
      .filter((index) => index.name === 'announced_at')
      .map((index) => index.collection);
    expect([...new Set(declaring)].sort()).to.deep.equal([...ANNOUNCING_COLLECTIONS].sort());
  });

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
      const key = await announcedKey('deals', dealId);
      expect(await publishedEvents({ key }), 'deal.created records').to.have.length(1);
      const statusChanged = await db()
        .collection('outbox')
        .countDocuments({ event: 'deal.status_changed', 'payload.deal.id': dealId, 'payload.to': 'proposed' });
      expect(statusChanged, 'deal.status_changed records').to.equal(1);
    }
  });
});
