import type { Clock } from '../../../shared/clock.ts';
import { unknownTimeZone } from './errors.ts';
import type { AccountSettingsRepository } from './settings.repository.ts';
import { canonicalTimeZone } from './time-zones.ts';
import { effectiveSettings, settingsView, type SettingsChange, type SettingsView } from './types.ts';

/** The caller's own settings: the defaults until changed, then the stored ones. */
export class SettingsService {
  constructor(private readonly deps: { settings: AccountSettingsRepository; clock: Clock }) {}

  async get(accountId: string): Promise<SettingsView> {
    return settingsView(await this.deps.settings.find(accountId));
  }

  /** Applies the given settings over the current ones and keeps the rest. */
  async update(accountId: string, change: SettingsChange): Promise<SettingsView> {
    const timeZone = change.timeZone === undefined ? undefined : canonicalTimeZone(change.timeZone);
    if (timeZone === null) throw unknownTimeZone(change.timeZone ?? '');
    const current = effectiveSettings(await this.deps.settings.find(accountId));
    const next = {
      _id: accountId,
      locale: change.locale ?? current.locale,
      notificationMail: { ...current.notificationMail, ...change.notificationMail },
      defaultCurrency: change.defaultCurrency ?? current.defaultCurrency,
      timeZone: timeZone ?? current.timeZone,
      updatedAt: this.deps.clock.now(),
    };
    await this.deps.settings.save(next);
    return settingsView(next);
  }
}
