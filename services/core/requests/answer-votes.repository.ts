import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { AnswerVoteDocument } from './types.ts';

interface VoteCount {
  _id: string;
  count: number;
}

/**
 * Votes are counted, never kept as a counter: FerretDB applies `$inc` as read-then-write, and 20 parallel
 * increments of one document were measured to leave 9.
 */
export class AnswerVotesRepository {
  private readonly votes: Collection<AnswerVoteDocument>;

  constructor(db: Db) {
    this.votes = db.collection<AnswerVoteDocument>('answer_votes');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.votes, { requestId: 1, answerId: 1 }, { name: 'request_answer' });
  }

  /** Records the vote unless this voter already voted on this answer; the unique _id decides races. */
  async insertVoteOnce(answerId: string, requestId: string, voterId: string, now: Date): Promise<boolean> {
    return insertOnce(this.votes, { _id: `${answerId}#${voterId}`, answerId, requestId, voterId, createdAt: now });
  }

  /** The votes of one answer: the `_id` range of its `<answerId>#` prefix ('$' follows '#'). */
  countForAnswer(answerId: string): Promise<number> {
    return this.votes.countDocuments({ _id: { $gt: `${answerId}#`, $lt: `${answerId}$` } });
  }

  /** Votes per answer of one request. */
  async countByAnswer(requestId: string): Promise<Map<string, number>> {
    const counts = await this.votes
      .aggregate<VoteCount>([{ $match: { requestId } }, { $group: { _id: '$answerId', count: { $sum: 1 } } }])
      .toArray();
    return new Map(counts.map(({ _id, count }) => [_id, count]));
  }
}
