import { expect } from 'chai';
import type Stripe from 'stripe';
import { translateStripeEvent } from './stripe-event-translation.ts';

const dealSubject = { subjectKind: 'deal', subjectId: 'dea_1', dealId: 'dea_1' };
const topUpSubject = { subjectKind: 'top_up', subjectId: 'ctu_1' };

/** An event of `type` about `object`; only the fields the translation reads matter. */
function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return { id: 'evt_1', object: 'event', type, data: { object } } as unknown as Stripe.Event;
}

const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_1',
  object: 'payment_intent',
  metadata: dealSubject,
  next_action: null,
  ...fields,
});

describe('payments: translating Stripe events into processor events', () => {
  it('translates a succeeded PaymentIntent of a deal or a top-up into payment.succeeded for that subject', () => {
    expect(translateStripeEvent(event('payment_intent.succeeded', intent({ status: 'succeeded' })))).to.deep.equal({
      kind: 'processor_event',
      event: { type: 'payment.succeeded', eventId: 'evt_1', subject: { kind: 'deal', id: 'dea_1' }, reference: 'pi_1' },
    });
    expect(translateStripeEvent(event('payment_intent.succeeded', intent({ metadata: topUpSubject })))).to.deep.equal({
      kind: 'processor_event',
      event: {
        type: 'payment.succeeded',
        eventId: 'evt_1',
        subject: { kind: 'top_up', id: 'ctu_1' },
        reference: 'pi_1',
      },
    });
  });

  it('translates a failed PaymentIntent into payment.failed with the last payment error, or a generic reason', () => {
    const declined = intent({ last_payment_error: { message: 'Your card was declined.' } });
    expect(translateStripeEvent(event('payment_intent.payment_failed', declined))).to.deep.equal({
      kind: 'processor_event',
      event: {
        type: 'payment.failed',
        eventId: 'evt_1',
        subject: { kind: 'deal', id: 'dea_1' },
        reference: 'pi_1',
        reason: 'Your card was declined.',
      },
    });
    const unexplained = translateStripeEvent(
      event('payment_intent.payment_failed', intent({ last_payment_error: null })),
    );
    expect(unexplained).to.have.nested.property('event.reason', 'The payment failed.');
  });

  it('translates a canceled PaymentIntent into payment.failed naming the cancellation reason', () => {
    expect(
      translateStripeEvent(event('payment_intent.canceled', intent({ cancellation_reason: 'abandoned' }))),
    ).to.have.nested.property('event.reason', 'The payment was canceled (abandoned).');
    expect(
      translateStripeEvent(event('payment_intent.canceled', intent({ cancellation_reason: null }))),
    ).to.deep.include({
      event: {
        type: 'payment.failed',
        eventId: 'evt_1',
        subject: { kind: 'deal', id: 'dea_1' },
        reference: 'pi_1',
        reason: 'The payment was canceled.',
      },
    });
  });

  it('translates a PaymentIntent that requires the payer into payment.requires_action with its next action', () => {
    const redirect = intent({
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: null },
      },
    });
    expect(translateStripeEvent(event('payment_intent.requires_action', redirect))).to.deep.equal({
      kind: 'processor_event',
      event: {
        type: 'payment.requires_action',
        eventId: 'evt_1',
        subject: { kind: 'deal', id: 'dea_1' },
        reference: 'pi_1',
        nextAction: { type: 'redirect_to_url', redirectUrl: 'https://hooks.stripe.com/3ds' },
      },
    });
    const sdk = intent({ next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
    expect(translateStripeEvent(event('payment_intent.requires_action', sdk))).to.have.deep.nested.property(
      'event.nextAction',
      { type: 'use_stripe_sdk', redirectUrl: null },
    );
    expect(translateStripeEvent(event('payment_intent.requires_action', intent({})))).to.deep.equal({
      kind: 'ignored',
      reason: 'The PaymentIntent names no next action.',
    });
  });

  it('translates a failed refund (charge.refund.updated or refund.failed) into refund.failed, and ignores other refund updates', () => {
    const failed = {
      id: 're_1',
      object: 'refund',
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
      metadata: dealSubject,
    };
    for (const type of ['charge.refund.updated', 'refund.failed']) {
      expect(translateStripeEvent(event(type, failed)), type).to.deep.equal({
        kind: 'processor_event',
        event: {
          type: 'refund.failed',
          eventId: 'evt_1',
          subject: { kind: 'deal', id: 'dea_1' },
          reference: 're_1',
          reason: 'The refund failed: lost_or_stolen_card.',
        },
      });
    }
    expect(translateStripeEvent(event('charge.refund.updated', { ...failed, status: 'succeeded' }))).to.deep.equal({
      kind: 'ignored',
      reason: 'The refund is succeeded, not failed.',
    });
  });

  it('translates a reversed transfer into transfer.failed', () => {
    expect(
      translateStripeEvent(event('transfer.reversed', { id: 'tr_1', object: 'transfer', metadata: dealSubject })),
    ).to.deep.equal({
      kind: 'processor_event',
      event: {
        type: 'transfer.failed',
        eventId: 'evt_1',
        subject: { kind: 'deal', id: 'dea_1' },
        reference: 'tr_1',
        reason: 'Stripe reversed the payout to the seller.',
      },
    });
  });

  it('ignores an object whose metadata names no deal or top-up', () => {
    for (const metadata of [
      {},
      { dealId: 'dea_1' },
      { subjectKind: 'invoice', subjectId: 'in_1' },
      { subjectKind: 'deal', subjectId: '' },
    ]) {
      expect(
        translateStripeEvent(event('payment_intent.succeeded', intent({ metadata }))),
        JSON.stringify(metadata),
      ).to.deep.equal({
        kind: 'ignored',
        reason: 'The payment_intent pi_1 names no deal or top-up in its metadata.',
      });
    }
  });

  it('ignores every other event type, also those about the same objects', () => {
    const object = {
      id: 'pi_1',
      object: 'payment_intent',
      status: 'failed',
      metadata: dealSubject,
      next_action: { type: 'use_stripe_sdk' },
    };
    for (const type of [
      'customer.created',
      'payment_intent.created',
      'payment_intent.processing',
      'charge.refunded',
      'transfer.created',
      'refund.updated',
    ]) {
      expect(translateStripeEvent(event(type, object)), type).to.deep.equal({
        kind: 'ignored',
        reason: `The event type ${type} is not one this service acts on.`,
      });
    }
  });
});
