import { closestTags, resolveTag } from './semantic-tags.ts';
import type { EnumFacet, FacetDefinition, FacetValue, NumberFacet, SemanticTagFacet, TextFacet } from './types.ts';

/** Vocabularies up to this size are listed whole in an error; larger ones by their closest values. */
const LISTED_WHOLE = 20;
const CLOSEST = 5;

/** A normalised value, or what is wrong with it, each problem phrased to follow the field's name. */
export type CheckedValue = { ok: true; value: FacetValue } | { ok: false; problems: string[] };

const valid = (value: FacetValue): CheckedValue => ({ ok: true, value });
const invalid = (...problems: string[]): CheckedValue => ({ ok: false, problems });

export function checkFacetValue(facet: FacetDefinition, category: string, raw: unknown): CheckedValue {
  switch (facet.type) {
    case 'semantic-tag':
      return checkTags(facet, category, raw);
    case 'enum':
      return checkEnum(facet, raw);
    case 'number':
      return checkNumber(facet, raw);
    case 'text':
      return checkText(facet, raw);
    case 'boolean':
      return typeof raw === 'boolean' ? valid(raw) : invalid('must be true or false');
  }
}

function checkTags(facet: SemanticTagFacet, category: string, raw: unknown): CheckedValue {
  if (!facet.multiple) {
    if (typeof raw !== 'string') return invalid('must be a string');
    const value = resolveTag(facet, raw);
    return value === null ? invalid(unknownTag(facet, category, raw)) : valid(value);
  }
  if (!isStringArray(raw)) return invalid('must be an array of strings');
  if (raw.length === 0) return invalid('must list at least one value');
  const values = new Set<string>();
  const problems = new Set<string>();
  for (const word of raw) {
    const value = resolveTag(facet, word);
    if (value === null) problems.add(unknownTag(facet, category, word));
    else values.add(value);
  }
  return problems.size > 0 ? invalid(...problems) : valid([...values]);
}

function unknownTag(facet: SemanticTagFacet, category: string, word: string): string {
  const known = facet.vocabulary.map((entry) => entry.value);
  const allowed =
    known.length <= LISTED_WHOLE
      ? `allowed values: ${known.join(', ')}`
      : `closest allowed values: ${closestTags(facet, word, CLOSEST).join(', ')} (all values: GET /v1/catalog/schema?category=${category})`;
  return `has an unknown value ${JSON.stringify(word)}; ${allowed}`;
}

/** Enum values match case-insensitively and are stored in their declared spelling. */
function checkEnum(facet: EnumFacet, raw: unknown): CheckedValue {
  const allowed = facet.values.map((entry) => entry.value);
  const canonical = (word: unknown) =>
    allowed.find((value) => typeof word === 'string' && value.toLowerCase() === word.toLowerCase());
  if (!facet.multiple) {
    const value = canonical(raw);
    return value === undefined ? invalid(`must be one of: ${allowed.join(', ')}`) : valid(value);
  }
  const listed = invalid(`must be a list of one or more of: ${allowed.join(', ')}`);
  if (!Array.isArray(raw) || raw.length === 0) return listed;
  const values = new Set<string>();
  for (const word of raw) {
    const value = canonical(word);
    if (value === undefined) return listed;
    values.add(value);
  }
  return valid([...values]);
}

function checkNumber(facet: NumberFacet, raw: unknown): CheckedValue {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return invalid('must be a number');
  if (facet.integer && !Number.isInteger(raw)) return invalid('must be a whole number');
  const { min, max } = facet;
  const unit = facet.unit ? ` ${facet.unit}` : '';
  if ((min !== undefined && raw < min) || (max !== undefined && raw > max)) {
    if (min !== undefined && max !== undefined) return invalid(`must be between ${min} and ${max}${unit}`);
    return invalid(min !== undefined ? `must be at least ${min}${unit}` : `must be at most ${max}${unit}`);
  }
  return valid(raw);
}

/** Text is stored trimmed; its length counts characters, not UTF-16 units. */
function checkText(facet: TextFacet, raw: unknown): CheckedValue {
  if (typeof raw !== 'string') return invalid('must be a string');
  const value = raw.trim();
  if (value === '') return invalid('must not be empty');
  if ([...value].length > facet.maxLength) return invalid(`must be at most ${facet.maxLength} characters`);
  return valid(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
