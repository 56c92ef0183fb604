import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { systemClock } from '../shared/clock.ts';
import { failCommand, openCliContext } from './cli-context.ts';
import { rebuildingAlone } from '../indexer/rebuild-lease.ts';
import { ReindexError, reindexListings, type ReindexResult } from '../indexer/reindex.ts';

/**
 * `npm run reindex [-- --keep-old] [--alias <LISTINGS_INDEX_ALIAS>]` rebuilds the listings index from MongoDB into a
 * new index and moves the alias onto it; search keeps answering throughout. Uses the configuration of the
 * environment (MONGODB_URL, ...), or else the servers of a running `npm start`. Waits while another process rebuilds
 * the same alias (a migration, another reindex): see rebuildingAlone.
 * Exit code 1 when it did not swap, or when Elasticsearch refused some listings.
 */
async function main(aliasOption: string | undefined, keepOld: boolean): Promise<number> {
  const context = await openCliContext('reindex');
  const alias = aliasOption ?? context.listingsAlias;
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: 'reindex {bar} {percentage}% | {value}/{total} listings | {speed} docs/s | eta {eta}s' },
        cliProgress.Presets.shades_classic,
      )
    : null;
  // From the first progress: a reindex may first wait for another process's rebuild of the alias.
  let began = performance.now();
  try {
    const { db } = context.mongo;
    const result = await rebuildingAlone({ db, alias, logger: context.logger }, (turn) =>
      reindexListings({
        db,
        elasticsearch: context.elasticsearch,
        alias,
        clock: systemClock,
        logger: context.logger,
        keepOld,
        beforeSwap: () => turn.confirmHeld(),
        onProgress: ({ done, total }) => {
          if (done === 0) began = performance.now();
          const speed = Math.round((done * 1000) / Math.max(performance.now() - began, 1));
          if (!bar) return;
          if (done === 0) bar.start(total, 0, { speed });
          else bar.update(done, { speed });
          bar.setTotal(total);
        },
      }),
    );
    // The bar's total was the collection's size, drafts included; it ends at what the build read.
    bar?.setTotal(result.read);
    bar?.stop();
    report(alias, result);
    return result.refused.count > 0 ? 1 : 0;
  } finally {
    bar?.stop();
    await context.close();
  }
}

function report(alias: string, result: ReindexResult): void {
  console.log(
    `reindexed ${result.written} of ${result.read} published listings into ${result.index} in ${(result.buildMs / 1000).toFixed(1)} s ` +
      `(${result.documentsPerSecond} documents/s); replayed ${result.caughtUp} changed during the build`,
  );
  const previous = result.previousIndices.join(', ');
  const old = !previous
    ? 'it is new'
    : result.deletedIndices.length > 0
      ? `was ${previous}, deleted`
      : `was ${previous}, kept`;
  console.log(`alias ${alias} -> ${result.index} (${old})`);
  if (result.refused.count > 0) {
    console.log(`Elasticsearch refused ${result.refused.count} listings; the first:`);
    for (const failure of result.refused.sample)
      console.log(`  ${failure.listingId}: ${failure.status} ${failure.type}: ${failure.reason}`);
  }
}

const { values } = parseArgs({
  options: { 'keep-old': { type: 'boolean', default: false }, alias: { type: 'string' } },
});
const code = await main(values.alias, values['keep-old']).catch((error: unknown) =>
  failCommand('reindex', error, [ReindexError]),
);
process.exit(code);
