import { expect } from 'chai';
import type Stripe from 'stripe';
import { nextActionOf, paymentIntentStatus } from './stripe-payment-intents.ts';

describe('payments: a confirmed Stripe PaymentIntent as a payment record', () => {
  it('is moved money only when succeeded; waits for the payer on requires_action; is still open otherwise; failed when canceled', () => {
    const statuses: Array<[Stripe.PaymentIntent.Status, string]> = [
      ['succeeded', 'succeeded'],
      ['requires_action', 'requires_action'],
      ['processing', 'pending'],
      ['requires_payment_method', 'pending'],
      ['requires_confirmation', 'pending'],
      ['requires_capture', 'pending'],
      ['canceled', 'failed'],
    ];
    expect(statuses.map(([status]) => [status, paymentIntentStatus({ status })])).to.deep.equal(statuses);
  });

  it('names the next action, with the page to open when Stripe gives one', () => {
    const redirect = {
      type: 'redirect_to_url',
      redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: null },
    };
    expect(nextActionOf({ next_action: redirect })).to.deep.equal({
      type: 'redirect_to_url',
      redirectUrl: 'https://hooks.stripe.com/3ds',
    });
    expect(nextActionOf({ next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } })).to.deep.equal({
      type: 'use_stripe_sdk',
      redirectUrl: null,
    });
    expect(nextActionOf({ next_action: null })).to.equal(null);
  });
});
