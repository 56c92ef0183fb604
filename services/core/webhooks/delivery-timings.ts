import type { SpanTimings } from '../../../shared/observability/span-timings.ts';

/**
 * The parts of webhook deliveries the dispatcher and the deliverer time when asked to (bench:webhooks). Per delivery:
 * `pool wait` (planned until its attempt starts), `secret` (opening the sealed signing secret), `body` (serialising),
 * `signing` (the HMAC), `post` (target check, request and response), `store` (attempt finished until its delivery is
 * stored, group commit included). Per batch: `outbox read`, `fan-out` (reading the subscriptions and planning),
 * `checkpoint` (saving the dispatcher's position) and `insert` (one insertMany of deliveries).
 */
export type DeliveryPhase =
  'outbox read' | 'fan-out' | 'checkpoint' | 'pool wait' | 'secret' | 'body' | 'signing' | 'post' | 'store' | 'insert';

/** Receives each timed span; absent in production, where nothing is timed. */
export type DeliveryTimings = SpanTimings<DeliveryPhase>;
