import type { Principal } from '../../../shared/auth/principal.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { ListingModeration } from '../listings/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { ContentDirectory } from './content.ts';
import { DecisionRecords } from './decision-records.ts';
import { alreadyDecided, notFound } from './errors.ts';
import type { ReviewHoldsRepository } from './review-holds.repository.ts';
import { restrictionFor, statementDocument } from './statement-of-reasons.ts';
import type { StatementInput } from './types.ts';

export type ModerationOutcome = Schema<'ModerationOutcome'>;

export interface ListingReviewDecisionsDeps {
  holds: ReviewHoldsRepository;
  listings: Pick<ListingModeration, 'publishReviewed' | 'rejectReviewed'>;
  content: ContentDirectory;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
}

/** The intent of one decision on a held listing; its workflow id is `listing-review:<hold id>:<decision>`. */
interface ReviewDecision {
  adminId: string;
  holdId: string;
  decision: 'approve' | 'reject';
  note: string | null;
  statement: StatementInput | null;
  baseUrl: string;
}

/**
 * Decisions on listings the trust gate held: approval publishes the listing (indexed, `listing.created` then),
 * rejection keeps it unpublished and issues the provider a statement of reasons. Each decision is a workflow that
 * claims the hold first, so of two admins deciding one hold at once only one decides.
 */
export class ListingReviewDecisions {
  private readonly workflow = defineWorkflow(
    'moderation-listing-review',
    (steps: WorkflowSteps, decision: ReviewDecision) => this.decideSteps(steps, decision),
  );

  constructor(private readonly deps: ListingReviewDecisionsDeps) {
    deps.workflows.register(this.workflow);
  }

  approve(admin: Principal, holdId: string, note: string | undefined, baseUrl: string): Promise<ModerationOutcome> {
    return this.decide({
      adminId: admin.accountId,
      holdId,
      decision: 'approve',
      note: note ?? null,
      statement: null,
      baseUrl,
    });
  }

  reject(admin: Principal, holdId: string, statement: StatementInput, baseUrl: string): Promise<ModerationOutcome> {
    restrictionFor(statement, ['rejection'], 'body.restriction');
    return this.decide({ adminId: admin.accountId, holdId, decision: 'reject', note: null, statement, baseUrl });
  }

  private async decide(decision: ReviewDecision): Promise<ModerationOutcome> {
    const hold = await this.deps.holds.findById(decision.holdId);
    if (!hold) throw notFound('listing review item of the moderation queue', 'path.jobId');
    // A repeated decision answers its first outcome (the same workflow); another one on a decided hold is refused.
    if (hold.status !== 'open' && hold.status !== (decision.decision === 'approve' ? 'approved' : 'rejected'))
      throw alreadyDecided('listing review', hold.status);
    return this.deps.workflows.run(this.workflow, `listing-review:${decision.holdId}:${decision.decision}`, decision);
  }

  private async decideSteps(steps: WorkflowSteps, decision: ReviewDecision): Promise<ModerationOutcome> {
    const { records } = this.deps;
    const hold = await this.deps.holds.findById(decision.holdId);
    if (!hold) throw new Error(`hold ${decision.holdId} vanished`);
    await records.claim(steps, `hold:${hold._id}`, decision.adminId, () => alreadyDecided('listing review', 'decided'));
    const approve = decision.decision === 'approve';
    await steps.do('listing', async () => {
      if (approve) await this.deps.listings.publishReviewed(hold.listingId, decision.adminId);
      else await this.deps.listings.rejectReviewed(hold.listingId, decision.adminId);
    });
    const statement = decision.statement
      ? await records.issue(steps, async () => {
          const content = await this.deps.content.find(
            { type: 'listing', id: hold.listingId, listingId: hold.listingId },
            decision.baseUrl,
          );
          return statementDocument(decision.statement!, {
            id: DecisionRecords.statementId(steps),
            accountId: hold.accountId,
            subject: content.ref,
            url: content.url,
            restriction: 'rejection',
            contentType: content.contentType,
            contentCreatedAt: content.createdAt,
            source: 'own_initiative',
            decidedBy: decision.adminId,
            at: steps.startedAt,
          });
        })
      : null;
    const statementId = statement?._id ?? null;
    await steps.do('hold', () =>
      this.deps.holds.decide(hold._id, approve ? 'approved' : 'rejected', {
        decidedBy: decision.adminId,
        decidedAt: steps.startedAt,
        note: decision.note,
        statementId,
      }),
    );
    await records.audit(steps, {
      actorId: decision.adminId,
      action: approve ? 'listing_review.approved' : 'listing_review.rejected',
      subject: { type: 'listing', id: hold.listingId },
      subjectIds: [hold.listingId, hold._id, ...(statementId ? [statementId] : [])],
      before: { status: 'pending_review', holdReasons: hold.reasons },
      after: { status: approve ? 'published' : 'rejected' },
      note: decision.note,
      statementId,
    });
    if (statement) await records.notify(steps, statement);
    return {
      jobId: hold._id,
      status: approve ? 'published' : 'rejected',
      listingId: hold.listingId,
      statementOfReasonsId: statementId,
    };
  }
}
