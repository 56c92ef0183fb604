import { AppError } from '../../../shared/errors/app-error.ts';

/** The payment method the sandbox declines, as Stripe's test mode does. */
export function sandboxDeclined(paymentMethod: string): AppError {
  return new AppError('payment_failed', { message: `The sandbox declines the test payment method ${paymentMethod}.` });
}

export function processorRefused(reason: string): AppError {
  return new AppError('payment_failed', { message: `The payment processor refused the payment: ${reason}` });
}

export function processorUnreachable(): AppError {
  return new AppError('service_unavailable', {
    message: 'The payment processor is unreachable. Retry shortly.',
    headers: { 'retry-after': '5' },
  });
}

export function holdUnavailable(reference: string, what: string): AppError {
  return new AppError('payment_hold_unavailable', {
    message: `The held payment ${reference} ${what}; held money is released or refunded exactly once.`,
    meta: { holdReference: reference },
  });
}

export function payoutAccountMissing(sellerId: string): AppError {
  return new AppError('payout_account_missing', {
    message: `The seller ${sellerId} has no payout account. The seller sets body.payoutAccount (a Stripe connected account acct_...) with PATCH /v1/me; then retry the release.`,
    meta: { sellerId },
  });
}

export function stripeWebhookNotConfigured(): AppError {
  return new AppError('stripe_webhook_not_configured');
}

export function stripeSignatureInvalid(message: string): AppError {
  return new AppError('stripe_signature_invalid', { field: 'header.Stripe-Signature', message });
}

/** The signature matched, so the body is Stripe's, yet not a Stripe event (unparseable, or a v2 event notification). */
export function signedBodyNotJson(): AppError {
  return new AppError('malformed_json', {
    field: 'body',
    message: 'The signed body is not a Stripe Event (JSON with id, type and data.object).',
  });
}

export function signedBodyNotEvent(): AppError {
  return new AppError('validation_failed', {
    field: 'body',
    message: 'The signed body is not a Stripe Event: it needs id, type and data.object.',
  });
}

/** Stripe delivers an event again until it is answered with a 2xx. */
export function eventNotAppliedYet(): AppError {
  return new AppError('service_unavailable', {
    message:
      'The event could not be applied yet. Stripe delivers it again; an event already recorded is finished by the server.',
    headers: { 'retry-after': '60' },
  });
}
