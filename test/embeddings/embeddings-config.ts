import { loadConfig, type EmbeddingsConfig } from '../../shared/config.ts';
import { harness } from '../support/root-hooks.ts';

/** The embeddings settings read from these variables, pointing at the harness's embedding server unless they say otherwise. */
export function embeddingsConfig(env: Record<string, string> = {}): EmbeddingsConfig {
  return loadConfig({
    MONGODB_URL: harness().servers.mongodbUrl,
    ELASTICSEARCH_URL: harness().servers.elasticsearchUrl,
    EMBEDDINGS_URL: harness().servers.embeddingsUrl,
    ...env,
  }).embeddings;
}
