import Stripe from 'stripe';

/**
 * A Stripe client for the secret key; `apiBase` (e.g. stripe-mock's `http://127.0.0.1:12111`) replaces
 * api.stripe.com. The key only ever goes into the Authorization header the client sends.
 */
export function stripeClient(secretKey: string, apiBase: string | null): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}
