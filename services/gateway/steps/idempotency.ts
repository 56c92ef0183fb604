import { AppError } from '../../../shared/errors/app-error.ts';
import type { Clock } from '../../../shared/clock.ts';
import { requestFingerprint } from '../idempotency/fingerprint.ts';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository.ts';
import { header, type Step } from '../context.ts';
import type { Reply } from '../reply.ts';

export interface IdempotencyDeps {
  records: IdempotencyRepository;
  clock: Clock;
  ttlSeconds: number;
}

/**
 * Runs an idempotent operation at most once per (account, operation, Idempotency-Key): the first completed answer is
 * stored and replayed byte for byte. Runs after validation, so rejected requests are never stored. An answer that
 * is no outcome (a 5xx, or one with Retry-After, such as 409 operation_in_progress) is not stored, but the key
 * stays taken by its request: the same request may run again (the operation finds what its first attempt started,
 * by the key), another request under the key is refused with idempotency_key_reused.
 */
export function idempotency(deps: IdempotencyDeps): Step {
  return async (context, next) => {
    const key = header(context, 'idempotency-key');
    if (!context.operation.idempotent || key === undefined || !context.principal) return next();
    const { method, path, body } = context.request;
    const claim = await deps.records.claim({
      principalId: context.principal.accountId,
      operationId: context.operation.operationId,
      key,
      fingerprint: requestFingerprint(method, path, body),
      now: deps.clock.now(),
      ttlSeconds: deps.ttlSeconds,
    });
    switch (claim.kind) {
      case 'replay':
        return { ...claim.reply, headers: { ...claim.reply.headers, 'idempotent-replayed': 'true' } };
      case 'mismatch':
        throw new AppError('idempotency_key_reused', { field: 'header.Idempotency-Key' });
      case 'in_progress':
        throw new AppError('idempotency_key_in_use', {
          field: 'header.Idempotency-Key',
          headers: { 'retry-after': '1' },
        });
      case 'claimed': {
        const reply = await next().catch(async (error: unknown) => {
          await deps.records.fail(claim.recordId);
          throw error;
        });
        if (isOutcome(reply)) await deps.records.complete(claim.recordId, reply);
        else await deps.records.fail(claim.recordId);
        return reply;
      }
    }
  };
}

/** An answer that says what became of the request, rather than "not now" (a 5xx, or Retry-After: ask again later). */
function isOutcome(reply: Reply): boolean {
  return reply.status < 500 && reply.headers['retry-after'] === undefined;
}
