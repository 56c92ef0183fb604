import type { FacetRegistry } from '../../shared/facets/registry.ts';
import type { FacetDefinition } from '../../shared/facets/types.ts';
import type { ExpectedReading, FacetCondition, JudgmentRule, NumberRange } from './types.ts';

/** What judgments may name: the facet schemas and the cities of the demo data. */
export interface Vocabulary {
  registry: FacetRegistry;
  cities: ReadonlySet<string>;
}

/** Why a rule could never match what the demo data holds: unknown category, facet, value or city. */
export function ruleProblems(rule: JudgmentRule, at: string, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  if (Object.keys(rule).length === 1) problems.push(`${at}: a rule names at least one field besides grade`);
  if (rule.category !== undefined && !vocabulary.registry.category(rule.category))
    problems.push(`${at}.category: unknown category ${rule.category}`);
  for (const [key, condition] of Object.entries(rule.facets ?? {})) {
    const facet = facetNamed(vocabulary.registry, rule.category, key);
    if (!facet) problems.push(`${at}.facets.${key}: no such facet${rule.category ? ` in ${rule.category}` : ''}`);
    else problems.push(...conditionProblems(facet, condition, `${at}.facets.${key}`));
  }
  for (const city of rule.city ?? []) problems.push(...cityProblems(city, `${at}.city`, vocabulary));
  if (rule.price !== undefined && !isRange(rule.price)) problems.push(`${at}.price: {min, max} in euros`);
  return problems;
}

/** Why an expected concierge reading names something the schemas or the demo cities do not know. */
export function readingProblems(reading: ExpectedReading, at: string, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  if (reading.category !== null && !vocabulary.registry.category(reading.category))
    problems.push(`${at}.category: unknown category ${reading.category}`);
  if (reading.city !== null) problems.push(...cityProblems(reading.city, `${at}.city`, vocabulary));
  for (const [key, values] of Object.entries(reading.facets)) {
    const facet = facetNamed(vocabulary.registry, reading.category ?? undefined, key);
    if (!facet) problems.push(`${at}.facets.${key}: no such facet${reading.category ? ` in ${reading.category}` : ''}`);
    else problems.push(...conditionProblems(facet, values, `${at}.facets.${key}`));
  }
  return problems;
}

function facetNamed(registry: FacetRegistry, category: string | undefined, key: string): FacetDefinition | undefined {
  const categories = category ? [category] : registry.categories();
  for (const slug of categories) {
    const facet = registry.category(slug)?.facets.find((candidate) => candidate.key === key);
    if (facet) return facet;
  }
  return undefined;
}

function conditionProblems(facet: FacetDefinition, condition: FacetCondition, at: string): string[] {
  if (typeof condition === 'boolean')
    return facet.type === 'boolean' ? [] : [`${at}: true/false only for a boolean facet`];
  if (Array.isArray(condition)) return valueProblems(facet, condition, at);
  if (condition === null || typeof condition !== 'object') return [`${at}: values, {all}, {min, max} or true/false`];
  if ('all' in condition) {
    if ((facet.type !== 'enum' && facet.type !== 'semantic-tag') || !facet.multiple)
      return [`${at}: {all} only for a facet of several values`];
    return Array.isArray(condition.all) ? valueProblems(facet, condition.all, at) : [`${at}: {all: [values]}`];
  }
  if (facet.type !== 'number') return [`${at}: {min, max} only for a number facet`];
  return isRange(condition) ? [] : [`${at}: {min, max} with numbers`];
}

function valueProblems(facet: FacetDefinition, values: unknown[], at: string): string[] {
  const known =
    facet.type === 'enum'
      ? facet.values.map((entry) => entry.value)
      : facet.type === 'semantic-tag'
        ? facet.vocabulary.map((entry) => entry.value)
        : null;
  if (!known) return [`${at}: a list of values only for an enum or tag facet`];
  const unknown = values.filter((value) => typeof value !== 'string' || !known.includes(value));
  return unknown.length > 0 ? [`${at}: unknown values ${unknown.join(', ')} (known: ${known.join(', ')})`] : [];
}

function cityProblems(city: string, at: string, vocabulary: Vocabulary): string[] {
  return vocabulary.cities.has(city) ? [] : [`${at}: ${city} is not a city of the demo data`];
}

function isRange(range: NumberRange): boolean {
  const keys = Object.keys(range);
  return (
    keys.length > 0 &&
    keys.every((key) => key === 'min' || key === 'max') &&
    Object.values(range).every((bound) => typeof bound === 'number' && Number.isFinite(bound))
  );
}
