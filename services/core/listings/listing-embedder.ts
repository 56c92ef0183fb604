import type { Logger } from 'pino';
import type { Clock } from '../../../shared/clock.ts';
import type { EmbeddingsClient, Vector } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import { listingPassage, passageHash } from '../../../shared/embeddings/listing-passage.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import { storedVector } from '../../../shared/listings-index/stored-vector.ts';
import type { ListingDocument } from './types.ts';

export type ListingVectorFields = Pick<ListingDocument, 'embedding' | 'embeddingDueSince'>;

export interface ListingEmbedderDeps {
  embeddings: EmbeddingsClient;
  registry: FacetRegistry;
  logger: Logger;
  clock: Clock;
}

/** After the embedding server failed, writes go on without asking it for this long, instead of each waiting its timeout. */
export const EMBEDDING_RETRY_AFTER_MS = 15_000;

/** Vectors made ahead for a batch (embedAhead) wait here for the writes that take them. */
const MADE_AHEAD = 512;

/**
 * The vector of a listing's passage, made when its passage is written and never again while the passage and the
 * model stay the same. While the embedding server is unavailable the write goes on without a new vector: the
 * listing keeps the one it had (or none), is marked due, and the embedding job makes it later.
 */
export class ListingEmbedder {
  private unavailableUntil = 0;
  private readonly madeAhead = new Map<string, Vector>();

  constructor(private readonly deps: ListingEmbedderDeps) {}

  /**
   * Embeds the passages of listings about to be written in one request, so that their writes take the vectors
   * without asking one by one. False when the embedding server is unavailable (the writes then mark them due).
   */
  async embedAhead(listings: readonly ListingDocument[]): Promise<boolean> {
    const passages = new Map(
      listings
        .map((listing) => listingPassage(listing, this.deps.registry))
        .map((passage) => [passageHash(passage), passage]),
    );
    const missing = [...passages].filter(([hash]) => !this.madeAhead.has(hash));
    if (missing.length === 0) return true;
    try {
      const vectors = await this.deps.embeddings.embedPassages(missing.map(([, passage]) => passage));
      missing.forEach(([hash], i) => this.keep(hash, vectors[i]!));
      return true;
    } catch (error) {
      if (!(error instanceof EmbeddingsUnavailableError)) throw error;
      return false;
    }
  }

  /** The vector fields the listing is written with; without `embeddingDueSince` it is not due. */
  async vectorFields(listing: ListingDocument): Promise<ListingVectorFields> {
    const passage = listingPassage(listing, this.deps.registry);
    const hash = passageHash(passage);
    const { embedding } = listing;
    if (embedding && embedding.passageHash === hash && embedding.model === this.deps.embeddings.model)
      return { embedding };
    const due = {
      ...(embedding ? { embedding } : {}),
      embeddingDueSince: listing.embeddingDueSince ?? this.deps.clock.now(),
    };
    if (this.deps.clock.now().getTime() < this.unavailableUntil) return due;
    try {
      const vector = this.madeAhead.get(hash) ?? (await this.deps.embeddings.embedPassages([passage]))[0]!;
      this.madeAhead.delete(hash);
      return {
        embedding: { model: this.deps.embeddings.model, passageHash: hash, vector: storedVector(vector) },
      };
    } catch (error) {
      if (!(error instanceof EmbeddingsUnavailableError)) throw error;
      this.unavailableUntil = this.deps.clock.now().getTime() + EMBEDDING_RETRY_AFTER_MS;
      if (error.reason !== 'disabled')
        this.deps.logger.warn({ listingId: listing._id, reason: error.reason }, 'listings written without new vectors');
      return due;
    }
  }

  private keep(hash: string, vector: Vector): void {
    if (this.madeAhead.size >= MADE_AHEAD) this.madeAhead.delete(this.madeAhead.keys().next().value!);
    this.madeAhead.set(hash, vector);
  }
}
