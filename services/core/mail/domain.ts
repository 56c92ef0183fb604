import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { MailOutboxRepository } from './mail-outbox.repository.ts';
import { Mailer } from './mailer.ts';

/** The record of every mail sent (the local sink without SMTP). */
export function mailRepositories(db: Db) {
  return { mailOutbox: new MailOutboxRepository(db) };
}

export interface MailDeps {
  repositories: ReturnType<typeof mailRepositories>;
  config: Pick<Config, 'mail'>;
  clock: Clock;
}

/** Infrastructure, not a domain: the one mailer of the core (one SMTP transport), which the domains that mail share. */
export function createMailer({ repositories, config, clock }: MailDeps): Mailer {
  return new Mailer({ outbox: repositories.mailOutbox, clock, from: config.mail.from, smtpUrl: config.mail.smtpUrl });
}
