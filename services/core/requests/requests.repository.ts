import type { Collection, Db, Filter } from 'mongodb';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { RequestDocument, RequestStatus } from './types.ts';

export interface RequestFilters {
  status?: RequestStatus;
  category?: string;
  tag?: string;
}

export class RequestsRepository {
  private readonly requests: Collection<RequestDocument>;

  constructor(db: Db) {
    this.requests = db.collection<RequestDocument>('requests');
  }

  /** One index per list filter, each ending in the list order, plus the order itself for the unfiltered list. */
  async ensureIndexes(): Promise<void> {
    await this.requests.createIndex({ createdAt: -1, _id: -1 }, { name: 'created' });
    await this.requests.createIndex({ status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
    await this.requests.createIndex({ category: 1, createdAt: -1, _id: -1 }, { name: 'category_created' });
    await this.requests.createIndex({ tags: 1, createdAt: -1, _id: -1 }, { name: 'tags_created' });
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
   * Flips an open request of this author to closed; false when no open request of the author has this id.
   * The status is part of the filter, so the transition is decided by the write, not by an earlier read.
   */
  async closeOpenRequest(id: string, authorId: string, now: Date): Promise<boolean> {
    const result = await this.requests.updateOne(
      { _id: id, authorId, status: 'open' },
      { $set: { status: 'closed', closedAt: now } },
    );
    return result.matchedCount === 1;
  }
}
