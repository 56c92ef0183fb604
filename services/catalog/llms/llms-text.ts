import type { CategoryFacts } from '../category-facts.ts';
import { PIT_KEEP_ALIVE_MINUTES } from '../search/build-search-body.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../search/search-input.ts';
import type { CategorySchema, FacetDefinition } from '../../../shared/facets/types.ts';

/** How many listings per category the text names. */
export const NOTABLE_LISTINGS = 5;

/**
 * The catalog in plain language for language models: how to search, then each category with its facets,
 * values and synonyms, its published listings and a few notable ones. Generated from the facet schemas.
 */
export function llmsText(schemas: readonly CategorySchema[], facts: ReadonlyMap<string, CategoryFacts>): string {
  const sections = schemas.map((schema) =>
    categorySection(schema, facts.get(schema.category) ?? { listingCount: 0, notable: [] }),
  );
  return [...intro(schemas), ...sections].join('\n\n') + '\n';
}

function intro(schemas: readonly CategorySchema[]): string[] {
  return [
    '# Marketplace catalog',
    `> Listings in ${schemas.length === 1 ? 'one category' : `${schemas.length} categories`}, each with a typed facet schema. Read the schema, then search with typed filters; never guess facet keys or values.`,
    [
      '## How to search',
      '',
      '1. GET /v1/catalog/schema?category=<slug> returns the facets below with live value counts.',
      '2. POST /v1/catalog/search with a JSON body: category, q (semantic free text, English or German), filters (facet key to filter), geo {lat, lon, radiusKm},',
      `   sort (relevance, distance, newest or rating; distance needs geo), limit (1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}) and cursor.`,
      '   Filters by facet type: semantic-tag and enum take a value, a list of values (any of them), {"any": [...]} or {"all": [...]};',
      '   tags also accept their synonyms. number takes a number or {"gte": n, "lte": n}; boolean takes true or false; text takes words that must all occur.',
      '3. Pass result_info.next_cursor as cursor to read the next page; keep every other field unchanged.',
      `   "snapshot": true on the first page reads every page from one snapshot of the index; its cursor then lasts ${PIT_KEEP_ALIVE_MINUTES} minutes.`,
      '4. GET /v1/listings/{id} returns a listing with its provider.',
    ].join('\n'),
  ];
}

function categorySection(schema: CategorySchema, facts: CategoryFacts): string {
  const lines = [
    `## ${schema.title} (category: ${schema.category})`,
    '',
    schema.description,
    '',
    `Published listings: ${facts.listingCount}`,
    '',
    'Facets:',
    ...schema.facets.map(facetLine),
  ];
  const example = exampleSearch(schema);
  if (example) lines.push('', `Example: POST /v1/catalog/search ${example}`);
  if (facts.notable.length > 0)
    lines.push(
      '',
      'Notable listings (highest rated):',
      ...facts.notable.map((listing) => `- ${listing.title} (${listing.id})`),
    );
  return lines.join('\n');
}

function facetLine(facet: FacetDefinition): string {
  const traits = [facetTraits(facet), facet.required ? 'required' : '', facet.filterable ? '' : 'not filterable']
    .filter(Boolean)
    .join(', ');
  const line = `- ${facet.key} (${traits}): ${facet.label}. ${facet.description}`;
  switch (facet.type) {
    case 'semantic-tag':
      return `${line}\n  Values: ${facet.vocabulary.map((entry) => `${entry.value} (${entry.label}${entry.synonyms.length > 0 ? `; synonyms: ${entry.synonyms.join(', ')}` : ''})`).join('; ')}`;
    case 'enum':
      return `${line}\n  Values: ${facet.values.map((entry) => `${entry.value} (${entry.label})`).join('; ')}`;
    default:
      return line;
  }
}

function facetTraits(facet: FacetDefinition): string {
  switch (facet.type) {
    case 'semantic-tag':
    case 'enum':
      return `${facet.type}, ${facet.multiple ? 'several values per listing' : 'one value per listing'}`;
    case 'number': {
      const range = facet.min !== undefined && facet.max !== undefined ? `, ${facet.min} to ${facet.max}` : '';
      return `number${facet.integer ? ', whole numbers' : ''}${range}${facet.unit ? ` ${facet.unit}` : ''}`;
    }
    case 'text':
      return 'text, words';
    case 'boolean':
      return 'boolean, true or false';
  }
}

/** A search body filtering on the first filterable tag or enum facet, with its first value. */
function exampleSearch(schema: CategorySchema): string | null {
  const facet = schema.facets.find(
    (candidate) => candidate.filterable && (candidate.type === 'semantic-tag' || candidate.type === 'enum'),
  );
  const value =
    facet?.type === 'semantic-tag'
      ? facet.vocabulary[0]?.value
      : facet?.type === 'enum'
        ? facet.values[0]?.value
        : undefined;
  if (!facet || value === undefined) return null;
  return JSON.stringify({ category: schema.category, filters: { [facet.key]: value } });
}
