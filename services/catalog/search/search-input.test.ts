import { expect } from 'chai';
import { AppError } from '../../../shared/errors/app-error.ts';
import { testRegistry } from '../test-schemas.ts';
import { parseSearchInput } from './search-input.ts';

function refusal(body: unknown): { field?: string; message: string } | undefined {
  try {
    parseSearchInput(testRegistry(), body);
  } catch (error) {
    if (error instanceof AppError) return error.items[0];
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('catalog search: parseSearchInput', () => {
  it('applies the defaults: relevance, 20 per page, every category, q matched by meaning too', () => {
    const request = parseSearchInput(testRegistry(), {});
    expect(request.query).to.deep.equal({
      category: null,
      q: null,
      filters: [],
      geo: null,
      sort: 'relevance',
      semantic: true,
    });
    expect(request.scope.category).to.equal(null);
    expect(request.scope.facets.map((scoped) => `${scoped.category}.${scoped.facet.key}`)).to.include.members([
      'gardens.area',
      'tools.area',
      'tools.condition',
    ]);
    expect(request.limit).to.equal(20);
    expect(request.cursor).to.equal(null);
  });

  it('reads a full request, trimming q and scoping facets to the category', () => {
    const request = parseSearchInput(testRegistry(), {
      category: 'tools',
      q: '  spade ',
      filters: { condition: 'new' },
      geo: { lat: 52.5, lon: 13.4, radiusKm: 10 },
      sort: 'distance',
      limit: 100,
      cursor: 'abc.def',
      semantic: false,
    });
    expect(request.query).to.deep.equal({
      category: 'tools',
      q: 'spade',
      filters: [{ key: 'condition', kind: 'values', match: 'any', values: ['new'] }],
      geo: { lat: 52.5, lon: 13.4, radiusKm: 10 },
      sort: 'distance',
      semantic: false,
    });
    expect(request.scope.facets.map((scoped) => scoped.facet.key)).to.deep.equal(['area', 'condition']);
    expect(request).to.include({ limit: 100, cursor: 'abc.def' });
  });

  it('reads the verified-domain filter, leaving it out when false, and refuses a non-boolean', () => {
    expect(parseSearchInput(testRegistry(), { verifiedDomain: true }).query.verifiedDomain).to.equal(true);
    expect(parseSearchInput(testRegistry(), { verifiedDomain: false }).query).to.not.have.property('verifiedDomain');
    expect(refusal({ verifiedDomain: 'yes' })).to.deep.include({
      field: 'body.verifiedDomain',
      message: 'body.verifiedDomain must be true or false',
    });
  });

  it('refuses an unknown category, listing the categories', () => {
    expect(refusal({ category: 'boats' })).to.deep.include({
      field: 'body.category',
      message: 'body.category "boats" is not a category; categories: gardens, tools',
    });
  });

  it('refuses sort distance without geo, naming body.sort', () => {
    expect(refusal({ sort: 'distance' })).to.deep.include({
      field: 'body.sort',
      message: 'body.sort "distance" needs body.geo {lat, lon, radiusKm}',
    });
  });

  it('refuses a page size outside 1 to 100', () => {
    expect(refusal({ limit: 101 })?.field).to.equal('body.limit');
    expect(refusal({ limit: 0 })?.field).to.equal('body.limit');
    expect(refusal({ limit: 2.5 })?.field).to.equal('body.limit');
  });

  it('refuses a geo circle out of range', () => {
    expect(refusal({ geo: { lat: 91, lon: 0, radiusKm: 1 } })?.field).to.equal('body.geo');
    expect(refusal({ geo: { lat: 0, lon: 0, radiusKm: 0 } })?.field).to.equal('body.geo');
  });
});
