import type { Clock } from '../../../shared/clock.ts';
import type { LoginFailuresRepository } from '../../core/accounts/login-failures.repository.ts';
import type { IdempotencyRepository } from '../../gateway/idempotency/idempotency.repository.ts';

export interface PurgeDeps {
  idempotencyRecords: IdempotencyRepository;
  loginFailures: LoginFailuresRepository;
  loginWindowSeconds: number;
  clock: Clock;
}

/** Deletes idempotency records past their expiry and sign-in failures outside the throttle window (no TTL indexes on FerretDB). */
export async function purgeExpiredRecords(deps: PurgeDeps): Promise<{ idempotencyRecords: number; loginFailures: number }> {
  const now = deps.clock.now();
  const idempotencyRecords = await deps.idempotencyRecords.purgeExpired(now);
  const loginFailures = await deps.loginFailures.purgeOlderThan(new Date(now.getTime() - deps.loginWindowSeconds * 1000));
  return { idempotencyRecords, loginFailures };
}
