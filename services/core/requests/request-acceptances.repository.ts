import type { Collection, Db } from 'mongodb';
import { WorkflowClaims } from '../../../shared/workflow-claims.ts';
import type { AcceptanceDocument } from './types.ts';

/** One acceptance per request: its _id is the request id, so of parallel acceptances exactly one inserts. */
export class RequestAcceptancesRepository {
  private readonly acceptances: Collection<AcceptanceDocument>;
  private readonly claims: WorkflowClaims<AcceptanceDocument>;

  constructor(db: Db) {
    this.acceptances = db.collection<AcceptanceDocument>('request_acceptances');
    this.claims = new WorkflowClaims(this.acceptances);
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  /** Claims the request's one acceptance for the workflow that carries it; false when another acceptance holds it. */
  claim(acceptance: AcceptanceDocument): Promise<boolean> {
    return this.claims.claim(acceptance);
  }

  /** Only the claimant writes the deal id, so this update has no concurrent writer. */
  async recordDeal(requestId: string, dealId: string): Promise<void> {
    await this.acceptances.updateOne({ _id: requestId }, { $set: { dealId } });
  }

  /** Gives up the workflow's claim (its deal could not be opened), so the author can accept again. */
  release(requestId: string, workflowId: string): Promise<void> {
    return this.claims.release(requestId, workflowId);
  }

  findForRequest(requestId: string): Promise<AcceptanceDocument | null> {
    return this.acceptances.findOne({ _id: requestId });
  }

  async findForRequests(requestIds: string[]): Promise<Map<string, AcceptanceDocument>> {
    if (requestIds.length === 0) return new Map();
    const found = await this.acceptances.find({ _id: { $in: requestIds } }).toArray();
    return new Map(found.map((acceptance) => [acceptance._id, acceptance]));
  }
}
