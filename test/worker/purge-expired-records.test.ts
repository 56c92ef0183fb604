import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { IndexerOutbox, type IndexedRecord } from '../../indexer/indexer-outbox.ts';
import { IdempotencyRepository } from '../../services/gateway/idempotency/idempotency.repository.ts';
import { RecheckLeasesRepository } from '../../services/core/domains/recheck-leases.repository.ts';
import { SubmissionsRepository } from '../../services/core/moderation/submissions.repository.ts';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import { OUTBOX_APPENDERS_COLLECTION } from '../../services/core/outbox/outbox-appenders.ts';
import {
  ABANDONED_HOLD_MS,
  OUTBOX_CONSUMERS,
  PROCESSED_RETENTION_MS,
  pruneOutbox,
} from '../../services/core/outbox/outbox-pruning.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { eventRecord, listingChanged } from '../../services/core/outbox/types.ts';
import { runJob } from '../../services/worker/worker.ts';
import { harness } from '../support/root-hooks.ts';
import { workerDeps } from '../webhooks/worker-deps.ts';

const HOUR = 3600_000;

describe('worker: purge-expired-records', function () {
  // Each run purges every kind of expired record across the suite's whole database.
  this.timeout(120_000);

  it('is scheduled in Agenda as a recurring job', async () => {
    const job = await harness().mongo.db.collection('agenda_jobs').findOne({ name: 'purge-expired-records' });
    expect(job, 'the worker schedules the purge at start').to.not.equal(null);
    expect(job?.repeatInterval).to.equal('1 hour');
    expect(job?.nextRunAt).to.be.instanceOf(Date);
  });

  it('keeps idempotency records for 24 hours and deletes them after', async () => {
    const db = harness().mongo.db;
    const records = new IdempotencyRepository(db);
    const principalId = `acc_purge_${Date.now()}`;
    const createdAt = new Date(Date.now() - 10 * 24 * HOUR);
    const store = async (key: string, now: Date) => {
      const claim = await records.claim({
        principalId,
        operationId: 'createRequest',
        key,
        fingerprint: 'f',
        now,
        ttlSeconds: 24 * 3600,
      });
      if (claim.kind !== 'claimed') throw new Error(`expected a fresh claim, got ${claim.kind}`);
      await records.complete(claim.recordId, { status: 201, headers: {}, body: Buffer.from('{}') });
    };
    const stored = () => db.collection('idempotency_records').countDocuments({ principalId });
    await store('old', createdAt);
    await store('fresh', new Date(createdAt.getTime() + 2 * 24 * HOUR));

    const runAt = (offsetHours: number) => ({ now: () => new Date(createdAt.getTime() + offsetHours * HOUR) });
    const deps = (offsetHours: number) => workerDeps(db, runAt(offsetHours), harness().config);

    await runJob({ kind: 'purge-expired-records' }, deps(23));
    expect(await stored(), 'both kept within 24 h').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, deps(25));
    expect(await stored(), 'the old one is gone after 24 h, the younger one stays').to.equal(1);
  });

  it('deletes outbox records every consumer passed once the retention ran out, never open or set-aside ones, and finished attempt claims after a day', async () => {
    const db = harness().mongo.client.db(`test_outbox_prune_${randomBytes(4).toString('hex')}`);
    const outbox = new OutboxRepository(db);
    await outbox.ensureIndexes();
    const appended = [
      listingChanged('lst_prune_a', new Date()),
      eventRecord('credit.granted', { credits: 1 }, { audience: ['acc_prune'], now: new Date() }),
      listingChanged('lst_prune_b', new Date()),
    ];
    for (const record of appended) await outbox.append(record);
    await db
      .collection<IndexedRecord>('outbox')
      .insertOne({ ...listingChanged('lst_prune_refused', new Date()), attempts: 5, failedAt: new Date() });
    // Ids made within the same millisecond are ordered by their random part.
    const ids = appended.map((record) => record._id).sort();
    const last = ids.at(-1)!;
    const checkpoints = new OutboxCheckpointsRepository(db);
    const stored = async () =>
      (await db.collection<IndexedRecord>('outbox').find({}).sort({ _id: 1 }).toArray()).map((record) => record._id);
    const everything = await stored();
    const pastRetention = new Date(Date.now() + PROCESSED_RETENTION_MS + 60_000);
    const deps = { outbox, checkpoints };
    try {
      await checkpoints.save(OUTBOX_CONSUMERS.indexer, { position: last, sweptFrom: last, open: [] }, new Date());
      expect(await pruneOutbox(deps, pastRetention), 'nothing goes before every consumer has a checkpoint').to.equal(0);

      await checkpoints.save(
        OUTBOX_CONSUMERS.webhookDispatcher,
        { position: last, sweptFrom: last, open: [ids[1]!] },
        new Date(),
      );
      expect(await pruneOutbox(deps, new Date()), 'nothing goes within the retention').to.equal(0);
      expect(await pruneOutbox(deps, pastRetention), 'only what lies before the open event goes').to.equal(1);
      expect(await stored()).to.deep.equal(everything.filter((id) => id !== ids[0]));

      await checkpoints.save(
        OUTBOX_CONSUMERS.webhookDispatcher,
        { position: last, sweptFrom: last, open: [] },
        new Date(),
      );
      const job = workerDeps(db, { now: () => pastRetention }, harness().config);
      await runJob({ kind: 'purge-expired-records' }, job);
      expect(
        await stored(),
        'the records before both sweptFrom positions went; the set-aside record stays',
      ).to.have.members([last, everything.find((id) => !ids.includes(id))!]);
    } finally {
      await db.dropDatabase();
    }
  });

  it('keeps the outbox records a reindex holds until it releases them, unless it was abandoned a day ago', async () => {
    const db = harness().mongo.client.db(`test_outbox_hold_${randomBytes(4).toString('hex')}`);
    const outbox = new OutboxRepository(db);
    await outbox.ensureIndexes();
    const appended = [listingChanged('lst_hold_a', new Date()), listingChanged('lst_hold_b', new Date())];
    for (const record of appended) await outbox.append(record);
    const last = appended
      .map((record) => record._id)
      .sort()
      .at(-1)!;
    const checkpoints = new OutboxCheckpointsRepository(db);
    for (const consumer of Object.values(OUTBOX_CONSUMERS))
      await checkpoints.save(consumer, { position: last, sweptFrom: last, open: [] }, new Date());
    const reindex = new IndexerOutbox(db);
    const deps = { outbox, checkpoints };
    try {
      const hold = await reindex.holdChangesSince(new Date(Date.now() - 60_000), 'listings-v1', new Date());
      expect(
        await pruneOutbox(deps, new Date(Date.now() + PROCESSED_RETENTION_MS + 60_000)),
        'held by the running reindex',
      ).to.equal(0);
      expect(
        await pruneOutbox(deps, new Date(Date.now() + ABANDONED_HOLD_MS + 60_000)),
        'an abandoned hold holds nothing',
      ).to.equal(1);
      expect(
        (await db.collection<IndexedRecord>('outbox').find({}).toArray()).map((record) => record._id),
      ).to.deep.equal([last]);
      await reindex.releaseHold(hold);
      expect((await checkpoints.all()).map((checkpoint) => checkpoint._id)).to.have.members(
        Object.values(OUTBOX_CONSUMERS),
      );
    } finally {
      await db.dropDatabase();
    }
  });

  it('deletes finished attempt claims a day after they finished, unfinished ones never', async () => {
    const db = harness().mongo.db;
    const processedAt = new Date(Date.now() - 30 * 24 * HOUR);
    const claims = db.collection<{ _id: string; finishedAt: Date | null }>('webhook_attempt_claims');
    await claims.insertMany([
      { _id: `dlv_purge_${Date.now()}#1`, finishedAt: processedAt },
      { _id: `dlv_purge_${Date.now()}#2`, finishedAt: null },
    ]);
    const runAt = (hoursAfter: number) =>
      workerDeps(db, { now: () => new Date(processedAt.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(23));
    expect(await claims.countDocuments({ _id: { $regex: '^dlv_purge_' } })).to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, runAt(25));
    expect(await claims.countDocuments({ _id: { $regex: '^dlv_purge_' } }), 'the unfinished claim stays').to.equal(1);
  });

  it('forgets notices and feedback counted against rate limits a day after they were made', async () => {
    const db = harness().mongo.db;
    const submissions = new SubmissionsRepository(db);
    const key = `purge-${Date.now()}`;
    const madeAt = new Date(Date.now() - 10 * 24 * HOUR);
    await submissions.record(key, madeAt);
    await submissions.record(key, new Date(madeAt.getTime() + 2 * HOUR));
    const counted = () => db.collection('moderation_submissions').countDocuments({ key });
    const runAt = (hoursAfter: number) =>
      workerDeps(db, { now: () => new Date(madeAt.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(23));
    expect(await counted(), 'both counted within a day').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, runAt(25));
    expect(await counted(), 'the older one is forgotten').to.equal(1);
  });

  it('forgets domain re-check leases a day after they were taken', async () => {
    const db = harness().mongo.db;
    const leases = new RecheckLeasesRepository(db);
    const claimId = `dom_purge_${randomBytes(4).toString('hex')}`;
    const takenAt = new Date(Date.now() - 10 * 24 * HOUR);
    expect(await leases.take(claimId, takenAt, takenAt)).to.equal(true);
    expect(
      await leases.take(claimId, new Date(takenAt.getTime() + 2 * HOUR), new Date(takenAt.getTime() + 2 * HOUR)),
    ).to.equal(true);
    const held = () =>
      db.collection<{ _id: string }>('domain_recheck_leases').countDocuments({ _id: { $regex: `^${claimId}@` } });
    const runAt = (hoursAfter: number) =>
      workerDeps(db, { now: () => new Date(takenAt.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(23));
    expect(await held(), 'both kept within a day').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, runAt(25));
    expect(await held(), 'the older one is forgotten').to.equal(1);
  });

  it('forgets the registration of an outbox appender an hour after it ended', async () => {
    const db = harness().mongo.db;
    const appenders = db.collection<{ _id: string; until: Date }>(OUTBOX_APPENDERS_COLLECTION);
    const ended = new Date(Date.now() - 10 * 24 * HOUR);
    const name = `process-purge-${randomBytes(4).toString('hex')}`;
    await appenders.insertOne({ _id: name, until: ended });
    const runAt = (hoursAfter: number) =>
      workerDeps(db, { now: () => new Date(ended.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(0.9));
    expect(await appenders.countDocuments({ _id: name }), 'within the hour').to.equal(1);
    await runJob({ kind: 'purge-expired-records' }, runAt(1.1));
    expect(await appenders.countDocuments({ _id: name }), 'after it').to.equal(0);
  });
});
