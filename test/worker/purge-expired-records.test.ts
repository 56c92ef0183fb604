import { expect } from 'chai';
import { IdempotencyRepository } from '../../services/gateway/idempotency/idempotency.repository.ts';
import { SubmissionsRepository } from '../../services/core/moderation/submissions.repository.ts';
import { eventRecord, listingChanged, type OutboxRecord } from '../../services/core/outbox/types.ts';
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
      const claim = await records.claim({ principalId, operationId: 'createRequest', key, fingerprint: 'f', now, ttlSeconds: 24 * 3600 });
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

  it('deletes outbox records a week after they were processed and finished attempt claims after a day, nothing pending', async () => {
    const db = harness().mongo.db;
    const processedAt = new Date(Date.now() - 30 * 24 * HOUR);
    const indexed = { ...listingChanged(`lst_purge_${Date.now()}`, processedAt), indexedAt: processedAt };
    const dispatched = { ...eventRecord('credit.granted', { credits: 1 }, { audience: ['acc_purge'], now: processedAt }), deliveredAt: processedAt };
    const pending = eventRecord('credit.granted', { credits: 2 }, { audience: ['acc_purge'], now: processedAt });
    const outbox = db.collection<OutboxRecord>('outbox');
    await outbox.insertMany([indexed, dispatched, pending]);
    const claims = db.collection<{ _id: string; finishedAt: Date | null }>('webhook_attempt_claims');
    await claims.insertMany([
      { _id: `dlv_purge_${Date.now()}#1`, finishedAt: processedAt },
      { _id: `dlv_purge_${Date.now()}#2`, finishedAt: null },
    ]);
    const ids = [indexed._id, dispatched._id, pending._id];
    const runAt = (hoursAfter: number) => workerDeps(db, { now: () => new Date(processedAt.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(23));
    expect(await outbox.countDocuments({ _id: { $in: ids } }), 'all kept within a day').to.equal(3);
    expect(await claims.countDocuments({ _id: { $regex: '^dlv_purge_' } })).to.equal(2);

    await runJob({ kind: 'purge-expired-records' }, runAt(25));
    expect(await claims.countDocuments({ _id: { $regex: '^dlv_purge_' } }), 'the unfinished claim stays').to.equal(1);
    expect(await outbox.countDocuments({ _id: { $in: ids } }), 'processed records kept within a week').to.equal(3);

    await runJob({ kind: 'purge-expired-records' }, runAt(7 * 24 + 1));
    const left = await outbox.find({ _id: { $in: ids } }).toArray();
    expect(left.map((record) => record._id), 'only the event not dispatched a week earlier stays').to.deep.equal([pending._id]);
  });

  it('forgets notices and feedback counted against rate limits a day after they were made', async () => {
    const db = harness().mongo.db;
    const submissions = new SubmissionsRepository(db);
    const key = `purge-${Date.now()}`;
    const madeAt = new Date(Date.now() - 10 * 24 * HOUR);
    await submissions.record(key, madeAt);
    await submissions.record(key, new Date(madeAt.getTime() + 2 * HOUR));
    const counted = () => db.collection('moderation_submissions').countDocuments({ key });
    const runAt = (hoursAfter: number) => workerDeps(db, { now: () => new Date(madeAt.getTime() + hoursAfter * HOUR) }, harness().config);

    await runJob({ kind: 'purge-expired-records' }, runAt(23));
    expect(await counted(), 'both counted within a day').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, runAt(25));
    expect(await counted(), 'the older one is forgotten').to.equal(1);
  });
});
