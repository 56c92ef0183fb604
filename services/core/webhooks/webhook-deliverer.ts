import { performance } from 'node:perf_hooks';
import type { Clock } from '../../../shared/clock.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import { spanEnd, spanStart } from '../../../shared/observability/span-timings.ts';
import type { DeliveryTimings } from './delivery-timings.ts';
import { FirstAttemptRecorder } from './first-attempt-recorder.ts';
import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import { nextAttemptAt } from './retry-schedule.ts';
import type { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { OpenedSecrets } from './opened-secrets.ts';
import { DeliveryBodies } from './delivery-bodies.ts';
import { signatureHeader } from './signature.ts';
import type { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';
import type { AttemptLog, DeliveryDocument, DeliveryStatus, SubscriptionDocument } from './types.ts';
import type { SendResult, WebhookSender } from './webhook-sender.ts';

export interface WebhookDelivererDeps {
  deliveries: WebhookDeliveriesRepository;
  subscriptions: Pick<WebhookSubscriptionsRepository, 'findById'>;
  secrets: SecretBox;
  sender: Pick<WebhookSender, 'post'>;
  scheduler: JobScheduler;
  clock: Clock;
  timeoutMs: number;
  /** Times the parts of each attempt (bench:webhooks); nothing is timed without it. */
  timings?: DeliveryTimings;
}

/** A claim older than the delivery timeout plus this margin belongs to a worker that died mid-attempt. */
const STALE_CLAIM_MARGIN_MS = 60_000;

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/** An attempt whose POST was answered (or failed), not logged yet. */
interface Posted {
  attempt: number;
  startedAt: Date;
  result: SendResult;
  durationMs: number;
  endedAt: Date;
}

/** Runs one attempt of a delivery and, when it fails, schedules the next one as a persisted job. */
export class WebhookDeliverer {
  private readonly firstAttempts: FirstAttemptRecorder;
  private readonly secrets: OpenedSecrets;
  private readonly bodies = new DeliveryBodies();

  constructor(private readonly deps: WebhookDelivererDeps) {
    this.firstAttempts = new FirstAttemptRecorder(deps.deliveries, deps.timings);
    this.secrets = new OpenedSecrets(deps.secrets);
  }

  /**
   * An attempt as a job runs it: reads the delivery and its subscription and claims the attempt, so a duplicated
   * job, or a dispatcher taking over a fan-out, sends it once.
   */
  async attempt(deliveryId: string, attempt: number): Promise<AttemptOutcome> {
    const delivery = await this.deps.deliveries.findById(deliveryId);
    if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return 'skipped';
    // A deleted subscription took its deliveries with it; this only covers the instants in between.
    const subscription = await this.deps.subscriptions.findById(delivery.subscriptionId);
    if (!subscription) return 'skipped';
    const claimedAt = this.deps.clock.now();
    const staleBefore = new Date(claimedAt.getTime() - this.deps.timeoutMs - STALE_CLAIM_MARGIN_MS);
    if ((await this.deps.deliveries.claimAttempt(deliveryId, attempt, claimedAt, staleBefore)) !== 'claimed')
      return 'skipped';
    return this.conclude(delivery, subscription, await this.post(delivery, subscription, attempt), true);
  }

  /**
   * The first attempt of a delivery the dispatcher planned, with what it read for the fan-out: no read, no claim
   * (the dispatcher holds the lease and its checkpoint names the events in flight). Resolves once the POST is
   * answered, so the caller may start another while `stored` settles: the delivery inserted with its attempt logged
   * (grouped with other first attempts' in one insertMany), after a retry job only when it failed.
   */
  async firstAttempt(
    delivery: DeliveryDocument,
    subscription: SubscriptionDocument,
  ): Promise<{ stored: Promise<AttemptOutcome> }> {
    const posted = await this.post(delivery, subscription, 1);
    return { stored: this.conclude(delivery, subscription, posted, false) };
  }

  private async post(delivery: DeliveryDocument, subscription: SubscriptionDocument, attempt: number): Promise<Posted> {
    const startedAt = this.deps.clock.now();
    const started = performance.now();
    const result = await this.send(subscription, delivery, startedAt);
    const durationMs = Math.round(performance.now() - started);
    return { attempt, startedAt, result, durationMs, endedAt: this.deps.clock.now() };
  }

  /** Schedules the retry of a failed attempt, then logs the attempt. */
  private async conclude(
    delivery: DeliveryDocument,
    subscription: SubscriptionDocument,
    { attempt, startedAt, result, durationMs, endedAt }: Posted,
    claimed: boolean,
  ): Promise<AttemptOutcome> {
    const succeeded = result.responseStatus !== null && result.responseStatus >= 200 && result.responseStatus < 300;
    const next = succeeded || !subscription.enabled ? null : nextAttemptAt(attempt, endedAt);
    // Scheduled before the attempt is logged: a crash in between repeats the attempt rather than losing the retry.
    if (next)
      await this.deps.scheduler.schedule(next, {
        kind: 'deliver-webhook',
        deliveryId: delivery._id,
        attempt: attempt + 1,
      });
    const status: DeliveryStatus = succeeded ? 'succeeded' : next ? 'retrying' : 'failed';
    const log: AttemptLog = { attempt, startedAt, ...result, durationMs, nextAttemptAt: next };
    const storing = spanStart(this.deps.timings);
    if (claimed) await this.deps.deliveries.recordAttempt(delivery._id, log, status, endedAt);
    else await this.firstAttempts.record({ ...delivery, status, attempts: [log] });
    spanEnd(this.deps.timings, 'store', storing);
    return status;
  }

  /** POSTs the signed delivery; a disabled subscription or an unreadable secret fails the attempt unsent. */
  private async send(
    subscription: SubscriptionDocument,
    delivery: DeliveryDocument,
    sentAt: Date,
  ): Promise<SendResult> {
    if (!subscription.enabled) return { responseStatus: null, error: 'subscription disabled' };
    const { timings } = this.deps;
    let startedAt = spanStart(timings);
    const secret = this.secrets.of(subscription._id, subscription.secret);
    spanEnd(timings, 'secret', startedAt);
    if (secret === null)
      return {
        responseStatus: null,
        error: 'signing secret unreadable (DATA_ENCRYPTION_KEY changed?); rotate the secret',
      };
    startedAt = spanStart(timings);
    const body = this.bodies.of(delivery.event, delivery.payload, sentAt);
    spanEnd(timings, 'body', startedAt);
    startedAt = spanStart(timings);
    const signature = signatureHeader(secret, body, sentAt);
    spanEnd(timings, 'signing', startedAt);
    startedAt = spanStart(timings);
    const result = await this.deps.sender.post(subscription.url, body, signature);
    spanEnd(timings, 'post', startedAt);
    return result;
  }
}
