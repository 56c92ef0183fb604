import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import type { AcceptanceDocument } from './types.ts';

/** One acceptance per request: its _id is the request id, so of parallel acceptances exactly one inserts. */
export class RequestAcceptancesRepository {
  private readonly acceptances: Collection<AcceptanceDocument>;

  constructor(db: Db) {
    this.acceptances = db.collection<AcceptanceDocument>('request_acceptances');
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  /** Claims the request's one acceptance for the workflow that carries it; false when any acceptance holds it. */
  async claim(acceptance: AcceptanceDocument): Promise<boolean> {
    return insertOnce(this.acceptances, acceptance);
  }

  /** Only the claimant writes the deal id, so this update has no concurrent writer. */
  async recordDeal(requestId: string, dealId: string): Promise<void> {
    await this.acceptances.updateOne({ _id: requestId }, { $set: { dealId } });
  }

  /** Gives up the workflow's claim (its deal could not be opened), so the author can accept again. */
  async release(requestId: string, workflowId: string): Promise<void> {
    await this.acceptances.deleteOne({ _id: requestId, workflowId });
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
