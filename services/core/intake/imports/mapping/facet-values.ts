import { checkFacetValue } from '../../../../../shared/facets/facet-value.ts';
import { resolveTag } from '../../../../../shared/facets/semantic-tags.ts';
import type { EnumFacet, FacetDefinition, SemanticTagFacet } from '../../../../../shared/facets/types.ts';
import { oneLine, parseDecimal } from '../extraction/facts.ts';
import type { PropertyValue } from '../../types.ts';
import { BOOLEAN_WORDS, ENUM_WORDS } from './enum-words.ts';
import { PhraseIndex } from './vocabulary-matcher.ts';

const indexes = new WeakMap<FacetDefinition, PhraseIndex>();

/** The words of running text that name values of the facet: its vocabulary, its enum values and labels, the intake word lists. */
export function phraseIndexOf(facet: FacetDefinition): PhraseIndex {
  let index = indexes.get(facet);
  if (!index) {
    index = new PhraseIndex(phraseEntries(facet));
    indexes.set(facet, index);
  }
  return index;
}

function phraseEntries(facet: FacetDefinition) {
  switch (facet.type) {
    case 'semantic-tag':
      return facet.vocabulary.map((entry) => ({
        value: entry.value,
        spellings: [entry.value, entry.label, ...entry.synonyms],
      }));
    case 'enum':
      return facet.values.map((entry) => ({
        value: entry.value,
        spellings: [entry.value, entry.label, ...(ENUM_WORDS[facet.key]?.[entry.value] ?? [])],
      }));
    case 'boolean':
      return [{ value: 'true', spellings: BOOLEAN_WORDS[facet.key] ?? [] }];
    default:
      return [];
  }
}

/** The stored values of the facet that a value found in a source stands for (each valid for the facet), or none. */
export function facetValuesOf(
  facet: FacetDefinition,
  category: string,
  raw: PropertyValue,
): (string | number | boolean)[] {
  const candidates = candidatesOf(facet, raw);
  return candidates.filter((value) => {
    const checked = checkFacetValue(facet, category, isMultiple(facet) && typeof value === 'string' ? [value] : value);
    return checked.ok;
  });
}

export function isMultiple(facet: FacetDefinition): boolean {
  return (facet.type === 'semantic-tag' || facet.type === 'enum') && facet.multiple;
}

function candidatesOf(facet: FacetDefinition, raw: PropertyValue): (string | number | boolean)[] {
  const texts = Array.isArray(raw) ? raw : [raw];
  switch (facet.type) {
    case 'semantic-tag':
      return unique(texts.flatMap((text) => tagsOf(facet, String(text))));
    case 'enum':
      return unique(texts.flatMap((text) => enumValuesOf(facet, text)));
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseDecimal(raw) : null;
      return value === null ? [] : [facet.integer ? Math.round(value) : value];
    }
    case 'text':
      return typeof raw === 'string' && raw.trim() ? [oneLine(raw, facet.maxLength)] : [];
    case 'boolean':
      if (typeof raw === 'boolean') return [raw];
      if (typeof raw === 'string' && /^(true|yes|ja|1)$/i.test(raw.trim())) return [true];
      if (typeof raw === 'string' && /^(false|no|nein|0)$/i.test(raw.trim())) return [false];
      return [];
  }
}

function tagsOf(facet: SemanticTagFacet, text: string): string[] {
  const whole = resolveTag(facet, text);
  if (whole) return [whole];
  const parts = text
    .split(/[,;|/]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const resolved = parts.map((part) => resolveTag(facet, part)).filter((value): value is string => value !== null);
  return resolved.length > 0 ? resolved : phraseIndexOf(facet).matches(text);
}

/** An enum value by its value or label, by an intake word, or, for numeric ranges ("2-10", "1000+"), by a number. */
function enumValuesOf(facet: EnumFacet, raw: string | number | boolean): string[] {
  if (typeof raw === 'number')
    return facet.values.filter((entry) => inRange(entry.value, raw)).map((entry) => entry.value);
  const text = String(raw).trim().toLowerCase();
  const exact = facet.values.find((entry) => entry.value.toLowerCase() === text || entry.label.toLowerCase() === text);
  if (exact) return [exact.value];
  const number = /^\d+$/.test(text) ? Number(text) : null;
  if (number !== null) return enumValuesOf(facet, number);
  return phraseIndexOf(facet).matches(String(raw));
}

function inRange(value: string, number: number): boolean {
  const range = /^(\d+)(?:-(\d+)|(\+))?$/.exec(value);
  if (!range) return false;
  const low = Number(range[1]);
  if (range[3]) return number >= low;
  return number >= low && number <= Number(range[2] ?? range[1]);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
