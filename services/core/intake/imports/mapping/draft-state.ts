import { facetRegistry } from '../../../../../shared/facets/registry.ts';
import type { CategorySchema } from '../../../../../shared/facets/types.ts';
import type { FacetValues } from '../../../listings/index.ts';
import type { ConfirmedFields, DraftFields, Facts, Found } from '../../types.ts';
import { candidateOf, resolveBest, type Resolution } from './candidates.ts';
import { chooseCategory } from './category-choice.ts';
import { mapFacets } from './facet-mapping.ts';

const MAX_MEDIA = 30;

/** A draft as its facts and the user's confirmations make it: the fields publishing would write, and how each was decided. */
export interface DraftState {
  schema: CategorySchema | null;
  fields: DraftFields;
  /** How the category and each facet were resolved from the facts; absent for what the user confirmed. */
  resolutions: Map<string, Resolution>;
  /** The schema.org type to propose a category for, when nothing points at one. */
  unmatchedType: Found<string> | null;
}

/** Pure: the same facts and confirmations give the same draft. */
export function draftState(facts: Facts, confirmed: ConfirmedFields): DraftState {
  const resolutions = new Map<string, Resolution>();
  let category = confirmed.category;
  let unmatchedType: Found<string> | null = null;
  if (!category) {
    const choice = chooseCategory(facts);
    resolutions.set('category', choice.resolution);
    unmatchedType = choice.unmatchedType;
    category = choice.resolution.value as string | undefined;
  }
  const schema = category ? (facetRegistry().category(category) ?? null) : null;
  const title = confirmed.title ?? best(facts.titles, resolutions, 'title');
  const description = confirmed.description ?? best(facts.descriptions, resolutions, 'description');
  const url = confirmed.url ?? best(facts.urls, resolutions, 'url');
  const price = confirmed.price ?? best(facts.prices, resolutions, 'price');
  const location = confirmed.location ?? best(facts.places, resolutions, 'location');
  const media = confirmed.media ?? [...new Set(facts.images.map((image) => image.value))].slice(0, MAX_MEDIA);
  const fields: DraftFields = { facets: schema ? facetsOf(schema, facts, confirmed.facets, resolutions) : {} };
  if (title) fields.title = title;
  if (description) fields.description = description;
  if (url) fields.url = url;
  if (price) fields.price = price;
  if (location) fields.location = location;
  if (media.length > 0) fields.media = media;
  return { schema, fields, resolutions, unmatchedType };
}

function best<T>(found: Found<T>[], resolutions: Map<string, Resolution>, field: string): T | undefined {
  const resolution = resolveBest(found.map((fact) => candidateOf(fact)));
  resolutions.set(field, resolution);
  return resolution.value as T | undefined;
}

function facetsOf(
  schema: CategorySchema,
  facts: Facts,
  confirmed: FacetValues,
  resolutions: Map<string, Resolution>,
): FacetValues {
  const facets: FacetValues = {};
  const mapped = mapFacets(schema, facts);
  for (const facet of schema.facets) {
    const confirmedValue = confirmed[facet.key];
    if (confirmedValue !== undefined) {
      facets[facet.key] = confirmedValue;
      continue;
    }
    const resolution = mapped.get(facet.key);
    if (!resolution) continue;
    resolutions.set(`facets.${facet.key}`, resolution);
    if (resolution.value !== undefined) facets[facet.key] = resolution.value as FacetValues[string];
  }
  return facets;
}
