import type { ListingEmbedder } from './listing-embedder.ts';
import type { ListingRevisions } from './listing-revisions.ts';
import type { ListingsRepository } from './listings.repository.ts';

export interface DueVectorsDeps {
  listings: ListingsRepository;
  revisions: ListingRevisions;
  embedder: ListingEmbedder;
}

/** Listings embedded per run of the job: one request to the embedding server for all of them. */
export const DUE_VECTORS_BATCH = 64;
/** The actor of the revisions that only add a vector. */
export const EMBEDDING_ACTOR = 'system:embeddings';

/**
 * The listings written while the embedding server was unavailable (or before vectors existed) get their vectors:
 * each is revised with nothing changed but the vector, so the indexer carries it into search. While the server is
 * still unavailable nothing is written.
 */
export async function embedDueListings(deps: DueVectorsDeps): Promise<{ embedded: number; due: number }> {
  const due = await deps.listings.findEmbeddingDue(DUE_VECTORS_BATCH);
  if (due.length === 0 || !(await deps.embedder.embedAhead(due))) return { embedded: 0, due: due.length };
  let embedded = 0;
  for (const listing of due) {
    const revision = await deps.revisions.revise(listing._id, EMBEDDING_ACTOR, (current) =>
      current.embeddingDue === false ? null : {},
    );
    if (revision.written && revision.listing.embeddingDue === false) embedded += 1;
  }
  return { embedded, due: due.length - embedded };
}
