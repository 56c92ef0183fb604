/** The settings domain's public surface: the only file other domains and the core's composition import. */
export { AccountPreferences } from './account-preferences.ts';
export { createSettingsDomain, settingsRepositories } from './domain.ts';
export type { AccountSettingsRepository } from './settings.repository.ts';
export { localMoment } from './time-zones.ts';
export type { NotificationKind } from './types.ts';
