import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, isDuplicateKeyError } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { RequestDocument, RequestStatus } from './types.ts';

export interface RequestFilters {
  status?: RequestStatus;
  category?: string;
  tag?: string;
}

/** The one closing of a request, keyed by the request id: inserting it claims the open → closed transition. */
interface RequestClosure {
  _id: string;
  closedBy: string;
  closedAt: Date;
}

export class RequestsRepository {
  private readonly requests: Collection<RequestDocument>;
  private readonly closures: Collection<RequestClosure>;

  constructor(db: Db) {
    this.requests = db.collection<RequestDocument>('requests');
    this.closures = db.collection<RequestClosure>('request_closures');
  }

  /** One index per list filter, each ending in the list order, plus the order itself for the unfiltered list. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.requests, { createdAt: -1, _id: -1 }, { name: 'created' });
    await ensureIndex(this.requests, { status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
    await ensureIndex(this.requests, { category: 1, createdAt: -1, _id: -1 }, { name: 'category_created' });
    await ensureIndex(this.requests, { tags: 1, createdAt: -1, _id: -1 }, { name: 'tags_created' });
  }

  async insertRequest(request: RequestDocument): Promise<void> {
    await this.requests.insertOne(request);
  }

  findById(id: string): Promise<RequestDocument | null> {
    return this.requests.findOne({ _id: id });
  }

  /**
   * Up to `limit` requests matching the filters, newest first (ties broken by id, descending),
   * strictly after `after` when given.
   */
  listPage(filters: RequestFilters, after: CursorPosition | null, limit: number): Promise<RequestDocument[]> {
    const query: Filter<RequestDocument> = { ...afterCursor(after) };
    if (filters.status) query.status = filters.status;
    if (filters.category) query.category = filters.category;
    if (filters.tag) query.tags = filters.tag;
    return this.requests.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }

  /**
   * Closes the request once: true for the caller whose closure record was inserted, false when another
   * closure was first. Either way the request document is then brought in line with the closure record, so a
   * claimant that stopped between the two writes is completed by the next caller; every writer writes the same.
   */
  async closeOnce(id: string, closedBy: string, now: Date): Promise<boolean> {
    let claimed = true;
    try {
      await this.closures.insertOne({ _id: id, closedBy, closedAt: now });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      claimed = false;
    }
    const closure = claimed ? { closedAt: now } : await this.closures.findOne({ _id: id });
    if (closure) await this.requests.updateOne({ _id: id }, { $set: { status: 'closed', closedAt: closure.closedAt } });
    return claimed;
  }
}
