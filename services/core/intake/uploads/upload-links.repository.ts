import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../../shared/mongo.ts';

export type UploadPurpose = 'photos' | 'documents';

export interface StoredFile {
  /** The GridFS file id, as a string. */
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** An upload link; its `_id` is the SHA-256 of the token, so the token itself is never stored. */
export interface UploadLinkDocument {
  _id: string;
  draftId: string;
  accountId: string;
  purpose: UploadPurpose;
  maxFiles: number;
  expiresAt: Date;
  files: StoredFile[];
  createdAt: Date;
}

/** Upload links and the single use each allows (a use is claimed by inserting the link's hash). */
export class UploadLinksRepository {
  private readonly links: Collection<UploadLinkDocument>;
  private readonly uses: Collection<{ _id: string; at: Date }>;

  constructor(db: Db) {
    this.links = db.collection<UploadLinkDocument>('intake_upload_links');
    this.uses = db.collection<{ _id: string; at: Date }>('intake_upload_link_uses');
  }

  /** Links and uses are read by _id (the token's hash) only. */
  async ensureIndexes(): Promise<void> {}

  async insert(link: UploadLinkDocument): Promise<void> {
    await this.links.insertOne(link);
  }

  findByHash(hash: string): Promise<UploadLinkDocument | null> {
    return this.links.findOne({ _id: hash });
  }

  /** False when the link was used already (or is being used now). */
  claimUse(hash: string, at: Date): Promise<boolean> {
    return insertOnce(this.uses, { _id: hash, at });
  }

  /** An upload that was refused gives its use back, so the link can be tried again with acceptable files. */
  async releaseUse(hash: string): Promise<void> {
    await this.uses.deleteOne({ _id: hash });
  }

  async recordFiles(hash: string, files: StoredFile[]): Promise<void> {
    await this.links.updateOne({ _id: hash }, { $set: { files } });
  }
}
