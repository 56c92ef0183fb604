import type { Collection, Db } from 'mongodb';
import { WorkflowClaims, type WorkflowClaim } from '../../../../shared/workflow-claims.ts';

/** One publication per draft: a publish workflow claims the draft by inserting its id here, before any listing is made. */
export class PublicationClaimsRepository {
  private readonly claims: WorkflowClaims<WorkflowClaim>;

  constructor(db: Db) {
    this.claims = new WorkflowClaims(
      db.collection<WorkflowClaim>('intake_publication_claims') as Collection<WorkflowClaim>,
    );
  }

  /** Claims are found by _id only. */
  async ensureIndexes(): Promise<void> {}

  claim(draftId: string, workflowId: string): Promise<boolean> {
    return this.claims.claim({ _id: draftId, workflowId });
  }

  release(draftId: string, workflowId: string): Promise<void> {
    return this.claims.release(draftId, workflowId);
  }
}
