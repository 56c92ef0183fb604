import type { Collection, Db } from 'mongodb';
import type { SealedSecret } from '../../../shared/crypto/secret-box.ts';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';

export type MailStatus = 'recorded' | 'sent' | 'failed';

/**
 * Every mail the service sends, recorded before it is handed to SMTP. Without SMTP configured the record is the
 * local mail sink: developers and tests read the `mail_outbox` collection.
 */
export interface MailRecord {
  _id: string; // 'mal_...'
  to: string;
  subject: string;
  /** The body, each secret of it (a sign-in or confirmation link, a token) replaced by `[sealed]`. */
  text: string;
  /** The whole body encrypted under `DATA_ENCRYPTION_KEY` when it has secrets, so a resend can read it; else null. */
  sealedText: SealedSecret | null;
  /** What the mail is about, e.g. `{ kind: 'claim', id }`, so a reader finds the mails of a resource. */
  about: { kind: string; id: string };
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export class MailOutboxRepository {
  private readonly mails: Collection<MailRecord>;

  constructor(db: Db) {
    this.mails = db.collection<MailRecord>('mail_outbox');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.mails, { to: 1, createdAt: -1 }, { name: 'to_created' });
  }

  /** Records the mail unless one with its id is recorded already (a repeated keyed send); true when this call recorded it. */
  recordOnce(mail: MailRecord): Promise<boolean> {
    return insertOnce(this.mails, mail);
  }

  findById(id: string): Promise<MailRecord | null> {
    return this.mails.findOne({ _id: id });
  }

  async markSent(id: string, sentAt: Date): Promise<void> {
    await this.mails.updateOne({ _id: id }, { $set: { status: 'sent', sentAt } });
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.mails.updateOne({ _id: id }, { $set: { status: 'failed', error } });
  }
}
