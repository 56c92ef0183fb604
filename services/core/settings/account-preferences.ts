import type { AccountSettingsRepository } from './settings.repository.ts';
import { effectiveSettings, type AccountSettings, type NotificationKind } from './types.ts';

/** What other parts of the core ask of an account's settings: the mailer, notifications, claim invitations. */
export class AccountPreferences {
  constructor(private readonly settings: Pick<AccountSettingsRepository, 'find'>) {}

  async of(accountId: string): Promise<AccountSettings> {
    return effectiveSettings(await this.settings.find(accountId));
  }

  async mailWanted(accountId: string, kind: NotificationKind): Promise<boolean> {
    return (await this.of(accountId)).notificationMail[kind];
  }
}
