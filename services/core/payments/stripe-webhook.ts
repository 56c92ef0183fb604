import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { Logger } from '../../../shared/logger.ts';
import { defineWorkflow, type WorkflowEngine } from '../workflows/index.ts';
import { eventNotAppliedYet, stripeWebhookNotConfigured } from './errors.ts';
import type { ProcessorEvent, ProcessorEventRegistry } from './processor-events.ts';
import { translateStripeEvent } from './stripe-event-translation.ts';
import { verifiedStripeEvent } from './stripe-event-verification.ts';

export interface StripeWebhookDeps {
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET); null refuses every delivery. */
  secret: string | null;
  processorEvents: Pick<ProcessorEventRegistry, 'dispatch'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
  logger: Logger;
}

/** The OpenAPI `StripeWebhookReceipt`: what became of one delivery. */
export interface StripeWebhookReceipt {
  eventId: string;
  type: string;
  outcome: 'processed' | 'refused' | 'ignored' | 'in_progress';
  duplicate: boolean;
  reason: string | null;
}

interface StripeEventInput {
  event: ProcessorEvent;
  /** Names the delivery that recorded the event: a later delivery of the same event finds another and is a duplicate. */
  delivery: string;
}

interface StripeEventResult {
  delivery: string;
  /** The message of the subject's refusal, when its domain refused the event for good. */
  refusal: string | null;
}

/**
 * Stripe's deliveries to `POST /v1/payments/stripe/webhook`: each is verified over its raw body, translated into
 * a ProcessorEvent and dispatched to its subject's domain as the workflow `stripe-event:<event id>`, so an event
 * delivered again (or concurrently) is applied once, and one whose delivery stopped is finished by recovery.
 */
export class StripeWebhook {
  readonly workflow = defineWorkflow(
    'stripe-event',
    async (steps, input: StripeEventInput): Promise<StripeEventResult> => {
      const refusal = await steps.do('dispatch', () => this.dispatch(input.event));
      return { delivery: input.delivery, refusal };
    },
  );

  constructor(private readonly deps: StripeWebhookDeps) {
    deps.workflows.register(this.workflow);
  }

  async receive(rawBody: string, signature: string | undefined): Promise<StripeWebhookReceipt> {
    if (!this.deps.secret) throw stripeWebhookNotConfigured();
    const stripeEvent = verifiedStripeEvent(rawBody, signature, this.deps.secret, this.deps.clock.now());
    const receipt = { eventId: stripeEvent.id, type: stripeEvent.type };
    const translation = translateStripeEvent(stripeEvent);
    if (translation.kind === 'ignored') {
      this.deps.logger.info({ ...receipt, reason: translation.reason }, 'stripe event ignored');
      return { ...receipt, outcome: 'ignored', duplicate: false, reason: translation.reason };
    }
    const delivery = randomUUID();
    try {
      const result = await this.deps.workflows.run(this.workflow, `stripe-event:${stripeEvent.id}`, {
        event: translation.event,
        delivery,
      });
      const duplicate = result.delivery !== delivery;
      if (result.refusal) return { ...receipt, outcome: 'refused', duplicate, reason: result.refusal };
      return { ...receipt, outcome: 'processed', duplicate, reason: null };
    } catch (error) {
      if (error instanceof AppError && error.slug === 'operation_in_progress')
        return { ...receipt, outcome: 'in_progress', duplicate: true, reason: null };
      this.deps.logger.warn({ ...receipt, err: error }, 'stripe event not applied yet; Stripe delivers it again');
      throw eventNotAppliedYet();
    }
  }

  /** Hands the event to its subject's domain; a refusal for good (a 4xx) is the event's outcome, not a failure to retry. */
  private async dispatch(event: ProcessorEvent): Promise<string | null> {
    try {
      await this.deps.processorEvents.dispatch(event);
      return null;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      this.deps.logger.warn(
        { eventId: event.eventId, subject: event.subject, slug: error.slug },
        'stripe event refused by its subject',
      );
      return error.message;
    }
  }
}
