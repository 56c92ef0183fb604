import { de } from '../../console/src/messages/de.ts';
import { en, type MessageKey } from '../../console/src/messages/en.ts';

export type Language = 'en' | 'de';

/** The console's text in `language`, `{name}` placeholders filled, to find and check what a person reads. */
export function text(language: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const message: string = { en, de }[language][key];
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };
