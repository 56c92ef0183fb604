import { expect } from 'chai';
import { AppError } from '../../../shared/errors/app-error.ts';
import { testRegistry } from '../test-schemas.ts';
import { parseFilters } from './parse-filters.ts';
import { searchScope } from './search-input.ts';

const gardens = searchScope(testRegistry(), 'gardens');
const everyCategory = searchScope(testRegistry(), undefined);

function refusal(run: () => unknown): Array<{ field?: string; message: string; slug: string }> {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.items;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('catalog search: parseFilters', () => {
  it('takes no filters as none', () => {
    expect(parseFilters(gardens, undefined)).to.deep.equal([]);
    expect(parseFilters(gardens, {})).to.deep.equal([]);
  });

  it('normalises every filter kind to canonical values', () => {
    const filters = parseFilters(gardens, {
      services: ['Rasenpflege', 'tree-care'],
      size: 'LARGE',
      hourlyRate: { gte: 20, lte: 60 },
      organic: false,
      area: '  Berlin Mitte ',
    });
    expect(filters).to.deep.equal([
      { key: 'services', kind: 'values', match: 'any', values: ['lawn-care', 'tree-care'] },
      { key: 'size', kind: 'values', match: 'any', values: ['large'] },
      { key: 'hourlyRate', kind: 'range', gte: 20, lte: 60 },
      { key: 'organic', kind: 'flag', value: false },
      { key: 'area', kind: 'text', text: 'Berlin Mitte' },
    ]);
  });

  it('reads a single value, {any} and {all}, and collapses synonyms of one tag', () => {
    expect(parseFilters(gardens, { services: 'mowing' })).to.deep.equal([
      { key: 'services', kind: 'values', match: 'any', values: ['lawn-care'] },
    ]);
    expect(parseFilters(gardens, { services: { any: ['baumpflege'] } })).to.deep.equal([
      { key: 'services', kind: 'values', match: 'any', values: ['tree-care'] },
    ]);
    expect(parseFilters(gardens, { services: { all: ['mowing', 'Lawn care', 'tree-care'] } })).to.deep.equal([
      { key: 'services', kind: 'values', match: 'all', values: ['lawn-care', 'tree-care'] },
    ]);
  });

  it('reads a plain number as equality and one-sided ranges', () => {
    expect(parseFilters(gardens, { hourlyRate: 45 })).to.deep.equal([
      { key: 'hourlyRate', kind: 'range', gte: 45, lte: 45 },
    ]);
    expect(parseFilters(gardens, { hourlyRate: { lte: 30 } })).to.deep.equal([
      { key: 'hourlyRate', kind: 'range', lte: 30 },
    ]);
  });

  it('refuses a key that is not a facet of the category, listing the valid facets', () => {
    expect(refusal(() => parseFilters(gardens, { colour: 'red' }))).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        field: 'body.filters.colour',
        message:
          'body.filters.colour is not a facet of gardens; valid facets: services, size, hourlyRate, organic, area',
      },
    ]);
  });

  it('without a category, takes a key of any category and lists every filterable facet when unknown', () => {
    expect(parseFilters(everyCategory, { condition: 'used' })).to.deep.equal([
      { key: 'condition', kind: 'values', match: 'any', values: ['used'] },
    ]);
    const [item] = refusal(() => parseFilters(everyCategory, { colour: 'red' }));
    expect(item?.message).to.equal(
      'body.filters.colour is not a facet of any category; valid facets: services, size, hourlyRate, organic, area, condition',
    );
  });

  it('refuses a facet that cannot be filtered on', () => {
    const [item] = refusal(() => parseFilters(gardens, { notes: 'quiet' }));
    expect(item).to.include({ field: 'body.filters.notes' });
    expect(item?.message).to.equal(
      'body.filters.notes cannot be filtered on; filterable facets of gardens: services, size, hourlyRate, organic, area',
    );
  });

  it('refuses unknown tag and enum values, naming the allowed ones', () => {
    const items = refusal(() => parseFilters(gardens, { services: ['lawn-care', 'pool-cleaning'], size: 'huge' }));
    expect(items.map((item) => [item.field, item.message])).to.deep.equal([
      [
        'body.filters.services',
        'body.filters.services has an unknown value "pool-cleaning"; allowed values: lawn-care, tree-care',
      ],
      ['body.filters.size', 'body.filters.size has an unknown value "huge"; allowed values: small, large'],
    ]);
  });

  it('refuses {all} on a facet that holds one value per listing', () => {
    const [item] = refusal(() => parseFilters(gardens, { size: { all: ['small', 'large'] } }));
    expect(item?.message).to.equal(
      'body.filters.size holds one value per listing; send a value or a list (any of them) instead of {"all": [...]}',
    );
  });

  it('refuses values of the wrong shape for the facet type', () => {
    const items = refusal(() =>
      parseFilters(gardens, {
        services: { some: ['x'] },
        hourlyRate: { gte: 'ten' },
        organic: 'yes',
        area: '  ',
        size: [],
      }),
    );
    expect(items.map((item) => item.message)).to.deep.equal([
      'body.filters.services must be a value, a list of values (any of them), {"any": [...]} or {"all": [...]}',
      'body.filters.hourlyRate must be a number or a range {"gte": number, "lte": number} with at least one bound',
      'body.filters.organic must be true or false',
      'body.filters.area must be a non-empty string of words to find in the facet',
      'body.filters.size must be a value, a list of values (any of them), {"any": [...]} or {"all": [...]}',
    ]);
  });

  it('refuses a range that matches nothing', () => {
    const [item] = refusal(() => parseFilters(gardens, { hourlyRate: { gte: 50, lte: 10 } }));
    expect(item?.message).to.equal('body.filters.hourlyRate has gte 50 greater than lte 10, which matches nothing');
  });

  it('refuses filters that are not an object', () => {
    expect(refusal(() => parseFilters(gardens, ['services']))).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        field: 'body.filters',
        message: 'body.filters must be an object of filters keyed by facet name',
      },
    ]);
  });
});
