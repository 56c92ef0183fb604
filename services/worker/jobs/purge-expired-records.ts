import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import {
  DomainRequestsRepository,
  LoginFailuresRepository,
  OutboxAppendersRepository,
  OutboxCheckpointsRepository,
  OutboxRepository,
  pruneOutbox,
  purgeExpiredSignInRecords,
  RecheckLeasesRepository,
  signInRepositories,
  SubmissionsRepository,
  WebhookDeliveriesRepository,
  WorkflowsRepository,
} from '../../core/for-roles.ts';
import { IdempotencyRepository } from '../../gateway/for-roles.ts';

/** A finished attempt claim only guards against a duplicated job of that attempt, which runs within minutes. */
const FINISHED_ATTEMPT_CLAIM_RETENTION_MS = 24 * 3600_000;

/** Notices and feedback are counted within at most a day (the longest MODERATION_LIMIT_WINDOW_SECONDS allowed). */
const COUNTED_SUBMISSION_RETENTION_MS = 24 * 3600_000;

/** Domain claims are counted within a day and checks within an hour. */
const COUNTED_DOMAIN_REQUEST_RETENTION_MS = 24 * 3600_000;

/** A re-check lease only guards the runs of that due time, which start within minutes of each other. */
const RECHECK_LEASE_RETENTION_MS = 24 * 3600_000;

/** A registration of an outbox appender matters to cursors for a minute after it ran out (see OutboxCursor.late). */
const ENDED_APPENDER_RETENTION_MS = 3600_000;

/** A finished workflow answers a retry of its intent (e.g. a redelivered Stripe event) this long, then goes. */
const FINISHED_WORKFLOW_RETENTION_MS = 7 * 24 * 3600_000;

export interface PurgeDeps {
  idempotencyRecords: IdempotencyRepository;
  loginFailures: LoginFailuresRepository;
  outbox: OutboxRepository;
  outboxAppenders: OutboxAppendersRepository;
  outboxCheckpoints: OutboxCheckpointsRepository;
  webhookDeliveries: WebhookDeliveriesRepository;
  workflows: WorkflowsRepository;
  signIn: ReturnType<typeof signInRepositories>;
  moderationSubmissions: SubmissionsRepository;
  domainRequests: DomainRequestsRepository;
  recheckLeases: RecheckLeasesRepository;
  loginWindowSeconds: number;
  clock: Clock;
}

export function purgeDeps(db: Db, settings: { loginWindowSeconds: number; clock: Clock }): PurgeDeps {
  return {
    idempotencyRecords: new IdempotencyRepository(db),
    loginFailures: new LoginFailuresRepository(db),
    outbox: new OutboxRepository(db),
    outboxAppenders: new OutboxAppendersRepository(db),
    outboxCheckpoints: new OutboxCheckpointsRepository(db),
    webhookDeliveries: new WebhookDeliveriesRepository(db),
    workflows: new WorkflowsRepository(db),
    signIn: signInRepositories(db),
    moderationSubmissions: new SubmissionsRepository(db),
    domainRequests: new DomainRequestsRepository(db),
    recheckLeases: new RecheckLeasesRepository(db),
    ...settings,
  };
}

export interface Purged {
  idempotencyRecords: number;
  loginFailures: number;
  processedOutboxRecords: number;
  endedOutboxAppenders: number;
  finishedAttemptClaims: number;
  finishedWorkflows: number;
  expiredSignInRecords: number;
  countedSubmissions: number;
  countedDomainRequests: number;
  recheckLeases: number;
}

/**
 * Deletes what has outlived its use (no TTL indexes on FerretDB): idempotency records past their expiry, sign-in
 * failures outside the throttle window, outbox records every consumer passed (see pruneOutbox; the webhook
 * dispatcher prunes them every minute too) and the registrations of outbox appenders that ended an hour ago, finished webhook attempt claims and
 * workflows finished a week ago, expired magic links, social sign-in attempts and spent sign-in secrets, and the
 * notices, feedback, domain claims and checks counted against rate limits and domain re-check leases a day ago.
 * Records the indexer set aside stay.
 */
export async function purgeExpiredRecords(deps: PurgeDeps): Promise<Purged> {
  const now = deps.clock.now().getTime();
  return {
    idempotencyRecords: await deps.idempotencyRecords.purgeExpired(new Date(now)),
    loginFailures: await deps.loginFailures.purgeOlderThan(new Date(now - deps.loginWindowSeconds * 1000)),
    processedOutboxRecords: await pruneOutbox(
      { outbox: deps.outbox, checkpoints: deps.outboxCheckpoints },
      new Date(now),
    ),
    endedOutboxAppenders: await deps.outboxAppenders.purgeEndedBefore(new Date(now - ENDED_APPENDER_RETENTION_MS)),
    finishedAttemptClaims: await deps.webhookDeliveries.purgeFinishedClaimsBefore(
      new Date(now - FINISHED_ATTEMPT_CLAIM_RETENTION_MS),
    ),
    finishedWorkflows: await deps.workflows.purgeFinishedBefore(new Date(now - FINISHED_WORKFLOW_RETENTION_MS)),
    expiredSignInRecords: await purgeExpiredSignInRecords(deps.signIn, new Date(now)),
    countedSubmissions: await deps.moderationSubmissions.purgeOlderThan(
      new Date(now - COUNTED_SUBMISSION_RETENTION_MS),
    ),
    countedDomainRequests: await deps.domainRequests.purgeOlderThan(
      new Date(now - COUNTED_DOMAIN_REQUEST_RETENTION_MS),
    ),
    recheckLeases: await deps.recheckLeases.purgeOlderThan(new Date(now - RECHECK_LEASE_RETENTION_MS)),
  };
}
