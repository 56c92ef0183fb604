import type { Principal } from '../../../shared/auth/principal.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { ReviewModeration } from '../reviews/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { ContentDirectory } from './content.ts';
import { DecisionRecords } from './decision-records.ts';
import { alreadyDecided } from './errors.ts';
import { restrictionFor, statementDocument } from './statement-of-reasons.ts';
import type { StatementInput } from './types.ts';

export type ReviewRemoval = Schema<'ReviewRemoval'>;

export interface ReviewRemovalsDeps {
  reviews: Pick<ReviewModeration, 'find' | 'remove'>;
  content: ContentDirectory;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
}

/** The intent of one removal; its workflow id is `review-removal:<review id>:<generation>`. */
interface RemovalDecision {
  adminId: string;
  reviewId: string;
  listingId: string;
  statement: StatementInput;
  baseUrl: string;
}

/**
 * Reviews removed on an admin's own initiative, each with a statement of reasons to its author. The claim is the
 * review's current generation (it starts anew when an appeal restores the review), so it is removed once per generation.
 */
export class ReviewRemovals {
  private readonly workflow = defineWorkflow(
    'moderation-review-removal',
    (steps: WorkflowSteps, decision: RemovalDecision) => this.removeSteps(steps, decision),
  );

  constructor(private readonly deps: ReviewRemovalsDeps) {
    deps.workflows.register(this.workflow);
  }

  async remove(admin: Principal, reviewId: string, statement: StatementInput, baseUrl: string): Promise<ReviewRemoval> {
    restrictionFor(statement, ['removal'], 'body.restriction');
    const review = await this.deps.reviews.find(reviewId);
    if (review.removal) throw alreadyDecided('review', 'removed');
    const generation = (review.restoredAt ?? review.createdAt).getTime();
    const decision: RemovalDecision = {
      adminId: admin.accountId,
      reviewId,
      listingId: review.listingId,
      statement,
      baseUrl,
    };
    return this.deps.workflows.run(this.workflow, `review-removal:${reviewId}:${generation}`, decision);
  }

  private async removeSteps(steps: WorkflowSteps, decision: RemovalDecision): Promise<ReviewRemoval> {
    const { records } = this.deps;
    await records.claim(steps, steps.workflowId, decision.adminId, () => alreadyDecided('review', 'removed'));
    const subject = { type: 'review' as const, id: decision.reviewId, listingId: decision.listingId };
    const content = await steps.do('remove', async () => {
      const before = await this.deps.content.find(subject, decision.baseUrl);
      await this.deps.reviews.remove(decision.reviewId, {
        actorId: decision.adminId,
        key: steps.workflowId,
        at: steps.startedAt,
      });
      return {
        accountId: before.accountId,
        url: before.url,
        contentType: before.contentType,
        createdAt: before.createdAt,
      };
    });
    const statement = await records.issue(steps, async () =>
      statementDocument(decision.statement, {
        id: DecisionRecords.statementId(steps),
        accountId: content.accountId,
        subject,
        url: content.url,
        restriction: 'removal',
        contentType: content.contentType,
        contentCreatedAt: content.createdAt,
        source: 'own_initiative',
        decidedBy: decision.adminId,
        at: steps.startedAt,
      }),
    );
    await records.audit(steps, {
      actorId: decision.adminId,
      action: 'review.removed',
      subject: { type: 'review', id: decision.reviewId },
      subjectIds: [decision.reviewId, decision.listingId, statement._id],
      before: { removed: false },
      after: { removed: true },
      note: null,
      statementId: statement._id,
    });
    await records.notify(steps, statement);
    return {
      reviewId: decision.reviewId,
      listingId: decision.listingId,
      removedAt: steps.startedAt.toISOString(),
      statementOfReasonsId: statement._id,
    };
  }
}
