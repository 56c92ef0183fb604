import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { registerCoreMetrics } from '../../services/core/core-metrics.ts';
import { EMBEDDING_DUE_COUNT_CAP } from '../../services/core/listings/listings.repository.ts';
import { LEASES_COLLECTION } from '../../services/core/outbox/consumer-lease.ts';
import { coreRepositories } from '../../services/core/index.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { sampleValue } from '../support/prometheus.ts';
import { harness } from '../support/root-hooks.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

function outboxRecord(id: string, kind: string, createdAt: Date) {
  return { _id: id, key: id, kind, createdAt };
}

function checkpoint(consumer: string) {
  return { _id: consumer, position: '', sweptFrom: '', open: [], updatedAt: NOW };
}

function leaseTerm(consumer: string, owner: string, expiresAt: Date) {
  return { _id: `${consumer}:000000000001`, consumer, term: 1, owner, expiresAt };
}

describe('core metrics: the gauges read when scraped', function () {
  this.timeout(30_000);
  let mongo: MongoConnection;
  let db: Db;
  let metrics: Metrics;

  before(async () => {
    mongo = await connectMongo(harness().servers.mongodbUrl, `test_metrics_${randomBytes(4).toString('hex')}`);
    db = mongo.db;
    metrics = new Metrics('core');
    registerCoreMetrics(metrics, { db, repositories: coreRepositories(db), clock: { now: () => NOW } });
  });

  after(async () => {
    await db?.dropDatabase();
    await mongo?.client.close();
  });

  const scrape = async () => (await metrics.exposition()).body;

  it("regression: counts as a consumer's lag only the outbox records of the kinds it reads, and moves with the outbox", async () => {
    await db
      .collection('outbox_checkpoints')
      .insertMany([checkpoint('indexer'), checkpoint('webhook-dispatcher'), checkpoint('reindex:hold')] as never[]);
    await db
      .collection(LEASES_COLLECTION)
      .insertMany([
        leaseTerm('webhook-dispatcher', 'worker-a', new Date(NOW.getTime() + 60_000)),
        leaseTerm('indexer', 'indexer-b', secondsAgo(1)),
      ] as never[]);
    await db
      .collection('outbox')
      .insertMany([
        outboxRecord('obx_001', 'listing.changed', secondsAgo(90)),
        outboxRecord('obx_002', 'event', secondsAgo(30)),
        outboxRecord('obx_003', 'listing.changed', secondsAgo(10)),
      ] as never[]);
    let text = await scrape();
    expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'indexer' })).to.equal(2);
    expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'webhook-dispatcher' })).to.equal(1);
    expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'reindex:hold' })).to.equal(undefined);
    expect(sampleValue(text, 'marketplace_outbox_oldest_pending_age_seconds', { consumer: 'indexer' })).to.equal(90);
    expect(
      sampleValue(text, 'marketplace_outbox_oldest_pending_age_seconds', { consumer: 'webhook-dispatcher' }),
    ).to.equal(30);
    expect(
      sampleValue(text, 'marketplace_outbox_lease_holder', { consumer: 'webhook-dispatcher', owner: 'worker-a' }),
    ).to.equal(1);
    expect(sampleValue(text, 'marketplace_outbox_lease_holder', { consumer: 'indexer' })).to.equal(undefined);

    await db.collection('outbox_checkpoints').updateOne({ _id: 'indexer' as never }, { $set: { position: 'obx_001' } });
    await db.collection('outbox').insertOne(outboxRecord('obx_004', 'event', secondsAgo(5)) as never);
    text = await scrape();
    expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'indexer' })).to.equal(1);
    expect(sampleValue(text, 'marketplace_outbox_oldest_pending_age_seconds', { consumer: 'indexer' })).to.equal(10);
    expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'webhook-dispatcher' })).to.equal(2);
  });

  it('counts webhook deliveries by status and the listings still without their vector', async () => {
    await db.collection('webhook_deliveries').insertMany([
      { _id: 'whd_1', status: 'pending' },
      { _id: 'whd_2', status: 'pending' },
      { _id: 'whd_3', status: 'retrying' },
      { _id: 'whd_4', status: 'succeeded' },
    ] as never[]);
    await db
      .collection('listings')
      .insertMany([
        { _id: 'lst_1', embeddingDueSince: new Date() },
        { _id: 'lst_2' },
        { _id: 'lst_3', embeddingDueSince: new Date(0) },
      ] as never[]);
    const text = await scrape();
    expect(sampleValue(text, 'marketplace_webhook_deliveries', { status: 'pending' })).to.equal(2);
    expect(sampleValue(text, 'marketplace_webhook_deliveries', { status: 'retrying' })).to.equal(1);
    expect(sampleValue(text, 'marketplace_webhook_deliveries', { status: 'failed' })).to.equal(0);
    expect(sampleValue(text, 'marketplace_listings_without_vectors')).to.equal(2);
  });

  it('regression: counts due listings up to the cap, so a million due are not all read at every scrape', async () => {
    const due = Array.from({ length: EMBEDDING_DUE_COUNT_CAP + 5 }, (_, i) => ({
      _id: `lst_due_${i}`,
      embeddingDueSince: new Date(0),
    }));
    await db.collection('listings').insertMany(due as never[]);
    expect(sampleValue(await scrape(), 'marketplace_listings_without_vectors')).to.equal(EMBEDDING_DUE_COUNT_CAP);
  });

  it("counts a consumer's lag and the deliveries of a status up to the cap, so a backlog is not all read at every scrape", async () => {
    const capped = await connectMongo(harness().servers.mongodbUrl, `test_metrics_${randomBytes(4).toString('hex')}`);
    try {
      const cappedMetrics = new Metrics('core');
      const repositories = coreRepositories(capped.db);
      registerCoreMetrics(cappedMetrics, { db: capped.db, repositories, clock: { now: () => NOW }, countCap: 3 });
      await capped.db.collection('outbox_checkpoints').insertOne(checkpoint('webhook-dispatcher') as never);
      await capped.db
        .collection('outbox')
        .insertMany(
          Array.from({ length: 5 }, (_, i) => outboxRecord(`obx_00${i}`, 'event', secondsAgo(60 - i))) as never[],
        );
      await capped.db
        .collection('webhook_deliveries')
        .insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: `whd_${i}`, status: 'failed' })) as never[]);
      const text = (await cappedMetrics.exposition()).body;
      expect(sampleValue(text, 'marketplace_outbox_lag_records', { consumer: 'webhook-dispatcher' })).to.equal(3);
      expect(
        sampleValue(text, 'marketplace_outbox_oldest_pending_age_seconds', { consumer: 'webhook-dispatcher' }),
      ).to.equal(60);
      expect(sampleValue(text, 'marketplace_webhook_deliveries', { status: 'failed' })).to.equal(3);
      expect(text).to.include('counted up to 3');
    } finally {
      await capped.db.dropDatabase();
      await capped.client.close();
    }
  });
});
