import type { Clock } from '../../../shared/clock.ts';
import { keyedId } from '../../../shared/ids.ts';
import { type OutboxRepository, listingChanged } from '../outbox/index.ts';
import { listingChangedConcurrently, listingNotFound } from './errors.ts';
import type { ListingEmbedder } from './listing-embedder.ts';
import type { ListingRevisionsRepository } from './listing-revisions.repository.ts';
import type { ListingChanges, ListingsRepository } from './listings.repository.ts';
import type { ListingDocument } from './types.ts';

export interface ListingRevisionsDeps {
  listings: ListingsRepository;
  revisions: ListingRevisionsRepository;
  outbox: OutboxRepository;
  clock: Clock;
  /** Makes the vector of every revision whose passage changed. */
  embedder: ListingEmbedder;
}

/**
 * What a writer wants changed, given the listing as of the latest revision: throwing refuses the change (the
 * caller's policy, e.g. only the owner of a live listing), null means there is nothing to change.
 */
export type ChangesFor = (current: ListingDocument) => ListingChanges | null;

export interface Revision {
  listing: ListingDocument;
  /** False when `changesFor` found nothing to change and no revision was written. */
  written: boolean;
}

/** A concurrent writer took the next version this many times in a row: give up rather than spin. */
const MAX_REVISION_ATTEMPTS = 20;

/**
 * Every write of a listing, by whoever makes it (its owner, a reviewer refreshing the rating). The
 * revision insert decides which writer gets which version, so concurrent writers never share one; each writer
 * then settles the listing document to the latest revision, so the document and the index converge on the
 * last change whatever order writes land in.
 */
export class ListingRevisions {
  constructor(private readonly deps: ListingRevisionsDeps) {}

  /** Records a new listing as its first revision, writes the listing document and announces it to the indexer. */
  async createFirst(written: ListingDocument, actorId: string): Promise<void> {
    const listing = await this.withVector(written);
    await this.deps.revisions.claim(listing, actorId, listing.createdAt);
    await this.deps.listings.insertListing(listing);
    await this.deps.outbox.append(listingChanged(listing._id, listing.createdAt));
  }

  /**
   * createFirst for a workflow step that may run again: each of the three writes is idempotent (the revision and
   * the listing are inserted once, the indexer's record is keyed by `key`), so a repeat completes what a crash left.
   */
  async createFirstOnce(written: ListingDocument, actorId: string, key: string): Promise<void> {
    const listing = await this.withVector(written);
    await this.deps.revisions.claim(listing, actorId, listing.createdAt);
    await this.deps.listings.insertListingOnce(listing);
    await this.deps.outbox.appendOnce({
      ...listingChanged(listing._id, listing.createdAt),
      _id: keyedId('obx', `${key}:listing.changed`, listing.createdAt),
    });
  }

  /** The listing as of its latest revision; null when no listing has this id. */
  async current(id: string): Promise<ListingDocument | null> {
    const stored = await this.deps.listings.findById(id);
    return stored && ((await this.deps.revisions.latestAfter(id, stored.version)) ?? stored);
  }

  /** Applies `changesFor` to the latest revision as the next one, re-reading when another writer took it first. */
  async revise(id: string, actorId: string, changesFor: ChangesFor): Promise<Revision> {
    for (let attempt = 0; attempt < MAX_REVISION_ATTEMPTS; attempt += 1) {
      const current = await this.current(id);
      if (!current) throw listingNotFound();
      const changes = changesFor(current);
      if (!changes) return { listing: current, written: false };
      const now = this.deps.clock.now();
      const next = await this.withVector({ ...current, ...changes, version: current.version + 1, updatedAt: now });
      if (!(await this.deps.revisions.claim(next, actorId, now))) continue;
      await this.settle(next);
      await this.deps.outbox.append(listingChanged(id, now));
      return { listing: next, written: true };
    }
    throw listingChangedConcurrently();
  }

  private async withVector(listing: ListingDocument): Promise<ListingDocument> {
    const { embeddingDueSince: _, ...rest } = listing;
    return { ...rest, ...(await this.deps.embedder.vectorFields(listing)) };
  }

  /**
   * Writes the revision this writer claimed into the listing document, then checks that the document holds the
   * latest revision: a writer that claimed a later one may have written first, or a slower writer's older snapshot
   * may have landed last; either way the latest revision is written again, until the document holds it.
   */
  private async settle(claimed: ListingDocument): Promise<void> {
    let latest = claimed;
    for (let attempt = 0; attempt < MAX_REVISION_ATTEMPTS; attempt += 1) {
      await this.deps.listings.writeSnapshot(latest);
      const stored = await this.deps.listings.findById(claimed._id);
      const newer = stored && (await this.deps.revisions.latestAfter(claimed._id, stored.version));
      if (!newer) return;
      latest = newer;
    }
  }
}
