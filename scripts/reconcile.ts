import { parseArgs } from 'node:util';
import { failCommand, openCliContext } from './cli-context.ts';
import { reconcileListings, type Difference, type ReconcileReport } from '../indexer/reconcile.ts';

/**
 * `npm run reconcile [-- --repair] [--json] [--alias <LISTINGS_INDEX_ALIAS>]` compares MongoDB with the listings
 * index and prints the differences; with --repair it writes the fixes. Index entries newer than the database
 * (`ahead`, after a restore of MongoDB) and an index that is not this database's are reported, never repaired:
 * `npm run migrate` rebuilds it. Exit code 0 when consistent (or repaired), 1 when differences remain or the index is
 * not this database's. Uses the environment's servers, or else those of a running `npm start`.
 */
async function main(aliasOption: string | undefined, repair: boolean, json: boolean): Promise<number> {
  const context = await openCliContext('reconcile');
  const alias = aliasOption ?? context.listingsAlias;
  try {
    const report = await reconcileListings({
      db: context.mongo.db,
      elasticsearch: context.elasticsearch,
      alias,
      logger: context.logger,
      repair,
    });
    if (json) console.log(JSON.stringify(report, null, 2));
    else print(report);
    return report.consistent && !report.indexState.problem ? 0 : 1;
  } finally {
    await context.close();
  }
}

function print(report: ReconcileReport): void {
  console.log(
    `compared ${report.listingsChecked} published listings and ${report.documentsChecked} documents of ${report.alias} (${report.index})`,
  );
  const line = (name: string, difference: Difference) =>
    console.log(
      `  ${name.padEnd(8)} ${difference.count}${difference.first.length > 0 ? `  first: ${difference.first.join(', ')}` : ''}`,
    );
  line('missing', report.missing);
  line('stale', report.stale);
  line('orphans', report.orphans);
  line('ahead', report.ahead);
  if (report.ahead.count > 0)
    console.log(
      `  ${report.ahead.count} indexed listings are newer than the database: MongoDB was restored from a backup ` +
        '(or the index built from another database); run npm run migrate to rebuild the index from MongoDB',
    );
  if (report.indexState.message) console.log(`index: ${report.indexState.message}`);
  if (report.inFlight > 0)
    console.log(`  ${report.inFlight} more differ only until the running indexer writes their pending changes`);
  if (report.failedRecords.count > 0) {
    console.log(`outbox records set aside after repeated refusals: ${report.failedRecords.count}`);
    for (const record of report.failedRecords.first) {
      console.log(
        `  ${record.id} listing ${record.listingId}, ${record.attempts} attempts, failed ${record.failedAt}: ${record.lastError}`,
      );
    }
  }
  if (report.repair) {
    console.log(`repaired ${report.repair.done}; refused ${report.repair.refused}`);
    for (const failure of report.repair.failures)
      console.log(`  ${failure.listingId}: ${failure.status} ${failure.type}: ${failure.reason}`);
  }
  console.log(
    report.consistent ? 'consistent' : `differences remain${report.repair ? '' : ' (run with --repair to fix them)'}`,
  );
}

const { values } = parseArgs({
  options: {
    repair: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    alias: { type: 'string' },
  },
});
const code = await main(values.alias, values.repair, values.json).catch((error: unknown) =>
  failCommand('reconcile', error),
);
process.exit(code);
