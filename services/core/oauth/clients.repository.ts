import type { Collection, Db } from 'mongodb';
import type { OAuthClientDocument } from './types.ts';

export const OAUTH_CLIENTS_COLLECTION = 'oauth_clients';

export class OAuthClientsRepository {
  private readonly clients: Collection<OAuthClientDocument>;

  constructor(db: Db) {
    this.clients = db.collection<OAuthClientDocument>(OAUTH_CLIENTS_COLLECTION);
  }

  /** Clients are read by `_id` only. */
  async ensureIndexes(): Promise<void> {}

  async insertClient(client: OAuthClientDocument): Promise<void> {
    await this.clients.insertOne(client);
  }

  findById(clientId: string): Promise<OAuthClientDocument | null> {
    return this.clients.findOne({ _id: clientId });
  }
}
