import { useEffect, useState } from 'preact/hooks';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { workDe } from './messages/work.de.ts';
import { workEn } from './messages/work.en.ts';

const english = { ...en, ...workEn };
export type MessageKey = keyof typeof english;
export const LANGUAGES = { en: english, de: { ...de, ...workDe } } as const;
export type Language = keyof typeof LANGUAGES;

/** The first of the browser's preferred languages the console speaks; English otherwise. */
function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary && primary in LANGUAGES) return primary as Language;
  }
  return 'en';
}

let language: Language = browserLanguage();
const listeners = new Set<() => void>();

export function setLanguage(next: Language): void {
  language = next;
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** `{name}` placeholders filled from `params`. */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return LANGUAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

export function useI18n() {
  const [current, setCurrent] = useState(language);
  useEffect(() => {
    const update = () => setCurrent(language);
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  return {
    language: current,
    t: (key: MessageKey, params?: Record<string, string | number>) => translate(current, key, params),
  };
}

document.documentElement.lang = language;
