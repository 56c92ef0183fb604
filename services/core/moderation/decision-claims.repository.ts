import type { Db } from 'mongodb';
import { WorkflowClaims, type WorkflowClaim } from '../../../shared/workflow-claims.ts';

/**
 * One decision per queue item, claimed by insert under the item's key (`hold:<id>`, `reports:<oldest notice id>`,
 * `review:<id>`, `appeal:<id>`): of two admins deciding one item at once, one decides and the other is refused.
 */
export interface DecisionClaim extends WorkflowClaim {
  adminId: string;
  at: Date;
}

export class DecisionClaimsRepository extends WorkflowClaims<DecisionClaim> {
  constructor(db: Db) {
    super(db.collection<DecisionClaim>('moderation_decisions'));
  }

  async ensureIndexes(): Promise<void> {
    // The unique _id is the claim; nothing else is queried.
  }
}
