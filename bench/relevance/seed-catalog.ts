import { cacheLayout } from '../../scripts/servers/cache-dir.ts';
import { passageVectorFile } from '../../scripts/servers/embeddings.ts';
import { describeLoad, loadBulk } from '../../scripts/demo-data/load.ts';
import type { Config } from '../../shared/config.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { PassageVectorStore } from '../../shared/embeddings/passage-vector-store.ts';
import { connectMongo } from '../../shared/mongo.ts';

/**
 * Providers of the generated catalog, fixed rather than grown with the count as loadBulk would, so that the catalog
 * of N listings is the first N of any larger one (and of `npm run bench:semantic`'s 10,000, whose vectors a machine
 * that ran it has stored).
 */
const CATALOG_PROVIDERS = 100;

/**
 * Writes `count` listings of the demo data's generator (scripts/demo-data/generator.ts) with their vectors (from the
 * passage vector store of the server cache, else embedded and kept there) and their outbox records, so the running
 * indexer indexes them.
 */
export async function seedGeneratedCatalog(config: Config, count: number): Promise<string> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const embeddings = createEmbeddingsClient(config.embeddings);
  const { dimensions } = config.embeddings;
  const store = await PassageVectorStore.open(passageVectorFile(cacheLayout(), dimensions), dimensions);
  try {
    const loaded = await loadBulk(mongo.db, count, {
      providers: CATALOG_PROVIDERS,
      outbox: true,
      vectors: { embeddings, store },
    });
    return describeLoad(loaded);
  } finally {
    await store.close();
    await embeddings.close();
    await mongo.client.close();
  }
}
