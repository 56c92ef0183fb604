import { AppError } from '../../../shared/errors/app-error.ts';
import type { Clock } from '../../../shared/clock.ts';
import { requestFingerprint } from '../idempotency/fingerprint.ts';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository.ts';
import { header, type Step } from '../context.ts';

export interface IdempotencyDeps {
  records: IdempotencyRepository;
  clock: Clock;
  ttlSeconds: number;
}

/**
 * Runs an idempotent operation at most once per (account, operation, Idempotency-Key): the first completed answer is
 * stored and replayed byte for byte. Runs after validation, so rejected requests are never stored.
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
          await deps.records.release(claim.recordId);
          throw error;
        });
        if (reply.status >= 500) await deps.records.release(claim.recordId);
        else await deps.records.complete(claim.recordId, reply);
        return reply;
      }
    }
  };
}
