import type { Db } from 'mongodb';
import type { Metrics } from '../observability/metrics.ts';
import { JOB_KINDS } from './job-data.ts';
import { AGENDA_COLLECTION } from './job-scheduler.ts';

/**
 * Agenda's jobs by kind: due and waiting for a worker, and locked by one (running, or left by a worker that died
 * until its lock expires). Each count leads with the job's name, as Agenda's own index on the collection does.
 */
export function registerJobMetrics(metrics: Metrics, db: Db, now: () => Date): void {
  const jobs = db.collection(AGENDA_COLLECTION);
  const perKind = (filter: () => Record<string, unknown>) => async () =>
    Promise.all(
      JOB_KINDS.map(async (job) => ({ labels: { job }, value: await jobs.countDocuments({ name: job, ...filter() }) })),
    );
  metrics.gaugeOnScrape(
    'marketplace_agenda_jobs_due',
    'Agenda jobs whose time has come and that no worker has locked yet, by job kind',
    ['job'],
    perKind(() => ({ nextRunAt: { $lte: now() }, lockedAt: null, disabled: { $ne: true } })),
  );
  metrics.gaugeOnScrape(
    'marketplace_agenda_jobs_locked',
    'Agenda jobs locked by a worker, by job kind',
    ['job'],
    perKind(() => ({ lockedAt: { $ne: null } })),
  );
}
