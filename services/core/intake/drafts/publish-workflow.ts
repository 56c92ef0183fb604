import type { ListingHolds, ListingsService, NewListing } from '../../listings/index.ts';
import { defineWorkflow, type WorkflowDefinition } from '../../workflows/index.ts';
import type { DraftsRepository } from './drafts.repository.ts';
import { draftBeingPublished } from '../errors.ts';
import type { PublicationClaimsRepository } from './publication-claims.repository.ts';
import type { ReviewReason } from '../types.ts';

export interface PublishInput {
  draftId: string;
  accountId: string;
  /** Pre-generated, so a repeated step writes the same listing. */
  listingId: string;
  listing: NewListing;
  /** The trust gate's reasons for review; empty when the listing goes live at once. */
  reasons: ReviewReason[];
}

export interface PublishResult {
  draftId: string;
  status: 'published' | 'in_review';
  listingId: string;
  reasons: ReviewReason[];
}

export type DraftPublication = WorkflowDefinition<PublishInput, PublishResult>;

export interface PublishWorkflowDeps {
  claims: PublicationClaimsRepository;
  listings: Pick<ListingsService, 'createOnce'>;
  reviewQueue: ListingHolds;
  drafts: Pick<DraftsRepository, 'recordPublication'>;
}

/**
 * Publishing a draft: the draft is claimed (one publication per draft), its listing written live or held
 * (`pending_review`, not indexed, no `listing.created`), a held listing handed to moderation's review queue, and
 * the publication recorded on the draft. Every step is idempotent under the workflow's id.
 */
export function publishWorkflow(deps: PublishWorkflowDeps): DraftPublication {
  return defineWorkflow('publish-draft', async (steps, input) => {
    const held = input.reasons.length > 0;
    await steps.do(
      'claim-draft',
      async () => {
        if (!(await deps.claims.claim(input.draftId, steps.workflowId))) throw draftBeingPublished();
        return null;
      },
      () => deps.claims.release(input.draftId, steps.workflowId),
    );
    await steps.do('create-listing', async () => {
      const status = held ? 'pending_review' : 'published';
      await deps.listings.createOnce(input.accountId, input.listing, {
        id: input.listingId,
        at: steps.startedAt,
        status,
        key: steps.workflowId,
      });
      return null;
    });
    if (held) {
      await steps.do('hold-for-review', async () => {
        await deps.reviewQueue.holdForReview({
          listingId: input.listingId,
          accountId: input.accountId,
          reason: input.reasons[0]!,
          key: steps.workflowId,
        });
        return null;
      });
    }
    const result: PublishResult = {
      draftId: input.draftId,
      status: held ? 'in_review' : 'published',
      listingId: input.listingId,
      reasons: input.reasons,
    };
    await steps.do('record-publication', async () => {
      await deps.drafts.recordPublication(input.draftId, {
        listingId: input.listingId,
        status: result.status,
        reasons: input.reasons,
        at: steps.startedAt,
      });
      return null;
    });
    return result;
  });
}

/** A publication per version of the draft: after a refused attempt the user patches the draft and publishes anew. */
export function publicationId(draftId: string, version: number): string {
  return `publish-draft:${draftId}:v${version}`;
}
