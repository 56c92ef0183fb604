import { systemClock } from '../shared/clock.ts';
import { IndexChangeRefused } from '../shared/mongo-index-plan.ts';
import { migrate } from '../services/migrate.ts';
import { failCommand, openCliContext } from './cli-context.ts';

/**
 * `npm run migrate` (compose's one-shot `migrate` service): brings MongoDB's indexes to this release's (a changed
 * index is built under a new name before the old one is dropped; docs/operations.md, Migrations), then prepares the
 * listings index. Run it before the roles of a release start: the core refuses a database it has not migrated.
 * Uses the configuration of the environment (MONGODB_URL, ...), or else the servers of a running `npm start`.
 * Exit code 1, with the reason, when it could not finish.
 */
async function main(): Promise<void> {
  const context = await openCliContext('migrate');
  try {
    const result = await migrate({
      db: context.mongo.db,
      elasticsearch: context.elasticsearch,
      alias: context.listingsAlias,
      clock: systemClock,
      logger: context.logger,
    });
    for (const change of result.mongoChanges) console.log(`migrate: ${change}`);
    if (result.mongoChanges.length === 0) console.log('migrate: MongoDB was up to date');
    console.log(`migrate: listings index ${result.listingsIndex} ready`);
  } finally {
    await context.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => failCommand('migrate', error, [IndexChangeRefused]),
);
