import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { AccountPreferences, type settingsRepositories } from '../settings/index.ts';
import { MailOutboxRepository } from './mail-outbox.repository.ts';
import { Mailer } from './mailer.ts';

/** The record of every mail sent (the local sink without SMTP). */
export function mailRepositories(db: Db) {
  return { mailOutbox: new MailOutboxRepository(db) };
}

export interface MailDeps {
  repositories: ReturnType<typeof mailRepositories> & ReturnType<typeof settingsRepositories>;
  config: Pick<Config, 'mail' | 'dataEncryptionKey' | 'previousDataEncryptionKey'>;
  clock: Clock;
}

/**
 * Infrastructure, not a domain: the one mailer of the core (one SMTP transport), which the domains that mail share;
 * it reads the accounts' settings to leave out notifications they switched off.
 */
export function createMailer({ repositories, config, clock }: MailDeps): Mailer {
  const preferences = new AccountPreferences(repositories.accountSettings);
  return new Mailer({
    outbox: repositories.mailOutbox,
    preferences,
    clock,
    secretBox: new SecretBox(config.dataEncryptionKey, config.previousDataEncryptionKey),
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
  });
}
