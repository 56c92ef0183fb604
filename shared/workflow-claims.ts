import type { Collection, Filter, OptionalUnlessRequiredId } from 'mongodb';
import { insertOnce } from './mongo.ts';

/** What one workflow run holds exclusively (a request's acceptance, a deal's next transition), by its unique `_id`. */
export interface WorkflowClaim {
  _id: string;
  /** The workflow that inserted the claim: a resumed run finds its own claim by it. */
  workflowId: string;
}

/**
 * Claims held by workflows: taken by insert in a workflow step, given up by delete in that step's compensation.
 * A repeated step finds the claim its own, and a compensation removes only the claim its workflow holds.
 */
export class WorkflowClaims<T extends WorkflowClaim> {
  constructor(private readonly collection: Collection<T>) {}

  /** True when `claim.workflowId` holds the claim now (inserted, or inserted by its earlier run); false when another holds it. */
  async claim(claim: T): Promise<boolean> {
    if (await insertOnce(this.collection, claim as OptionalUnlessRequiredId<T>)) return true;
    return (await this.find(claim._id))?.workflowId === claim.workflowId;
  }

  find(id: string): Promise<T | null> {
    return this.collection.findOne({ _id: id } as Filter<T>) as Promise<T | null>;
  }

  /** Gives the claim up, when this workflow holds it. */
  async release(id: string, workflowId: string): Promise<void> {
    await this.collection.deleteOne({ _id: id, workflowId } as Filter<T>);
  }
}
