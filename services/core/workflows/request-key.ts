import { createHash } from 'node:crypto';
import { keyedId, type IdPrefix } from '../../../shared/ids.ts';

/** A request that carries an Idempotency-Key, by what makes it the same request again. */
export interface KeyedRequest {
  accountId: string;
  operation: string;
  idempotencyKey: string;
  /** What it asks for (path parameters and body fields), in a fixed order. */
  asks: readonly unknown[];
}

/** The instant keyed ids are built at: the request alone names what it writes, whenever it is retried. */
const KEYED_REQUEST_EPOCH = new Date(0);

/**
 * Names the write of a request that carries an Idempotency-Key: the account, the operation, the key and what it
 * asks for. A retry (after a 5xx, or once the gateway forgot the key) names the same write, so it finds the
 * workflow its first attempt started, with that workflow's keys at the processor and in the ledger, instead of
 * moving money or credits a second time.
 */
export function requestDigest(request: KeyedRequest): string {
  const named = [request.operation, request.accountId, request.idempotencyKey, ...request.asks];
  return createHash('sha256').update(JSON.stringify(named)).digest('hex');
}

/** The id of what a keyed request creates: the same for every retry of the request. */
export function keyedRequestId(prefix: IdPrefix, request: KeyedRequest): string {
  return keyedId(prefix, requestDigest(request), KEYED_REQUEST_EPOCH);
}
