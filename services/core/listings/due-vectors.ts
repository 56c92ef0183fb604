import type { ListingEmbedder } from './listing-embedder.ts';
import type { ListingRevisions } from './listing-revisions.ts';
import type { ListingsRepository } from './listings.repository.ts';

export interface DueVectorsDeps {
  listings: ListingsRepository;
  revisions: ListingRevisions;
  embedder: ListingEmbedder;
}

/** Listings embedded per request to the embedding server: small enough to answer well within a job's lock lifetime. */
export const DUE_VECTORS_BATCH = 16;
/** How long one run goes on taking batches; the next run of the job continues where it stopped. */
export const DUE_VECTORS_RUN_MS = 20_000;
/** The actor of the revisions that only add a vector. */
export const EMBEDDING_ACTOR = 'system:embeddings';

export interface DueVectorsRun {
  /** Called after every batch, so that the scheduler running the job knows it is alive (Agenda's `touch`). */
  keepAlive?: () => Promise<unknown>;
  budgetMs?: number;
}

/**
 * The listings written while the embedding server was unavailable (or before vectors existed) get their vectors:
 * each is revised with nothing changed but the vector, so the indexer carries it into search. Batch after batch
 * until none is due or the run's time is spent; while the server is still unavailable nothing is written.
 */
export async function embedDueListings(
  deps: DueVectorsDeps,
  { keepAlive, budgetMs = DUE_VECTORS_RUN_MS }: DueVectorsRun = {},
): Promise<{ embedded: number; due: number }> {
  const began = performance.now();
  let embedded = 0;
  for (;;) {
    const batch = await embedBatch(deps);
    embedded += batch.embedded;
    // A batch that embedded nothing (server down, or listings revised meanwhile) ends the run: the next one retries.
    if (batch.due === 0 || batch.embedded === 0 || performance.now() - began >= budgetMs)
      return { embedded, due: batch.due - batch.embedded };
    await keepAlive?.();
  }
}

async function embedBatch(deps: DueVectorsDeps): Promise<{ embedded: number; due: number }> {
  const due = await deps.listings.findEmbeddingDue(DUE_VECTORS_BATCH);
  if (due.length === 0 || !(await deps.embedder.embedAhead(due))) return { embedded: 0, due: due.length };
  let embedded = 0;
  for (const listing of due) {
    const revision = await deps.revisions.revise(listing._id, EMBEDDING_ACTOR, (current) =>
      current.embeddingDueSince === undefined ? null : {},
    );
    if (revision.written && revision.listing.embeddingDueSince === undefined) embedded += 1;
  }
  return { embedded, due: due.length };
}
