import type { Db } from 'mongodb';
import { coreRepositories } from './core/index.ts';
import { IdempotencyRepository } from './gateway/idempotency/idempotency.repository.ts';

/** The migration step: every repository declares its indexes, and they are created here once at boot. */
export async function ensureIndexes(db: Db): Promise<void> {
  const repositories = [...Object.values(coreRepositories(db)), new IdempotencyRepository(db)];
  for (const repository of repositories) await repository.ensureIndexes();
}
