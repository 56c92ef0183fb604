import { parseArgs } from 'node:util';
import { systemClock } from '../../shared/clock.ts';
import { ConfigError, loadConfig } from '../../shared/config.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createCore } from '../../services/core/index.ts';
import { ensureIndexes } from '../../services/indexes.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { PassageVectorStore } from '../../shared/embeddings/passage-vector-store.ts';
import { cacheLayout } from '../servers/cache-dir.ts';
import { passageVectorFile } from '../servers/embeddings.ts';
import { commandEnvironment } from '../local/dev-state.ts';
import { DEFAULT_SEED, describeLoad, loadBulk, loadThroughService, type LoadResult } from './load.ts';

/**
 * `npm run seed -- --count 100000 [--bulk] [--seed 42] [--batch-size 1000] [--no-outbox] [--no-reviews]`
 * loads generated demo listings. Without --bulk they go through the listings service (accounts, revisions,
 * outbox: the running indexer indexes them); with --bulk they are written directly in chunks, for volumes.
 * Uses the configuration of the environment (MONGODB_URL, ...), or else the servers of a running `npm start`.
 */
const usage =
  'usage: npm run seed -- [--count N] [--bulk] [--seed N] [--batch-size N] [--providers N] [--no-outbox] [--no-revisions] [--no-reviews] [--no-vectors]';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    bulk: { type: 'boolean', default: false },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    'batch-size': { type: 'string', default: '1000' },
    providers: { type: 'string' },
    'no-outbox': { type: 'boolean', default: false },
    'no-revisions': { type: 'boolean', default: false },
    'no-reviews': { type: 'boolean', default: false },
    'no-vectors': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const count = wholeNumber('count', values.count);
const seed = wholeNumber('seed', values.seed);
const batchSize = wholeNumber('batch-size', values['batch-size']);
const providers = values.providers === undefined ? undefined : wholeNumber('providers', values.providers);

async function main(): Promise<void> {
  const env = await commandEnvironment();
  const config = loadConfig(env);
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const embeddings = createEmbeddingsClient(config.embeddings);
  try {
    // The MongoDB half of `npm run migrate`: a fresh database gets the indexes (unique e-mails, ...) before the data.
    await ensureIndexes(mongo.db);
    console.log(
      `seeding ${count} ${values.bulk ? 'listings in bulk' : 'listings through the listings service'} into ${config.mongodbDatabase} (seed ${seed})`,
    );
    let result: LoadResult;
    // With --bulk the listings get their vectors here (kept in the server cache, so a machine embeds a seed once);
    // through the service each write makes its own.
    const vectors =
      values.bulk && config.embeddings.url && !values['no-vectors']
        ? {
            embeddings,
            store: await PassageVectorStore.open(
              passageVectorFile(cacheLayout(), config.embeddings.dimensions),
              config.embeddings.dimensions,
            ),
          }
        : undefined;
    if (values.bulk) {
      result = await loadBulk(mongo.db, count, {
        seed,
        batchSize,
        providers,
        outbox: !values['no-outbox'],
        revisions: !values['no-revisions'],
        reviews: !values['no-reviews'],
        ...(vectors ? { vectors } : {}),
      });
    } else {
      const core = createCore({ db: mongo.db, clock: systemClock, config, embeddings });
      result = await loadThroughService(core, count, { seed, providers, reviews: !values['no-reviews'] });
    }
    console.log(describeLoad(result));
    if (values.bulk && values['no-outbox'])
      console.log('No outbox records were written: run `npm run reindex` to make the listings searchable.');
  } finally {
    await embeddings.close();
    await mongo.client.close();
  }
}

function wholeNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`seed: --${name} must be a whole number, got ${JSON.stringify(raw)}\n${usage}`);
    process.exit(2);
  }
  return value;
}

await main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? `seed: ${error.message}\n(or start the service with \`npm start\` first)` : error,
  );
  process.exit(1);
});
