import { expect } from 'chai';
import { GARDENS } from '../test-schemas.ts';
import { categoryOverview, facetView } from './schema-view.ts';

const facet = (key: string) => {
  const found = GARDENS.facets.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`gardens has no ${key}`);
  return found;
};

describe('catalog schema: facetView', () => {
  it('lists every tag with label, synonyms and live count, most frequent first', () => {
    expect(facetView(facet('services'), { values: [{ value: 'tree-care', count: 4 }] })).to.deep.equal({
      key: 'services',
      type: 'semantic-tag',
      label: 'Services',
      description: 'What is offered.',
      filterable: true,
      required: true,
      multiple: true,
      values: [
        { value: 'tree-care', label: 'Tree care', synonyms: ['baumpflege'], count: 4 },
        { value: 'lawn-care', label: 'Lawn care', synonyms: ['rasenpflege', 'mowing'], count: 0 },
      ],
    });
  });

  it('lists every enum value with its label, in schema order on equal counts', () => {
    expect(facetView(facet('size'), undefined).values).to.deep.equal([
      { value: 'small', label: 'Small', count: 0 },
      { value: 'large', label: 'Large', count: 0 },
    ]);
  });

  it('gives numbers their bounds, unit and live statistics', () => {
    expect(facetView(facet('hourlyRate'), { stats: { count: 2, min: 20, max: 45 } })).to.deep.equal({
      key: 'hourlyRate',
      type: 'number',
      label: 'Hourly rate',
      description: 'Per hour.',
      filterable: true,
      required: false,
      integer: false,
      unit: 'EUR',
      min: 0,
      max: 500,
      stats: { count: 2, min: 20, max: 45 },
    });
  });

  it('counts both booleans and the most frequent text values', () => {
    expect(facetView(facet('organic'), { values: [{ value: false, count: 1 }] }).values).to.deep.equal([
      { value: false, count: 1 },
      { value: true, count: 0 },
    ]);
    expect(facetView(facet('area'), { values: [{ value: 'Berlin', count: 3 }] })).to.deep.include({
      maxLength: 100,
      values: [{ value: 'Berlin', count: 3 }],
    });
  });
});

describe('catalog schema: categoryOverview', () => {
  it('summarises a category with its facet keys and listing count', () => {
    expect(categoryOverview(GARDENS, 7)).to.deep.equal({
      category: 'gardens',
      title: 'Gardens',
      description: 'Gardeners and garden design.',
      listingCount: 7,
      facets: [
        { key: 'services', type: 'semantic-tag', filterable: true },
        { key: 'size', type: 'enum', filterable: true },
        { key: 'hourlyRate', type: 'number', filterable: true },
        { key: 'organic', type: 'boolean', filterable: true },
        { key: 'area', type: 'text', filterable: true },
        { key: 'notes', type: 'text', filterable: false },
      ],
    });
  });
});
