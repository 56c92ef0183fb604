import { errorItem, type ErrorItem } from '../errors/app-error.ts';
import { checkFacetValue } from './facet-value.ts';
import type { CategorySchema, FacetValue } from './types.ts';

export { resolveTag } from './semantic-tags.ts';

export interface FacetValidation {
  /** The valid values, normalised (canonical tags and enum spellings, trimmed text), in schema order. */
  facets: Record<string, FacetValue>;
  /** One `validation_failed` item per problem, each naming its field `body.facets.<key>`. */
  errors: ErrorItem[];
}

/**
 * Checks a listing's facets against its category: unknown keys, types, enums, vocabularies, ranges and
 * required facets. Missing facets (undefined or null) count as an empty object.
 */
export function validateFacets(schema: CategorySchema, input: unknown): FacetValidation {
  const facets: Record<string, FacetValue> = {};
  const errors: ErrorItem[] = [];
  const fail = (field: string, message: string) => errors.push(errorItem('validation_failed', message, field));
  const given = input ?? {};
  if (!isFacetObject(given)) {
    fail('body.facets', 'body.facets must be an object of facet values keyed by facet name');
    return { facets, errors };
  }
  const keys = schema.facets.map((facet) => facet.key);
  for (const key of Object.keys(given)) {
    if (!keys.includes(key))
      fail(
        `body.facets.${key}`,
        `body.facets.${key} is not a facet of ${schema.category}; valid facets: ${keys.join(', ')}`,
      );
  }
  for (const facet of schema.facets) {
    const field = `body.facets.${facet.key}`;
    if (!Object.hasOwn(given, facet.key)) {
      if (facet.required) fail(field, `${field} is required`);
      continue;
    }
    const checked = checkFacetValue(facet, schema.category, given[facet.key]);
    if (checked.ok) facets[facet.key] = checked.value;
    else for (const problem of checked.problems) fail(field, `${field} ${problem}`);
  }
  return { facets, errors };
}

function isFacetObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
