import type { ListingModeration } from '../listings/index.ts';
import type { ReviewModeration } from '../reviews/index.ts';
import type { WorkflowSteps } from '../workflows/index.ts';
import type { ContentDirectory } from './content.ts';
import { DecisionRecords } from './decision-records.ts';
import { restrictionFor, statementDocument } from './statement-of-reasons.ts';
import type { ContentRef, Restriction, StatementDocument, StatementInput } from './types.ts';

const LISTING_RESTRICTIONS: readonly Restriction[] = ['removal', 'disabling_access', 'demotion'];
const REVIEW_RESTRICTIONS: readonly Restriction[] = ['removal'];

/** The restriction the statement asks for, if the content can take it; 400 naming `field` otherwise. */
export function restrictionOf(subject: ContentRef, statement: StatementInput, field: string): Restriction {
  return restrictionFor(statement, subject.type === 'listing' ? LISTING_RESTRICTIONS : REVIEW_RESTRICTIONS, field);
}

/** A restriction an admin decided on reported content. */
export interface RestrictionOrder {
  adminId: string;
  subject: ContentRef;
  restriction: Restriction;
  statement: StatementInput;
  baseUrl: string;
}

export interface ContentRestrictionsDeps {
  listings: Pick<ListingModeration, 'takeDown' | 'demote'>;
  reviews: Pick<ReviewModeration, 'remove'>;
  content: Pick<ContentDirectory, 'find'>;
  records: DecisionRecords;
}

/**
 * Restricting reported content (Art. 16(5), 17): a listing is taken down or demoted, a review removed, and the
 * statement of reasons issued to the account concerned. Two steps of the deciding workflow (`restrict`,
 * `statement`), each repeatable.
 */
export class ContentRestrictions {
  constructor(private readonly deps: ContentRestrictionsDeps) {}

  async impose(steps: WorkflowSteps, order: RestrictionOrder): Promise<StatementDocument> {
    const change = { actorId: order.adminId, key: steps.workflowId, at: steps.startedAt };
    const content = await steps.do('restrict', async () => {
      const before = await this.deps.content.find(order.subject, order.baseUrl);
      if (order.subject.type === 'review') await this.deps.reviews.remove(order.subject.id, change);
      else if (order.restriction === 'demotion') await this.deps.listings.demote(order.subject.id, order.adminId);
      else await this.deps.listings.takeDown(order.subject.id, order.adminId);
      return {
        accountId: before.accountId,
        url: before.url,
        contentType: before.contentType,
        createdAt: before.createdAt,
      };
    });
    return this.deps.records.issue(steps, async () =>
      statementDocument(order.statement, {
        id: DecisionRecords.statementId(steps),
        accountId: content.accountId,
        subject: order.subject,
        url: content.url,
        restriction: order.restriction,
        contentType: content.contentType,
        contentCreatedAt: content.createdAt,
        source: 'notice',
        decidedBy: order.adminId,
        at: steps.startedAt,
      }),
    );
  }
}
