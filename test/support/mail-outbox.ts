import type { Db } from 'mongodb';
import type { MailRecord } from '../../services/core/mail/mail-outbox.repository.ts';
import { SecretBox } from '../../shared/crypto/secret-box.ts';
import { harness } from './root-hooks.ts';

/** The latest mail to `email` recorded in `mail_outbox` (the harness's database unless another is given). */
export async function latestMailTo(email: string, db: Db = harness().mongo.db): Promise<MailRecord | undefined> {
  const [mail] = await db
    .collection<MailRecord>('mail_outbox')
    .find({ to: email })
    .sort({ createdAt: -1 })
    .limit(1)
    .toArray();
  return mail;
}

/** A recorded mail's whole body as it was sent: its sealed text opened with the run's DATA_ENCRYPTION_KEY. */
export function sentText(mail: MailRecord, dataEncryptionKey = harness().config.dataEncryptionKey): string {
  return mail.sealedText ? new SecretBox(dataEncryptionKey).open(mail.sealedText) : mail.text;
}
