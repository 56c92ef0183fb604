import { AppError } from '../../../shared/errors/app-error.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord } from '../outbox/types.ts';
import { listingNotFound, type ListingRevisions } from './listing-revisions.ts';
import type { ListingDocument, ListingStatus } from './types.ts';
import { listingView, providerSummary } from './views.ts';

export interface ListingModerationDeps {
  revisions: Pick<ListingRevisions, 'current' | 'revise'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
}

/** Who changes the listing and under which key: a moderation workflow passes its id and start, so a repeated step changes nothing twice. */
export interface ModerationChange {
  actorId: string;
  key: string;
  at: Date;
}

/**
 * The changes moderation makes to listings, each a move between statuses that an admin decided. Every move is
 * idempotent: a listing already in the target status is left as it is, so a resumed workflow may repeat it. A
 * listing that becomes public for the first time is announced with `listing.created` then (under the change's
 * key), never before; the indexer picks up every move from the revision's outbox record.
 */
export class ListingModeration {
  constructor(private readonly deps: ListingModerationDeps) {}

  async find(listingId: string): Promise<ListingDocument> {
    const listing = await this.deps.revisions.current(listingId);
    if (!listing) throw listingNotFound();
    return listing;
  }

  /** A listing held for review goes live: indexed, and announced with `listing.created`. */
  async publishReviewed(listingId: string, change: ModerationChange): Promise<ListingDocument> {
    const listing = await this.move(listingId, change, ['pending_review'], 'published');
    await this.announceCreated(listing, change);
    return listing;
  }

  /** A listing held for review stays unpublished for good. */
  rejectReviewed(listingId: string, change: ModerationChange): Promise<ListingDocument> {
    return this.move(listingId, change, ['pending_review'], 'rejected');
  }

  /** A published listing is removed from the marketplace (removal or disabled access): it leaves search and public reads. */
  takeDown(listingId: string, change: ModerationChange): Promise<ListingDocument> {
    return this.move(listingId, change, ['published'], 'taken_down');
  }

  /**
   * An appeal reversed the restriction: the listing is public again. `firstPublication` says that it never was
   * (its review was rejected): then it is announced with `listing.created` now.
   */
  async reinstate(listingId: string, change: ModerationChange, firstPublication: boolean): Promise<ListingDocument> {
    const listing = await this.move(listingId, change, ['taken_down', 'rejected'], 'published');
    if (firstPublication) await this.announceCreated(listing, change);
    return listing;
  }

  /** A published listing stays public but is ranked after every other match in search. */
  async demote(listingId: string, change: ModerationChange): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, change.actorId, (current) => {
      if (current.demoted) return null;
      if (current.status !== 'published') {
        throw new AppError('invalid_transition', {
          message: `The listing is ${current.status.replace('_', ' ')}; only a published listing can be demoted.`,
          meta: { currentState: current.status, allowedOperations: [] },
        });
      }
      return { demoted: true };
    });
    return listing;
  }

  /** An appeal reversed a demotion: the listing is ranked normally again. */
  async undemote(listingId: string, change: ModerationChange): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, change.actorId, (current) => (current.demoted ? { demoted: false } : null));
    return listing;
  }

  private async move(listingId: string, change: ModerationChange, from: readonly ListingStatus[], to: ListingStatus): Promise<ListingDocument> {
    const { listing } = await this.deps.revisions.revise(listingId, change.actorId, (current) => {
      if (current.status === to) return null;
      if (!from.includes(current.status)) {
        throw new AppError('invalid_transition', {
          message: `The listing is ${current.status.replace('_', ' ')}; only a ${from.map((status) => status.replace('_', ' ')).join(' or ')} listing can become ${to.replace('_', ' ')}.`,
          meta: { currentState: current.status, allowedOperations: [] },
        });
      }
      return { status: to };
    });
    return listing;
  }

  private async announceCreated(listing: ListingDocument, change: ModerationChange): Promise<void> {
    const account = await this.deps.accounts.findById(listing.providerId);
    const view = listingView(listing, account ? providerSummary(account) : undefined);
    await this.deps.outbox.appendOnce(
      eventRecord('listing.created', { listing: view }, { audience: [listing.providerId], now: change.at, key: `${change.key}:listing.created` }),
    );
  }
}
