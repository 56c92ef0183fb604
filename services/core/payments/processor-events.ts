import type { NextAction, PaymentSubject } from './payment-processor.ts';

/**
 * An outcome the processor reports after the call that started it answered `pending` or `requires_action`
 * (or a later failure of money that had moved), translated from the processor's own event (Stripe's
 * `payment_intent.*`, `charge.refund.updated`, `transfer.reversed`). `reference` is the processor's id of the
 * movement, as the synchronous call recorded it; `eventId` the processor's event id.
 */
export type ProcessorEvent =
  | { type: 'payment.succeeded'; eventId: string; subject: PaymentSubject; reference: string }
  | { type: 'payment.failed'; eventId: string; subject: PaymentSubject; reference: string; reason: string }
  | {
      type: 'payment.requires_action';
      eventId: string;
      subject: PaymentSubject;
      reference: string;
      nextAction: NextAction;
    }
  | { type: 'refund.failed'; eventId: string; subject: PaymentSubject; reference: string; reason: string }
  | { type: 'transfer.failed'; eventId: string; subject: PaymentSubject; reference: string; reason: string };

/**
 * How the domain that owns a subject kind learns of processor events. Called as a step of the event's
 * workflow (deduplicated by event id), and again after a crash until it succeeds: it must be idempotent, and
 * must ignore an event whose `reference` is not the movement it currently waits for.
 */
export type ProcessorEventHandler = (event: ProcessorEvent) => Promise<void>;

export interface ProcessorEvents {
  on(kind: PaymentSubject['kind'], handler: ProcessorEventHandler): void;
}

/** The handlers of every subject kind, registered by the domains at boot; the Stripe webhook dispatches through it. */
export class ProcessorEventRegistry implements ProcessorEvents {
  private readonly handlers = new Map<PaymentSubject['kind'], ProcessorEventHandler>();

  on(kind: PaymentSubject['kind'], handler: ProcessorEventHandler): void {
    if (this.handlers.has(kind)) throw new Error(`processor events of ${kind} already have a handler`);
    this.handlers.set(kind, handler);
  }

  /** Hands the event to its subject's domain; an event of a kind nobody handles is a programming error. */
  async dispatch(event: ProcessorEvent): Promise<void> {
    const handler = this.handlers.get(event.subject.kind);
    if (!handler) throw new Error(`no handler for processor events of ${event.subject.kind}`);
    await handler(event);
  }
}
