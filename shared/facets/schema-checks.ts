import { spellings, tagKey } from './semantic-tags.ts';
import {
  kindFacets,
  type CategorySchema,
  type FacetDefinition,
  type NumberFacet,
  type SemanticTagFacet,
} from './types.ts';

/** What a file format cannot say about one category: duplicate keys and values, synonym collisions, ranges. */
export function categoryProblems(schema: CategorySchema): string[] {
  const problems = duplicates(schema.facets.map((facet) => facet.key)).map((key) => `duplicate facet key "${key}"`);
  for (const facet of schema.facets)
    problems.push(...facetProblems(facet).map((problem) => `facet "${facet.key}": ${problem}`));
  return [...problems, ...kindProblems(schema)];
}

/** At most one facet says what a listing is, and a question is read by its values, so they must be filterable. */
function kindProblems(schema: CategorySchema): string[] {
  const kinds = kindFacets(schema);
  const problems = kinds
    .filter((facet) => !facet.filterable)
    .map((facet) => `facet "${facet.key}": definesKind needs a filterable facet`);
  if (kinds.length > 1)
    problems.push(`only one facet may define the kind; ${kinds.map((facet) => `"${facet.key}"`).join(', ')} do`);
  return problems;
}

/**
 * One index holds every category, so a facet key must mean the same field everywhere: the same type and
 * cardinality, and for numbers the same integer flag.
 */
export function sharedKeyProblems(schemas: readonly CategorySchema[]): string[] {
  const problems = duplicates(schemas.map((schema) => schema.category)).map(
    (slug) => `category "${slug}" is defined twice`,
  );
  const seen = new Map<string, { category: string; shape: string }>();
  for (const schema of schemas) {
    for (const facet of schema.facets) {
      const first = seen.get(facet.key);
      const shape = fieldShape(facet);
      if (!first) seen.set(facet.key, { category: schema.category, shape });
      else if (first.shape !== shape) {
        problems.push(
          `facet key "${facet.key}" is ${first.shape} in ${first.category} but ${shape} in ${schema.category}`,
        );
      }
    }
  }
  return problems;
}

function fieldShape(facet: FacetDefinition): string {
  if (facet.type === 'number') return facet.integer ? 'an integer number' : 'a number';
  if (facet.type === 'semantic-tag' || facet.type === 'enum')
    return `${facet.multiple ? 'a multi-valued' : 'a single-valued'} ${facet.type}`;
  return `a ${facet.type}`;
}

function facetProblems(facet: FacetDefinition): string[] {
  switch (facet.type) {
    case 'semantic-tag':
      return vocabularyProblems(facet);
    case 'enum':
      return duplicates(facet.values.map((entry) => entry.value.toLowerCase())).map(
        (value) => `duplicate enum value "${value}"`,
      );
    case 'number':
      return rangeProblems(facet);
    case 'text':
    case 'boolean':
      return [];
  }
}

/** Every spelling (value, label, synonym) must lead to exactly one tag once normalised. */
function vocabularyProblems(facet: SemanticTagFacet): string[] {
  const problems = duplicates(facet.vocabulary.map((entry) => entry.value)).map(
    (value) => `duplicate tag value "${value}"`,
  );
  const owners = new Map<string, string>();
  for (const entry of facet.vocabulary) {
    for (const spelling of spellings(entry)) {
      const key = tagKey(spelling);
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, entry.value);
      else if (owner !== entry.value)
        problems.push(`"${spelling}" of tag "${entry.value}" collides with tag "${owner}"`);
    }
  }
  return problems;
}

function rangeProblems(facet: NumberFacet): string[] {
  if (facet.min !== undefined && facet.max !== undefined && facet.min > facet.max)
    return [`min ${facet.min} is greater than max ${facet.max}`];
  return [];
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}
