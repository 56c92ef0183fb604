import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { probe, type DependencyStatus } from '../../../shared/readiness.ts';

/** The embedding server as a readiness dependency, with how many listings lack the vector of their current text. */
export interface EmbeddingsStatus extends DependencyStatus {
  /** Listings search finds by their words alone until the embedding job makes their vectors; absent if unread. */
  withoutVectors?: number;
}

const PROBE_TIMEOUT_MS = 2000;

/**
 * Up when the embedding server answers. Readiness does not fail on it: search then answers by the words alone
 * (services/gateway/meta reports the service degraded instead).
 */
export async function embeddingsReadiness(
  embeddings: Pick<EmbeddingsClient, 'probe'>,
  countWithoutVectors: () => Promise<number>,
): Promise<EmbeddingsStatus> {
  let withoutVectors: number | undefined;
  const [server] = await Promise.all([
    probe(() => embeddings.probe(PROBE_TIMEOUT_MS), PROBE_TIMEOUT_MS),
    probe(async () => {
      withoutVectors = await countWithoutVectors();
    }, PROBE_TIMEOUT_MS),
  ]);
  return withoutVectors === undefined ? server : { ...server, withoutVectors };
}
