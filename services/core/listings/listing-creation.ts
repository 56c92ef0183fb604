import type { Principal } from '../../../shared/auth/principal.ts';
import { newId } from '../../../shared/ids.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { ListingsService } from './listings.service.ts';
import type { ProviderTrust } from './provider-trust.ts';
import type { ListingDocument, NewListing } from './types.ts';
import type { ListingView } from './views.ts';

/**
 * Where listings created in a non-public state (`pending_review`) wait for a person's decision: moderation implements
 * it (review-holds.ts) for listings and intake's publishing alike; holding the same key again changes nothing.
 */
export interface ListingHolds {
  holdForReview(hold: {
    listingId: string;
    accountId: string;
    reason: 'new_account' | 'foreign_source';
    key: string;
  }): Promise<void>;
}

export interface ListingCreationDeps {
  listings: Pick<ListingsService, 'create' | 'createOnce' | 'assertCreatable' | 'viewOf'>;
  trust: Pick<ProviderTrust, 'isEstablished'>;
  holds: ListingHolds;
  workflows: WorkflowRegistry;
}

/** The intent of creating a held listing; its workflow id is `listing-held:<listing id>`. */
interface HeldListing {
  accountId: string;
  listingId: string;
  listing: NewListing;
  createdByAgent: string | null;
}

export interface CreatedListing {
  listing: ListingView;
  /** The trust gate held it: it waits for review in moderation's queue. */
  held: boolean;
}

/**
 * POST /v1/listings through the trust gate (ProviderTrust). An established provider's listing goes live at once
 * and is announced with `listing.created`. A new account's listing is written `pending_review` and handed to
 * moderation's queue, as intake's held drafts are: a workflow, so a crash between the two leaves no listing
 * outside the queue. Approval publishes it without `listing.created`.
 */
export class ListingCreation {
  private readonly workflow = defineWorkflow('listing-held', (steps: WorkflowSteps, held: HeldListing) =>
    this.holdSteps(steps, held),
  );

  constructor(private readonly deps: ListingCreationDeps) {
    deps.workflows.register(this.workflow);
  }

  async create(principal: Principal, input: NewListing): Promise<CreatedListing> {
    if (await this.deps.trust.isEstablished(principal.accountId))
      return { listing: await this.deps.listings.create(principal, input), held: false };
    this.deps.listings.assertCreatable(input);
    const listingId = newId('lst');
    const listing = await this.deps.workflows.run(this.workflow, `listing-held:${listingId}`, {
      accountId: principal.accountId,
      listingId,
      listing: input,
      createdByAgent: principal.agentId ?? null,
    });
    return { listing: await this.deps.listings.viewOf(listing), held: true };
  }

  /** Both steps are keyed inserts, so a resumed run repeats them harmlessly and they need no records of their own. */
  private async holdSteps(steps: WorkflowSteps, held: HeldListing): Promise<ListingDocument> {
    const listing = await steps.doRepeatable('create-listing', () =>
      this.deps.listings.createOnce(held.accountId, held.listing, {
        id: held.listingId,
        at: steps.startedAt,
        status: 'pending_review',
        createdByAgent: held.createdByAgent,
        key: steps.workflowId,
      }),
    );
    await steps.doRepeatable('hold-for-review', () =>
      this.deps.holds.holdForReview({
        listingId: held.listingId,
        accountId: held.accountId,
        reason: 'new_account',
        key: steps.workflowId,
      }),
    );
    return listing;
  }
}
