import { ensureAnnouncedIndex } from '../outbox/index.ts';
import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { AnswerDocument } from './types.ts';

interface AnswerCount {
  _id: string;
  count: number;
}

export class AnswersRepository {
  private readonly answers: Collection<AnswerDocument>;

  constructor(db: Db) {
    this.answers = db.collection<AnswerDocument>('answers');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.answers, { requestId: 1, createdAt: 1 }, { name: 'request_created' });
    await ensureAnnouncedIndex(this.answers);
  }

  async insertAnswer(answer: AnswerDocument): Promise<void> {
    await this.answers.insertOne(answer);
  }

  /** The answer with this id, provided it answers this request. */
  findInRequest(requestId: string, answerId: string): Promise<AnswerDocument | null> {
    return this.answers.findOne({ _id: answerId, requestId });
  }

  listForRequest(requestId: string): Promise<AnswerDocument[]> {
    return this.answers.find({ requestId }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  /** Answers per request, one `$sum` group (FerretDB computes only a group's first accumulator). */
  async countByRequest(requestIds: string[]): Promise<Map<string, number>> {
    if (requestIds.length === 0) return new Map();
    const counts = await this.answers
      .aggregate<AnswerCount>([
        { $match: { requestId: { $in: requestIds } } },
        { $group: { _id: '$requestId', count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(counts.map(({ _id, count }) => [_id, count]));
  }
}
