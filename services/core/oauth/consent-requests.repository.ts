import type { Collection, Db } from 'mongodb';
import type { ConsentRequestDocument } from './types.ts';

export class ConsentRequestsRepository {
  private readonly requests: Collection<ConsentRequestDocument>;

  constructor(db: Db) {
    this.requests = db.collection<ConsentRequestDocument>('oauth_consent_requests');
  }

  /** Consent requests are read by `_id` only. */
  async ensureIndexes(): Promise<void> {}

  async insertRequest(request: ConsentRequestDocument): Promise<void> {
    await this.requests.insertOne(request);
  }

  findById(requestId: string): Promise<ConsentRequestDocument | null> {
    return this.requests.findOne({ _id: requestId });
  }
}
