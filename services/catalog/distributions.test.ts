import { expect } from 'chai';
import { distributionAggregations, readDistributions } from './distributions.ts';
import { GARDENS } from './test-schemas.ts';

describe('catalog: facet distributions', () => {
  it('aggregates each facet by its type under the given filter', () => {
    const aggregations = distributionAggregations(GARDENS.facets, (key) => ({ term: { other: key } }));
    expect(aggregations).to.deep.equal({
      'facet:services': {
        filter: { term: { other: 'services' } },
        aggs: { values: { terms: { field: 'facets.services', size: 2 } } },
      },
      'facet:size': {
        filter: { term: { other: 'size' } },
        aggs: { values: { terms: { field: 'facets.size', size: 2 } } },
      },
      'facet:hourlyRate': {
        filter: { term: { other: 'hourlyRate' } },
        aggs: { values: { stats: { field: 'facets.hourlyRate' } } },
      },
      'facet:organic': {
        filter: { term: { other: 'organic' } },
        aggs: { values: { terms: { field: 'facets.organic', size: 2 } } },
      },
      'facet:area': {
        filter: { term: { other: 'area' } },
        aggs: { values: { terms: { field: 'facets.area.keyword', size: 10 } } },
      },
      'facet:notes': {
        filter: { term: { other: 'notes' } },
        aggs: { values: { terms: { field: 'facets.notes.keyword', size: 10 } } },
      },
    });
  });

  it('reads value counts, booleans and number statistics from a response', () => {
    const response = {
      'facet:services': {
        doc_count: 3,
        values: {
          buckets: [
            { key: 'lawn-care', doc_count: 3 },
            { key: 'tree-care', doc_count: 1 },
          ],
        },
      },
      'facet:size': { doc_count: 0, values: { buckets: [] } },
      'facet:hourlyRate': { doc_count: 2, values: { count: 2, min: 20, max: 45.5, avg: 32.75, sum: 65.5 } },
      'facet:organic': {
        doc_count: 3,
        values: {
          buckets: [
            { key: 1, key_as_string: 'true', doc_count: 2 },
            { key: 0, key_as_string: 'false', doc_count: 1 },
          ],
        },
      },
      'facet:area': { doc_count: 1, values: { buckets: [{ key: 'Berlin', doc_count: 1 }] } },
    };
    expect(readDistributions(GARDENS.facets, response)).to.deep.equal({
      services: {
        values: [
          { value: 'lawn-care', count: 3 },
          { value: 'tree-care', count: 1 },
        ],
      },
      size: { values: [] },
      hourlyRate: { stats: { count: 2, min: 20, max: 45.5 } },
      organic: {
        values: [
          { value: true, count: 2 },
          { value: false, count: 1 },
        ],
      },
      area: { values: [{ value: 'Berlin', count: 1 }] },
      notes: { values: [] },
    });
  });

  it('reads an empty number facet as no range', () => {
    const response = { 'facet:hourlyRate': { doc_count: 0, values: { count: 0, min: null, max: null } } };
    expect(readDistributions(GARDENS.facets, response).hourlyRate).to.deep.equal({
      stats: { count: 0, min: null, max: null },
    });
  });
});
