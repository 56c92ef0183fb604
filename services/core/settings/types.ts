import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** The mails an account may switch off: notifications about its own reports, content and appeals. */
export const NOTIFICATION_KINDS = ['listing_report', 'statement_of_reasons', 'appeal'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type SettingsLocale = 'en' | 'de';

export interface AccountSettings {
  locale: SettingsLocale;
  notificationMail: Record<NotificationKind, boolean>;
  defaultCurrency: CurrencyCode;
  /** An IANA name, in the runtime's canonical spelling. */
  timeZone: string;
}

/** The settings an account changed; `_id` is the account id. What it never changed has the default. */
export interface SettingsDocument extends Partial<Omit<AccountSettings, 'notificationMail'>> {
  _id: string;
  notificationMail?: Partial<Record<NotificationKind, boolean>>;
  updatedAt: Date;
}

export interface SettingsChange {
  locale?: SettingsLocale;
  notificationMail?: Partial<Record<NotificationKind, boolean>>;
  defaultCurrency?: CurrencyCode;
  timeZone?: string;
}

export interface SettingsView extends AccountSettings {
  updatedAt: string | null;
}

export const DEFAULT_SETTINGS: AccountSettings = {
  locale: 'en',
  notificationMail: { listing_report: true, statement_of_reasons: true, appeal: true },
  defaultCurrency: 'EUR',
  timeZone: 'Europe/Berlin',
};

/** The stored settings over the defaults, so a kind added later starts switched on. */
export function effectiveSettings(document: SettingsDocument | null): AccountSettings {
  if (!document) return DEFAULT_SETTINGS;
  return {
    locale: document.locale ?? DEFAULT_SETTINGS.locale,
    notificationMail: { ...DEFAULT_SETTINGS.notificationMail, ...document.notificationMail },
    defaultCurrency: document.defaultCurrency ?? DEFAULT_SETTINGS.defaultCurrency,
    timeZone: document.timeZone ?? DEFAULT_SETTINGS.timeZone,
  };
}

export function settingsView(document: SettingsDocument | null): SettingsView {
  return { ...effectiveSettings(document), updatedAt: document?.updatedAt.toISOString() ?? null };
}
