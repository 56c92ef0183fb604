import { listingNotFound, moderationMoveRefused, onlyPublishedDemoted } from './errors.ts';
import type { ListingRevisions } from './listing-revisions.ts';
import type { ListingDocument, ListingStatus } from './types.ts';

export interface ListingModerationDeps {
  revisions: Pick<ListingRevisions, 'current' | 'revise'>;
}

/**
 * The changes moderation makes to listings, each a move between statuses that an admin decided. Every move is
 * idempotent: a listing already in the target status is left as it is, so a resumed workflow may repeat it. The
 * indexer picks up every move from the revision's outbox record. No move emits `listing.created`: the spec announces
 * only listings created through the direct API that go live at once, and a listing moderation publishes was gated.
 */
export class ListingModeration {
  constructor(private readonly deps: ListingModerationDeps) {}

  async find(listingId: string): Promise<ListingDocument> {
    const listing = await this.deps.revisions.current(listingId);
    if (!listing) throw listingNotFound();
    return listing;
  }

  /** A listing held for review goes live and into search. */
  publishReviewed(listingId: string, actorId: string): Promise<ListingDocument> {
    return this.move(listingId, actorId, ['pending_review'], 'published');
  }

  /** A listing held for review stays unpublished for good. */
  rejectReviewed(listingId: string, actorId: string): Promise<ListingDocument> {
    return this.move(listingId, actorId, ['pending_review'], 'rejected');
  }

  /** A published listing is removed from the marketplace (removal or disabled access): it leaves search and public reads. */
  takeDown(listingId: string, actorId: string): Promise<ListingDocument> {
    return this.move(listingId, actorId, ['published'], 'taken_down');
  }

  /** An appeal reversed the restriction: a taken-down listing is public again, a rejected one is published. */
  reinstate(listingId: string, actorId: string): Promise<ListingDocument> {
    return this.move(listingId, actorId, ['taken_down', 'rejected'], 'published');
  }

  /** A published listing stays public but is ranked after every other match in search. */
  async demote(listingId: string, actorId: string): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, actorId, (current) => {
      if (current.demoted) return null;
      if (current.status !== 'published') throw onlyPublishedDemoted(current.status);
      return { demoted: true };
    });
    return listing;
  }

  /** An appeal reversed a demotion: the listing is ranked normally again. */
  async undemote(listingId: string, actorId: string): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, actorId, (current) =>
      current.demoted ? { demoted: false } : null,
    );
    return listing;
  }

  private async move(
    listingId: string,
    actorId: string,
    from: readonly ListingStatus[],
    to: ListingStatus,
  ): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, actorId, (current) => {
      if (current.status === to) return null;
      if (!from.includes(current.status)) throw moderationMoveRefused(current.status, from, to);
      return { status: to };
    });
    return listing;
  }
}
