import { expect } from 'chai';
import { countAggregations, readDistributions } from './distributions.ts';
import { GARDENS } from './test-schemas.ts';

describe('catalog: facet distributions', () => {
  it('counts the total and the facets no filter names under every filter, each filtered facet under the others', () => {
    const services = { key: 'services', clause: { term: { 'facets.services': 'lawn-care' } } };
    const organic = { key: 'organic', clause: { term: { 'facets.organic': true } } };
    expect(countAggregations(GARDENS.facets, [services, organic])).to.deep.equal({
      total: {
        filter: { bool: { filter: [services.clause, organic.clause] } },
        aggs: {
          'facet:size': { terms: { field: 'facets.size', size: 2 } },
          'facet:hourlyRate': { stats: { field: 'facets.hourlyRate' } },
          'facet:area': { terms: { field: 'facets.area.keyword', size: 10 } },
          'facet:notes': { terms: { field: 'facets.notes.keyword', size: 10 } },
        },
      },
      'without:services': {
        filter: { bool: { filter: [organic.clause] } },
        aggs: { 'facet:services': { terms: { field: 'facets.services', size: 2 } } },
      },
      'without:organic': {
        filter: { bool: { filter: [services.clause] } },
        aggs: { 'facet:organic': { terms: { field: 'facets.organic', size: 2 } } },
      },
    });
  });

  it('counts every match without filters, and only the total without facets', () => {
    expect(countAggregations(GARDENS.facets.slice(0, 1), [])).to.deep.equal({
      total: {
        filter: { match_all: {} },
        aggs: { 'facet:services': { terms: { field: 'facets.services', size: 2 } } },
      },
    });
    expect(countAggregations([], [])).to.deep.equal({ total: { filter: { match_all: {} } } });
  });

  it('reads value counts, booleans and number statistics from a response', () => {
    const response = {
      total: {
        doc_count: 3,
        'facet:hourlyRate': { count: 2, min: 20, max: 45.5, avg: 32.75, sum: 65.5 },
        'facet:organic': {
          buckets: [
            { key: 1, key_as_string: 'true', doc_count: 2 },
            { key: 0, key_as_string: 'false', doc_count: 1 },
          ],
        },
        'facet:area': { buckets: [{ key: 'Berlin', doc_count: 1 }] },
      },
      'without:services': {
        doc_count: 4,
        'facet:services': {
          buckets: [
            { key: 'lawn-care', doc_count: 3 },
            { key: 'tree-care', doc_count: 1 },
          ],
        },
      },
      'without:size': { doc_count: 0, 'facet:size': { buckets: [] } },
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
    const response = { total: { doc_count: 0, 'facet:hourlyRate': { count: 0, min: null, max: null } } };
    expect(readDistributions(GARDENS.facets, response).hourlyRate).to.deep.equal({
      stats: { count: 0, min: null, max: null },
    });
  });
});
