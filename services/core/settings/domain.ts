import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import { settingsHandlers } from './handlers.ts';
import { AccountSettingsRepository } from './settings.repository.ts';
import { SettingsService } from './settings.service.ts';

/** The settings accounts changed (the mailer reads them too, so they are built with the other repositories). */
export function settingsRepositories(db: Db) {
  return { accountSettings: new AccountSettingsRepository(db) };
}

export interface SettingsDomainDeps {
  repositories: ReturnType<typeof settingsRepositories>;
  clock: Clock;
}

/** Each account's preferences: locale, notification mail per kind, default currency and time zone. */
export function createSettingsDomain({ repositories, clock }: SettingsDomainDeps) {
  return { handlers: settingsHandlers(new SettingsService({ settings: repositories.accountSettings, clock })) };
}
