import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { FeedbackDocument } from './types.ts';

/** Feedback to the operators. */
export class FeedbackRepository {
  private readonly feedback: Collection<FeedbackDocument>;

  constructor(db: Db) {
    this.feedback = db.collection<FeedbackDocument>('operator_feedback');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.feedback, { createdAt: -1, _id: -1 }, { name: 'created' });
    await ensureIndex(this.feedback, { topic: 1, createdAt: -1, _id: -1 }, { name: 'topic_created' });
  }

  async insert(feedback: FeedbackDocument): Promise<void> {
    await this.feedback.insertOne(feedback);
  }

  /** Up to `limit` feedback items, newest first, strictly after `after`; of one topic when given. */
  page(
    topic: FeedbackDocument['topic'] | undefined,
    after: CursorPosition | null,
    limit: number,
  ): Promise<FeedbackDocument[]> {
    const filter: Filter<FeedbackDocument> = { ...(topic ? { topic } : {}), ...afterCursor(after) };
    return this.feedback.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
