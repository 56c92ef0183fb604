import type { Db } from 'mongodb';
import { ConfigError } from '../shared/config.ts';
import { migrationView } from '../shared/migration-view.ts';
import { IndexChangeRefused } from '../shared/mongo-index-plan.ts';
import { coreRepositories } from './core/index.ts';
import { IdempotencyRepository } from './gateway/idempotency/idempotency.repository.ts';

/** Every repository declares its indexes (and the data steps of earlier releases) in its ensureIndexes. */
function repositoriesOf(db: Db) {
  return [...Object.values(coreRepositories(db)), new IdempotencyRepository(db)];
}

/**
 * The MongoDB half of the migration (`npm run migrate`): brings every declared index about by the rule of
 * shared/mongo-index-plan.ts (a changed index is built under a new name before the old one is dropped); answers
 * what it changed, nothing when the database was migrated already. Throws IndexChangeRefused for a change it will
 * not make while writes run.
 */
export async function ensureIndexes(db: Db): Promise<string[]> {
  const view = migrationView(db, 'apply');
  for (const repository of repositoriesOf(view.db)) await repository.ensureIndexes();
  return view.changes();
}

/** What ensureIndexes would change now (a refused change included), changing nothing. */
export async function pendingIndexChanges(db: Db): Promise<string[]> {
  const view = migrationView(db, 'plan');
  const refused: string[] = [];
  for (const repository of repositoriesOf(view.db)) {
    try {
      await repository.ensureIndexes();
    } catch (error) {
      if (!(error instanceof IndexChangeRefused)) throw error;
      refused.push(error.message);
    }
  }
  return [...view.changes(), ...refused];
}

/** The database of a role that starts is not migrated for its code: the operator runs the migration first. */
export class NotMigratedError extends ConfigError {}

const NAMED_AT_MOST = 10;

/** Throws NotMigratedError, naming what is pending, unless the migration has nothing left to do. */
export async function requireMigratedIndexes(db: Db): Promise<void> {
  const pending = await pendingIndexChanges(db);
  if (pending.length === 0) return;
  const more = pending.length > NAMED_AT_MOST ? ` and ${pending.length - NAMED_AT_MOST} more` : '';
  throw new NotMigratedError(
    `MongoDB is not migrated for this release (${pending.slice(0, NAMED_AT_MOST).join('; ')}${more}): ` +
      'run npm run migrate',
  );
}
