import type { CategorySchema, FacetDefinition } from '../../../../../shared/facets/types.ts';
import { formatMajor } from '../../../../../shared/money/major-units.ts';
import type { Candidate, Facts } from '../../types.ts';
import { candidateOf, resolveMany, resolveSingle, type Resolution } from './candidates.ts';
import { facetValuesOf, isMultiple, phraseIndexOf } from './facet-values.ts';

/** How many values a multi-valued facet takes from an import; the listing schema allows 50. */
const MAX_VALUES = 50;

/** Every facet of the category, resolved from the facts: values stated as such first, then words in the text. */
export function mapFacets(schema: CategorySchema, facts: Facts): Map<string, Resolution> {
  const resolutions = new Map<string, Resolution>();
  for (const facet of schema.facets) {
    const found = facetCandidates(facet, schema.category, facts);
    resolutions.set(facet.key, isMultiple(facet) ? resolveMany(found, MAX_VALUES) : resolveSingle(found));
  }
  return resolutions;
}

function facetCandidates(facet: FacetDefinition, category: string, facts: Facts): Candidate[] {
  const names = [facet.key, facet.jsonLdProperty]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase());
  const candidates: Candidate[] = [];
  for (const property of facts.properties) {
    if (!names.includes(property.value.name.toLowerCase())) continue;
    for (const value of facetValuesOf(facet, category, property.value.value))
      candidates.push(candidateOf(property, value));
  }
  if (facet.jsonLdProperty === 'inLanguage') {
    for (const language of facts.languages) {
      for (const value of facetValuesOf(facet, category, language.value)) candidates.push(candidateOf(language, value));
    }
  }
  if (
    facet.type === 'number' &&
    facet.unit === 'EUR' &&
    (facet.jsonLdProperty === 'price' || facet.key === 'priceFrom')
  ) {
    for (const price of facts.prices) {
      if (price.value.currency !== 'EUR') continue;
      for (const value of facetValuesOf(facet, category, Number(formatMajor(price.value.amount, 'EUR'))))
        candidates.push(candidateOf(price, value));
    }
  }
  if (facet.type === 'semantic-tag' || facet.type === 'enum' || facet.type === 'boolean') {
    for (const text of facts.texts) {
      for (const word of phraseIndexOf(facet).matches(text.value)) {
        const value = facet.type === 'boolean' ? true : word;
        if (facetValuesOf(facet, category, value).length > 0) candidates.push(candidateOf(text, value));
      }
    }
  }
  return candidates;
}
