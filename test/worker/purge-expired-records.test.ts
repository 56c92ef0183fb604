import { expect } from 'chai';
import { createLogger } from '../../shared/logger.ts';
import { IdempotencyRepository } from '../../services/gateway/idempotency/idempotency.repository.ts';
import { LoginFailuresRepository } from '../../services/core/accounts/login-failures.repository.ts';
import { claimDeadlinesOn } from '../../services/core/claims/claim-deadlines.ts';
import { agendaJobScheduler } from '../../services/worker/job-scheduler.ts';
import { createWebhookDeliverer } from '../../services/worker/jobs/deliver-webhook.ts';
import { runJob } from '../../services/worker/worker.ts';
import { harness } from '../support/root-hooks.ts';

const HOUR = 3600_000;

describe('worker: purge-expired-records', () => {
  it('is scheduled in Agenda as a recurring job', async () => {
    const job = await harness().mongo.db.collection('agenda_jobs').findOne({ name: 'purge-expired-records' });
    expect(job, 'the worker schedules the purge at start').to.not.equal(null);
    expect(job?.repeatInterval).to.equal('1 hour');
    expect(job?.nextRunAt).to.be.instanceOf(Date);
  });

  it('keeps idempotency records for 24 hours and deletes them after', async () => {
    const db = harness().mongo.db;
    const records = new IdempotencyRepository(db);
    const loginFailures = new LoginFailuresRepository(db);
    const principalId = `acc_purge_${Date.now()}`;
    const createdAt = new Date(Date.now() - 10 * 24 * HOUR);
    const store = async (key: string, now: Date) => {
      const claim = await records.claim({ principalId, key, fingerprint: 'f', now, ttlSeconds: 24 * 3600 });
      if (claim.kind !== 'claimed') throw new Error(`expected a fresh claim, got ${claim.kind}`);
      await records.complete(claim.recordId, { status: 201, headers: {}, body: Buffer.from('{}') });
    };
    const stored = () => db.collection('idempotency_records').countDocuments({ principalId });
    await store('old', createdAt);
    await store('fresh', new Date(createdAt.getTime() + 2 * 24 * HOUR));

    const runAt = (offsetHours: number) => ({ now: () => new Date(createdAt.getTime() + offsetHours * HOUR) });
    const deps = (offsetHours: number) => ({
      db,
      logger: createLogger('silent', 'test'),
      purge: { idempotencyRecords: records, loginFailures, loginWindowSeconds: 900, clock: runAt(offsetHours) },
      webhooks: createWebhookDeliverer({ db, config: harness().config, clock: runAt(offsetHours), scheduler: agendaJobScheduler(db) }),
      claims: claimDeadlinesOn(db, agendaJobScheduler(db), runAt(offsetHours)),
    });

    await runJob({ kind: 'purge-expired-records' }, deps(23));
    expect(await stored(), 'both kept within 24 h').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, deps(25));
    expect(await stored(), 'the old one is gone after 24 h, the younger one stays').to.equal(1);
  });
});
