import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import {
  CHECKPOINTS_COLLECTION,
  OutboxCheckpointsRepository,
} from '../../services/core/outbox/checkpoints.repository.ts';
import { consumerLease } from '../../services/core/outbox/consumer-lease.ts';
import { databaseTime } from '../../shared/term-lease.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

const LEASE_MS = 15_000;
const state = (position: string) => ({ position, sweptFrom: '', open: [] });

describe('outbox consumer lease: one holder per term, checkpoint saves fenced by term', function () {
  this.timeout(30_000);
  let mongo: MongoConnection;
  let db: Db;
  let checkpoints: OutboxCheckpointsRepository;
  const clock = new SettableClock(new Date('2026-11-28T12:00:00Z'));
  const consumer = 'indexer';
  const lease = (owner: string) =>
    consumerLease({ db, consumer, owner, leaseMs: LEASE_MS, now: async () => clock.now() });

  beforeEach(async () => {
    mongo = await connectMongo(harness().servers.mongodbUrl, `test_lease_${randomBytes(4).toString('hex')}`);
    db = mongo.db;
    checkpoints = new OutboxCheckpointsRepository(db);
  });

  afterEach(async () => {
    await db?.dropDatabase();
    await mongo?.client.close();
  });

  it("judges expiry by the database's time", async () => {
    const before = Date.now();
    const now = await databaseTime(db);
    expect(now).to.be.instanceOf(Date);
    // The database runs on this machine: its clock and this process's agree to well within a lease.
    expect(Math.abs(now.getTime() - before)).to.be.below(LEASE_MS);
  });

  it('lets a second process take the lease only once the holder stopped renewing, in the next term', async () => {
    const first = lease('first');
    const second = lease('second');
    expect(await first.hold()).to.equal(1);
    expect(await second.hold()).to.equal(null);
    clock.advance(LEASE_MS - 1);
    expect(await first.hold()).to.equal(1);
    clock.advance(LEASE_MS - 1);
    expect(await second.hold()).to.equal(null);
    clock.advance(2);
    expect(await second.hold()).to.equal(2);
    expect(await first.hold()).to.equal(null);
    await second.release();
    expect(await first.hold()).to.equal(3);
  });

  it("refuses a stale holder's checkpoint save once a later term took the lease", async () => {
    const stale = lease('stale');
    const successor = lease('successor');
    const staleTerm = (await stale.hold())!;
    expect(await checkpoints.save(consumer, state('obx_1'), clock.now(), staleTerm)).to.equal(true);
    clock.advance(LEASE_MS + 1);
    const term = (await successor.hold())!;
    expect(term).to.equal(staleTerm + 1);

    expect(await checkpoints.save(consumer, state('obx_9'), clock.now(), staleTerm)).to.equal(false);
    expect(await checkpoints.load(consumer)).to.deep.equal(state('obx_1'));
    expect(await checkpoints.save(consumer, state('obx_2'), clock.now(), term)).to.equal(true);
    const saved = await db.collection(CHECKPOINTS_COLLECTION).findOne({ _id: consumer as never });
    expect(saved).to.deep.include({ position: 'obx_2', term });
  });
});
