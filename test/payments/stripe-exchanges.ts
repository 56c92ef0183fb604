import Stripe from 'stripe';
import { harness } from '../support/root-hooks.ts';

/** One request the Stripe client sent to stripe-mock, with the form parameters and what stripe-mock answered. */
export interface StripeExchange {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
  status: number;
  responseHeaders: Record<string, unknown>;
  response: Record<string, any>;
}

/**
 * A real Stripe client pointed at the stripe-mock of the test servers, whose Node HTTP client also records
 * every exchange, so a test reads back exactly what the processor sent and what stripe-mock returned.
 */
export function recordingStripeClient(): { stripe: Stripe; exchanges: StripeExchange[] } {
  const exchanges: StripeExchange[] = [];
  const http = Stripe.createNodeHttpClient();
  const url = new URL(harness().servers.stripeApiBase);
  const stripe = new Stripe('sk_test_123', {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    httpClient: {
      getClientName: () => 'recording',
      async makeRequest(host, port, path, method, headers, requestData, protocol, timeout) {
        const response = await http.makeRequest(host, port, path, method, headers, requestData, protocol, timeout);
        const body = await response.toJSON();
        exchanges.push({
          method,
          path,
          idempotencyKey: headers['Idempotency-Key'] as string | undefined,
          params: new URLSearchParams(requestData),
          status: response.getStatusCode(),
          responseHeaders: response.getHeaders(),
          response: body,
        });
        return {
          getStatusCode: () => response.getStatusCode(),
          getHeaders: () => response.getHeaders(),
          getRawResponse: () => response.getRawResponse(),
          toStream: (onComplete) => response.toStream(onComplete),
          toJSON: async () => body,
        };
      },
    },
  });
  return { stripe, exchanges };
}
