import { randomBytes } from 'node:crypto';
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { detectAnalysisFeatures, type AnalysisFeatures } from '../../shared/facets/analysis-features.ts';
import { analysisSettings, facetsMapping } from '../../shared/facets/mapping.ts';
import { facetRegistry } from '../../shared/facets/registry.ts';
import type { CategorySchema, FacetDefinition, FacetValue } from '../../shared/facets/types.ts';
import { validateFacets } from '../../shared/facets/validate-facets.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { harness } from '../support/root-hooks.ts';

/** A valid value for a facet: its first tag or enum value, its minimum, some text, true. */
function sampleValue(facet: FacetDefinition): FacetValue {
  switch (facet.type) {
    case 'semantic-tag':
      return first(facet.vocabulary, facet.multiple);
    case 'enum':
      return first(facet.values, facet.multiple);
    case 'number':
      return facet.min ?? 0;
    case 'text':
      return 'München und Umgebung';
    case 'boolean':
      return true;
  }
}

function first(entries: { value: string }[], multiple: boolean): FacetValue {
  const values = entries.slice(0, 1).map((entry) => entry.value);
  return multiple ? values : values.join('');
}

const sampleFacets = (schema: CategorySchema) =>
  Object.fromEntries(schema.facets.map((facet) => [facet.key, sampleValue(facet)]));

describe('catalog: analysis features of the cluster', () => {
  let client: Client;
  let features: AnalysisFeatures;

  before(async () => {
    client = createElasticsearchClient(harness().servers.elasticsearchUrl);
    features = await detectAnalysisFeatures(client);
  });

  after(async () => {
    await client.close();
  });

  it('reports ascii folding and language analyzers exactly when the cluster has the analysis-common module', async () => {
    const { nodes } = await client.nodes.info({ metric: 'plugins' });
    const everyNodeHasIt = Object.values(nodes).every((node) =>
      node.modules?.some((module) => module.name === 'analysis-common'),
    );
    expect(features).to.deep.equal({ asciiFolding: everyNodeHasIt, languageAnalyzers: everyNodeHasIt });
  });

  it('creates an index from the generated settings and mapping that takes validated facets of every category', async () => {
    const registry = facetRegistry();
    const index = `test-facets-${randomBytes(5).toString('hex')}`;
    await client.indices.create({
      index,
      settings: analysisSettings(features),
      mappings: {
        dynamic: 'strict',
        properties: {
          category: { type: 'keyword' },
          facets: { type: 'object', dynamic: 'strict', properties: facetsMapping(registry, features) },
        },
      },
    });
    try {
      for (const slug of registry.categories()) {
        const schema = registry.category(slug);
        if (!schema) throw new Error(`${slug} is missing`);
        const { facets, errors } = validateFacets(schema, sampleFacets(schema));
        expect(errors, slug).to.deep.equal([]);
        await client.index({ index, id: slug, document: { category: slug, facets } });
      }
      await client.indices.refresh({ index });
      const area = await client.count({ index, query: { match: { 'facets.serviceArea': 'münchen' } } });
      expect(area.count).to.equal(3);
    } finally {
      await client.indices.delete({ index });
    }
  });
});
