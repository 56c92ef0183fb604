import { ensureAnnouncedIndex } from '../outbox/index.ts';
import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { BidDocument } from './types.ts';

interface BidCount {
  _id: string;
  count: number;
}

export class BidsRepository {
  private readonly bids: Collection<BidDocument>;

  constructor(db: Db) {
    this.bids = db.collection<BidDocument>('bids');
  }

  /** The unique (jobId, bidderId) index keeps each bidder to one bid per job, also under parallel bids. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.bids, { jobId: 1, bidderId: 1 }, { unique: true, name: 'job_bidder_unique' });
    await ensureAnnouncedIndex(this.bids);
  }

  /** Inserts the bid unless its bidder already bid on the job; the unique index decides races. */
  async insertBidOnce(bid: BidDocument): Promise<boolean> {
    return insertOnce(this.bids, bid);
  }

  findInJob(jobId: string, bidId: string): Promise<BidDocument | null> {
    return this.bids.findOne({ _id: bidId, jobId });
  }

  listForJob(jobId: string): Promise<BidDocument[]> {
    return this.bids.find({ jobId }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  /** Bids per job, one `$sum` group (FerretDB computes only a group's first accumulator). */
  async countByJob(jobIds: string[]): Promise<Map<string, number>> {
    if (jobIds.length === 0) return new Map();
    const counts = await this.bids
      .aggregate<BidCount>([{ $match: { jobId: { $in: jobIds } } }, { $group: { _id: '$jobId', count: { $sum: 1 } } }])
      .toArray();
    return new Map(counts.map(({ _id, count }) => [_id, count]));
  }
}
