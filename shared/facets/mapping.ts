import type { estypes } from '@elastic/elasticsearch';
import type { AnalysisFeatures } from './analysis-features.ts';
import type { FacetRegistry } from './registry.ts';
import type { FacetDefinition } from './types.ts';

/** Lower-cases and folds accents ("Café" finds "cafe"); defined by analysisSettings when the cluster can. */
export const FOLDED_ANALYZER = 'folded';

/** Sub-fields with language analysis (stemming, German umlaut normalisation) for the locales the service has. */
const LANGUAGE_SUBFIELDS = { de: 'german', en: 'english' } as const;

/** The index settings that define the analyzers the generated mapping refers to; none beyond standard without features. */
export function analysisSettings(features: AnalysisFeatures): estypes.IndicesIndexSettings {
  if (!features.asciiFolding) return {};
  return {
    analysis: {
      analyzer: { [FOLDED_ANALYZER]: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } },
    },
  };
}

/**
 * The `properties` of the listings index's `facets` object, one field per facet key over every category.
 * Tags and enums are keywords (stored canonical), text is analyzed with an exact `keyword` sub-field.
 * The registry guarantees that a key shared by categories has one type, so its first facet decides.
 */
export function facetsMapping(
  registry: FacetRegistry,
  features: AnalysisFeatures,
): Record<string, estypes.MappingProperty> {
  const properties: Record<string, estypes.MappingProperty> = {};
  for (const slug of registry.categories()) {
    for (const facet of registry.facetsOf(slug)) properties[facet.key] ??= facetField(facet, features);
  }
  return properties;
}

function facetField(facet: FacetDefinition, features: AnalysisFeatures): estypes.MappingProperty {
  switch (facet.type) {
    case 'semantic-tag':
    case 'enum':
      return { type: 'keyword' };
    case 'number':
      return { type: facet.integer ? 'long' : 'double' };
    case 'boolean':
      return { type: 'boolean' };
    case 'text':
      return textField(features);
  }
}

function textField(features: AnalysisFeatures): estypes.MappingProperty {
  const fields: Record<string, estypes.MappingProperty> = { keyword: { type: 'keyword', ignore_above: 256 } };
  if (features.languageAnalyzers) {
    for (const [name, analyzer] of Object.entries(LANGUAGE_SUBFIELDS)) fields[name] = { type: 'text', analyzer };
  }
  return features.asciiFolding ? { type: 'text', analyzer: FOLDED_ANALYZER, fields } : { type: 'text', fields };
}
