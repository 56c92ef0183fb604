import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../../../shared/clock.ts';
import type { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { keyedId, newId } from '../../../shared/ids.ts';
import type { AccountPreferences, NotificationKind } from '../settings/index.ts';
import type { MailOutboxRepository, MailRecord } from './mail-outbox.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  about: { kind: string; id: string };
  /**
   * Parts of `text` that grant something to whoever reads them (a sign-in link, a confirmation token): the record in
   * `mail_outbox` keeps them only encrypted.
   */
  secrets?: string[];
  /** Marks a notification to an account, which its settings may switch off (`notificationMail`). */
  notification?: { accountId: string; kind: NotificationKind };
  /**
   * Makes the send repeatable, as a workflow step must be: the mail is recorded under an id derived from `key` and
   * `at` (the workflow's start), and a repeated send of it is neither recorded nor sent again.
   */
  once?: { key: string; at: Date };
}

export interface MailerDeps {
  outbox: MailOutboxRepository;
  preferences: Pick<AccountPreferences, 'mailWanted'>;
  clock: Clock;
  /** Encrypts the bodies of mails with secrets before they are recorded. */
  secretBox: SecretBox;
  /** The sender address of every mail. */
  from: string;
  /** SMTP URL (smtp:// or smtps://); null keeps mails in the outbox only (the local sink). */
  smtpUrl: string | null;
}

/** What stands in the recorded text for each secret of a mail. */
export const SEALED = '[sealed]';

/**
 * Records every mail in `mail_outbox` (its secrets encrypted), then sends it over SMTP when a transport is configured; a notification
 * its account switched off is neither recorded nor sent.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(private readonly deps: MailerDeps) {
    this.transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  }

  /** Resolves once the mail is recorded and, with SMTP, handed over (null: switched off); a failed send is recorded, not thrown. */
  async send(mail: OutgoingMail): Promise<MailRecord | null> {
    if (
      mail.notification &&
      !(await this.deps.preferences.mailWanted(mail.notification.accountId, mail.notification.kind))
    )
      return null;
    const record: MailRecord = {
      _id: mail.once ? keyedId('mal', mail.once.key, mail.once.at) : newId('mal'),
      to: mail.to,
      subject: mail.subject,
      ...this.storedText(mail),
      about: mail.about,
      status: 'recorded',
      createdAt: mail.once?.at ?? this.deps.clock.now(),
      sentAt: null,
      error: null,
    };
    if (!(await this.deps.outbox.recordOnce(record))) return (await this.deps.outbox.findById(record._id)) ?? record;
    if (!this.transport) return record;
    try {
      await this.transport.sendMail({ from: this.deps.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.deps.outbox.markSent(record._id, this.deps.clock.now());
      return { ...record, status: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.deps.outbox.markFailed(record._id, message);
      return { ...record, status: 'failed', error: message };
    }
  }

  private storedText(mail: OutgoingMail): Pick<MailRecord, 'text' | 'sealedText'> {
    const secrets = (mail.secrets ?? []).filter((secret) => secret.length > 0);
    if (secrets.length === 0) return { text: mail.text, sealedText: null };
    const text = secrets.reduce((redacted, secret) => redacted.replaceAll(secret, SEALED), mail.text);
    return { text, sealedText: this.deps.secretBox.seal(mail.text) };
  }
}
