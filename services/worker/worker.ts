import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from '../../shared/logger.ts';
import { agendaBackend } from './job-scheduler.ts';
import type { JobData } from './jobs/job-data.ts';
import { purgeExpiredRecords, type PurgeDeps } from './jobs/purge-expired-records.ts';

export interface WorkerDeps {
  db: Db;
  logger: Logger;
  purge: PurgeDeps;
}

const PURGE_EVERY = '1 hour';

/**
 * Agenda checks a running job's lock every lockLifetime / 2 in a timer that outlives stop(); jobs here finish
 * in well under a second, so a short lifetime keeps shutdown quick.
 */
const LOCK_LIFETIME_MS = 20_000;

/** Runs one scheduled job to completion; the switch ends in an exhaustiveness check. */
export async function runJob(data: JobData, deps: WorkerDeps): Promise<void> {
  switch (data.kind) {
    case 'purge-expired-records': {
      const purged = await purgeExpiredRecords(deps.purge);
      deps.logger.info({ job: data.kind, purged }, 'purged expired records');
      return;
    }
    default: {
      const unknown: never = data.kind;
      throw new Error(`unknown job kind ${String(unknown)}`);
    }
  }
}

/** Agenda on MongoDB: defines every job kind, schedules the recurring ones and starts processing. */
export async function startWorker(deps: WorkerDeps): Promise<Agenda> {
  const agenda = new Agenda({ backend: agendaBackend(deps.db), processEvery: '5 seconds' });
  const kinds: JobData['kind'][] = ['purge-expired-records'];
  for (const kind of kinds) {
    agenda.define(kind, (job: Job<JobData>) => runJob(job.attrs.data, deps), { lockLifetime: LOCK_LIFETIME_MS });
  }
  agenda.on('error', (error: unknown) => deps.logger.error({ err: error }, 'agenda error'));
  await agenda.start();
  await agenda.every(PURGE_EVERY, 'purge-expired-records', { kind: 'purge-expired-records' } satisfies JobData);
  return agenda;
}
