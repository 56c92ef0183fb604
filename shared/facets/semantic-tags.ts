import { editDistance } from './edit-distance.ts';
import type { SemanticTagFacet, TagEntry } from './types.ts';

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The form in which spellings are compared: case, accents and separators do not count, and German
 * umlauts equal their two-letter spelling ("Webdesign" = "web-design", "Gärtner" = "gaertner").
 */
export function tagKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_-]+/g, '');
}

const lookups = new WeakMap<SemanticTagFacet, Map<string, string>>();

/** The canonical tag value for a value, label or synonym of the facet's vocabulary; null when none matches. */
export function resolveTag(facet: SemanticTagFacet, word: string): string | null {
  let lookup = lookups.get(facet);
  if (!lookup) {
    lookup = new Map(
      facet.vocabulary.flatMap((entry) => spellings(entry).map((spelling) => [tagKey(spelling), entry.value] as const)),
    );
    lookups.set(facet, lookup);
  }
  return lookup.get(tagKey(word)) ?? null;
}

/** Up to `limit` tag values whose spellings come closest to the word, closest first (vocabulary order on ties). */
export function closestTags(facet: SemanticTagFacet, word: string, limit: number): string[] {
  const key = tagKey(word);
  return facet.vocabulary
    .map((entry) => ({
      value: entry.value,
      distance: Math.min(...spellings(entry).map((spelling) => editDistance(key, tagKey(spelling)))),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((entry) => entry.value);
}

/** The ways a tag may be written on input: its value, its label and its synonyms. */
export function spellings(entry: TagEntry): string[] {
  return [entry.value, entry.label, ...entry.synonyms];
}
