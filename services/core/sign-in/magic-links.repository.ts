import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';

/** A magic sign-in link; only the SHA-256 of its token is stored, as `_id`, so a lookup is by _id. */
export interface MagicLinkDocument {
  _id: string;
  /** The address the link was sent to, as typed; the link signs in (or creates) the account of this address only. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export class MagicLinksRepository {
  private readonly links: Collection<MagicLinkDocument>;

  constructor(db: Db) {
    this.links = db.collection<MagicLinkDocument>('magic_links');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.links, { expiresAt: 1 }, { name: 'expires' });
  }

  async insert(link: MagicLinkDocument): Promise<void> {
    await this.links.insertOne(link);
  }

  findByTokenHash(tokenHash: string): Promise<MagicLinkDocument | null> {
    return this.links.findOne({ _id: tokenHash });
  }

  async purgeExpired(now: Date): Promise<number> {
    return (await this.links.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
