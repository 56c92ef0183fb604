import { KNOWN_CITIES, type KnownCity } from './known-cities.ts';

const phrasePatterns = new Map<string, RegExp>();

/** The phrase as whole words (a plural or inflected ending allowed), spaces matching spaces or hyphens. */
export function containsPhrase(text: string, phrase: string): boolean {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    const body = phrase.trim().split(/\s+/).map(escapeRegExp).join('[\\s-]+');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|es|n|en|e)?(?![\\p{L}\\p{N}])`, 'u');
    phrasePatterns.set(phrase, pattern);
  }
  return pattern.test(text);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first known city that free text names by any of its names ("Wohnung in München", "flat munich"), or null. */
export function cityNamedIn(text: string): KnownCity | null {
  const lower = text.normalize('NFC').toLowerCase();
  return (
    KNOWN_CITIES.find((known) =>
      [known.name.toLowerCase(), ...known.aliases].some((name) => containsPhrase(lower, name)),
    ) ?? null
  );
}
