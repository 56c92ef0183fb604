import type Stripe from 'stripe';
import type { PaymentSubject } from './payment-processor.ts';

/**
 * How a Stripe object names the resource its later events concern: `metadata.subjectKind` and
 * `metadata.subjectId`, set on every PaymentIntent, Refund and Transfer the processor creates, read back by the
 * webhook to route each event.
 */
export function subjectMetadata(subject: PaymentSubject): { subjectKind: PaymentSubject['kind']; subjectId: string } {
  return { subjectKind: subject.kind, subjectId: subject.id };
}

/** The subject a Stripe object's metadata names; null when it names none this service knows. */
export function subjectOf(metadata: Stripe.Metadata | null | undefined): PaymentSubject | null {
  const id = metadata?.subjectId;
  if (!id) return null;
  switch (metadata.subjectKind) {
    case 'deal':
      return { kind: 'deal', id };
    case 'top_up':
      return { kind: 'top_up', id };
    default:
      return null;
  }
}
