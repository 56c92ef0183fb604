import type { Clock } from '../../../shared/clock.ts';
import { unknownTimeZone } from './errors.ts';
import type { AccountSettingsRepository } from './settings.repository.ts';
import { canonicalTimeZone } from './time-zones.ts';
import { settingsView, type SettingsChange, type SettingsView } from './types.ts';

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
    const stored = await this.deps.settings.apply(
      accountId,
      { ...change, ...(timeZone ? { timeZone } : {}) },
      this.deps.clock.now(),
    );
    return settingsView(stored);
  }
}
