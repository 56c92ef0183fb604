import { Agenda, type Job, type JobDefinition } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from '../../shared/logger.ts';
import type { DomainRechecks, FeedSources, WebhookDeliverer, WorkflowEngine } from '../core/for-roles.ts';
import { agendaBackend } from '../../shared/jobs/job-scheduler.ts';
import { enforceClaimDecisionDeadline, type ClaimDeadlineDeps } from './jobs/claim-decision-deadline.ts';
import { JOB_KINDS, type JobData } from '../../shared/jobs/job-data.ts';
import { purgeExpiredRecords, type PurgeDeps } from './jobs/purge-expired-records.ts';

export interface WorkerDeps {
  db: Db;
  logger: Logger;
  purge: PurgeDeps;
  webhooks: Pick<WebhookDeliverer, 'attempt' | 'firstAttempt'>;
  claims: ClaimDeadlineDeps;
  workflows: Pick<WorkflowEngine, 'resumeStalled'>;
  feedSources: Pick<FeedSources, 'syncDue'>;
  domains: Pick<DomainRechecks, 'recheckDue'>;
  listingVectors: {
    embedDue(run: { keepAlive: () => Promise<unknown> }): Promise<{ embedded: number; due: number }>;
  };
}

const PURGE_EVERY = '1 hour';

/** How often the recovery job looks for workflows whose runner stopped; a runner is presumed dead after a minute. */
const RESUME_WORKFLOWS_EVERY = '30 seconds';

/** How often the scheduler looks for feed sources whose sync is due (feed intervals are 15 minutes or more). */
const SYNC_FEEDS_EVERY = '1 minute';

/** How often verified domains whose re-check is due (DOMAIN_RECHECK_INTERVAL_SECONDS after the last) are checked. */
const RECHECK_DOMAINS_EVERY = '5 minutes';

/** How often listings written while the embedding server was unavailable are embedded (a batch at a time). */
const EMBED_DUE_LISTINGS_EVERY = '30 seconds';

/**
 * How often Agenda looks for due jobs (each look is a query per job kind): webhook first attempts do not wait for it
 * (the dispatcher makes them), retries come 30 s and more after a failure, and the recurring jobs every 30 s or more.
 */
const PROCESS_EVERY = '5 seconds';

/**
 * Webhook attempts come in bursts (one per subscription of an event): a bounded lock batch keeps each lock
 * within its lifetime, and finished one-off attempt jobs are removed, since each lock query scans the collection.
 */
const JOB_OPTIONS: Partial<Record<JobData['kind'], Partial<JobDefinition>>> = {
  'deliver-webhook': { concurrency: 10, lockLimit: 20, removeOnComplete: true },
};

/**
 * Agenda checks a running job's lock every lockLifetime / 2 in a timer that outlives stop(); jobs here finish
 * in well under a second or touch their lock as they go (embed-due-listings), so a short lifetime keeps shutdown quick.
 */
const LOCK_LIFETIME_MS = 20_000;

/** Runs one scheduled job to completion; the switch ends in an exhaustiveness check. */
/** Runs one job; `keepAlive` tells the scheduler that a long one is still running (Agenda's `touch`). */
export async function runJob(
  data: JobData,
  deps: WorkerDeps,
  keepAlive: () => Promise<unknown> = async () => {},
): Promise<void> {
  switch (data.kind) {
    case 'purge-expired-records': {
      const purged = await purgeExpiredRecords(deps.purge);
      deps.logger.info({ job: data.kind, purged }, 'purged expired records');
      return;
    }
    case 'deliver-webhook': {
      const outcome = await deps.webhooks.attempt(data.deliveryId, data.attempt);
      deps.logger.debug(
        { job: data.kind, deliveryId: data.deliveryId, attempt: data.attempt, outcome },
        'webhook attempt',
      );
      return;
    }
    case 'claim-decision-deadline': {
      const outcome = await enforceClaimDecisionDeadline(data.claimId, deps.claims);
      deps.logger.info({ job: data.kind, claimId: data.claimId, outcome }, 'claim decision deadline');
      return;
    }
    case 'resume-workflows': {
      const outcomes = await deps.workflows.resumeStalled();
      if (Object.keys(outcomes).length > 0) deps.logger.info({ job: data.kind, outcomes }, 'resumed stalled workflows');
      return;
    }
    case 'sync-feed-sources': {
      const outcome = await deps.feedSources.syncDue();
      if (outcome.synced + outcome.running > 0)
        deps.logger.info({ job: data.kind, ...outcome }, 'synced due feed sources');
      return;
    }
    case 'recheck-domains': {
      const outcome = await deps.domains.recheckDue();
      if (outcome.checked > 0) deps.logger.info({ job: data.kind, ...outcome }, 're-checked verified domains');
      return;
    }
    case 'embed-due-listings': {
      const outcome = await deps.listingVectors.embedDue({ keepAlive });
      if (outcome.embedded + outcome.due > 0) deps.logger.info({ job: data.kind, ...outcome }, 'embedded due listings');
      return;
    }
    default: {
      const unknown: never = data;
      throw new Error(`unknown job ${JSON.stringify(unknown)}`);
    }
  }
}

/** Agenda on MongoDB: defines every job kind, schedules the recurring ones and starts processing. */
export async function startWorker(deps: WorkerDeps): Promise<Agenda> {
  const agenda = new Agenda({ backend: agendaBackend(deps.db), processEvery: PROCESS_EVERY });
  for (const kind of JOB_KINDS) {
    agenda.define(kind, (job: Job<JobData>) => runJob(job.attrs.data, deps, () => job.touch()), {
      lockLifetime: LOCK_LIFETIME_MS,
      ...JOB_OPTIONS[kind],
    });
  }
  agenda.on('error', (error: unknown) => deps.logger.error({ err: error }, 'agenda error'));
  await agenda.start();
  await agenda.every(PURGE_EVERY, 'purge-expired-records', { kind: 'purge-expired-records' } satisfies JobData);
  await agenda.every(RESUME_WORKFLOWS_EVERY, 'resume-workflows', { kind: 'resume-workflows' } satisfies JobData);
  await agenda.every(SYNC_FEEDS_EVERY, 'sync-feed-sources', { kind: 'sync-feed-sources' } satisfies JobData);
  await agenda.every(RECHECK_DOMAINS_EVERY, 'recheck-domains', { kind: 'recheck-domains' } satisfies JobData);
  await agenda.every(EMBED_DUE_LISTINGS_EVERY, 'embed-due-listings', { kind: 'embed-due-listings' } satisfies JobData);
  return agenda;
}
