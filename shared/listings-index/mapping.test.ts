import { expect } from 'chai';
import { createFacetRegistry } from '../facets/registry.ts';
import type { CategorySchema } from '../facets/types.ts';
import { canonicalJson, listingIndexDefinition, listingMapping, LISTINGS_REFRESH_INTERVAL } from './mapping.ts';

const NO_FEATURES = { asciiFolding: false, languageAnalyzers: false };
const ALL_FEATURES = { asciiFolding: true, languageAnalyzers: true };

function category(overrides: Partial<CategorySchema> = {}): CategorySchema {
  return {
    category: 'plumbing',
    title: 'Plumbing',
    description: 'Pipes',
    jsonLdType: 'Service',
    facets: [
      { key: 'licensed', type: 'boolean', label: 'Licensed', description: '', filterable: true, required: false },
      { key: 'area', type: 'text', label: 'Area', description: '', filterable: false, required: false, maxLength: 200 },
    ],
    ...overrides,
  };
}

const registry = createFacetRegistry([category()]);
const keyword = { type: 'keyword' };
const date = { type: 'date' };

describe('listingMapping', () => {
  it('is strict at the root and in facets, maps every index field (the passage vector for kNN by cosine) and only the standard analyzer without features', () => {
    expect(listingMapping(registry, NO_FEATURES)).to.deep.equal({
      dynamic: 'strict',
      properties: {
        listingId: keyword,
        providerId: keyword,
        category: keyword,
        title: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
        description: { type: 'text' },
        tags: keyword,
        facets: {
          type: 'object',
          dynamic: 'strict',
          properties: {
            licensed: { type: 'boolean' },
            area: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
          },
        },
        location: { type: 'geo_point' },
        price: { type: 'object', dynamic: 'strict', properties: { amount: { type: 'long' }, currency: keyword } },
        url: { type: 'keyword', index: false },
        verifiedDomain: { type: 'boolean' },
        status: keyword,
        ratingAverage: { type: 'float' },
        ratingCount: { type: 'integer' },
        boostedUntil: date,
        demoted: { type: 'boolean' },
        createdAt: date,
        updatedAt: date,
        embedding: {
          type: 'dense_vector',
          dims: 384,
          index: true,
          similarity: 'cosine',
          index_options: { type: 'int8_hnsw', m: 16, ef_construction: 100 },
        },
      },
    });
  });

  it('folds accents in title and description when the cluster has ascii folding', () => {
    const { properties } = listingMapping(registry, ALL_FEATURES);
    expect(properties?.title).to.deep.equal({
      type: 'text',
      analyzer: 'folded',
      fields: { keyword: { type: 'keyword', ignore_above: 256 } },
    });
    expect(properties?.description).to.deep.equal({ type: 'text', analyzer: 'folded' });
  });
});

describe('listingIndexDefinition', () => {
  it('defines the analyzers the mapping uses and the refresh interval, and stamps the mapping with its version', () => {
    const definition = listingIndexDefinition(registry, ALL_FEATURES);
    expect(definition.settings).to.deep.equal({
      analysis: {
        analyzer: { folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } },
      },
      refresh_interval: LISTINGS_REFRESH_INTERVAL,
    });
    expect(definition.mappingVersion).to.match(/^[0-9a-f]{16}$/);
    expect(definition.mappings).to.deep.equal({
      ...listingMapping(registry, ALL_FEATURES),
      _meta: { mappingVersion: definition.mappingVersion },
    });
  });

  it('keeps the version while nothing changes and changes it with a facet or an analysis feature', () => {
    const version = listingIndexDefinition(registry, NO_FEATURES).mappingVersion;
    expect(listingIndexDefinition(createFacetRegistry([category()]), NO_FEATURES).mappingVersion).to.equal(version);
    expect(listingIndexDefinition(registry, ALL_FEATURES).mappingVersion).to.not.equal(version);
    const fewerFacets = createFacetRegistry([category({ facets: category().facets.slice(0, 1) })]);
    expect(listingIndexDefinition(fewerFacets, NO_FEATURES).mappingVersion).to.not.equal(version);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth, keeps array order and drops undefined members', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: undefined, a: null }], a: 'x' })).to.equal(
      '{"a":"x","b":[2,{"a":null,"d":1}]}',
    );
  });
});
