import { expect } from 'chai';
import { facetRegistry } from './registry.ts';
import type { CategorySchema, FacetDefinition, TagEntry } from './types.ts';
import { validateFacets } from './validate-facets.ts';

const NATO = [
  'alfa',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliett',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
];

const tag = (value: string, synonyms: string[] = []): TagEntry => ({ value, label: value, synonyms });
const common = { label: 'Label', description: 'Description', filterable: true, required: false };

function widgets(...facets: FacetDefinition[]): CategorySchema {
  return { category: 'widgets', title: 'Widgets', description: 'Test category', jsonLdType: 'Product', facets };
}

const schema = widgets(
  {
    ...common,
    key: 'services',
    type: 'semantic-tag',
    required: true,
    multiple: true,
    vocabulary: [tag('web-design', ['Webgestaltung', 'Homepage erstellen']), tag('plumbing', ['Klempner'])],
  },
  { ...common, key: 'callSign', type: 'semantic-tag', multiple: false, vocabulary: NATO.map((word) => tag(word)) },
  {
    ...common,
    key: 'companySize',
    type: 'enum',
    multiple: false,
    values: [
      { value: '1', label: 'One' },
      { value: '2-10', label: 'Small' },
      { value: 'Large', label: 'Large' },
    ],
  },
  {
    ...common,
    key: 'transport',
    type: 'enum',
    multiple: true,
    values: [
      { value: 'stdio', label: 'stdio' },
      { value: 'sse', label: 'SSE' },
    ],
  },
  { ...common, key: 'rooms', type: 'number', integer: false, min: 0.5, max: 100 },
  { ...common, key: 'livingArea', type: 'number', integer: false, min: 1, unit: 'm²' },
  { ...common, key: 'foundedYear', type: 'number', integer: true, max: 2100 },
  { ...common, key: 'serviceArea', type: 'text', maxLength: 10 },
  { ...common, key: 'furnished', type: 'boolean' },
);

const failure = (key: string, message: string) => ({
  code: 1000,
  slug: 'validation_failed',
  message: `body.facets.${key} ${message}`,
  field: `body.facets.${key}`,
});
const errorsOf = (input: Record<string, unknown>) =>
  validateFacets(schema, { services: ['plumbing'], ...input }).errors;

describe('validateFacets', () => {
  it('accepts valid values of every type and answers them normalised, in schema order', () => {
    const input = {
      furnished: false,
      serviceArea: '  Berlin  ',
      foundedYear: 1999,
      livingArea: 72.5,
      rooms: 2.5,
      transport: ['SSE', 'stdio', 'sse'],
      companySize: 'large',
      callSign: 'Delta',
      services: ['Webgestaltung', 'plumbing', 'HOMEPAGE ERSTELLEN'],
    };
    expect(validateFacets(schema, input)).to.deep.equal({
      facets: {
        services: ['web-design', 'plumbing'],
        callSign: 'delta',
        companySize: 'Large',
        transport: ['sse', 'stdio'],
        rooms: 2.5,
        livingArea: 72.5,
        foundedYear: 1999,
        serviceArea: 'Berlin',
        furnished: false,
      },
      errors: [],
    });
  });

  it('names an unknown facet and lists the valid ones', () => {
    const businesses = facetRegistry().category('businesses');
    if (!businesses) throw new Error('businesses is missing');
    expect(validateFacets(businesses, { services: ['seo'], colour: 'red' }).errors).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        message:
          'body.facets.colour is not a facet of businesses; valid facets: services, serviceArea, companySize, foundedYear, remoteService',
        field: 'body.facets.colour',
      },
    ]);
  });

  it('requires required facets, also when facets are missing altogether', () => {
    expect(validateFacets(schema, {}).errors).to.deep.equal([failure('services', 'is required')]);
    expect(validateFacets(schema, undefined).errors).to.deep.equal([failure('services', 'is required')]);
  });

  it('refuses facets that are not an object', () => {
    expect(validateFacets(schema, ['plumbing'])).to.deep.equal({
      facets: {},
      errors: [
        {
          code: 1000,
          slug: 'validation_failed',
          message: 'body.facets must be an object of facet values keyed by facet name',
          field: 'body.facets',
        },
      ],
    });
  });

  it('refuses semantic tags of the wrong type and empty tag lists', () => {
    expect(errorsOf({ services: 'plumbing', callSign: ['alfa'] })).to.deep.equal([
      failure('services', 'must be an array of strings'),
      failure('callSign', 'must be a string'),
    ]);
    expect(errorsOf({ services: [] })).to.deep.equal([failure('services', 'must list at least one value')]);
  });

  it('lists every allowed tag for an unknown tag of a small vocabulary, once per unknown word', () => {
    expect(errorsOf({ services: ['roofing', 'plumbing', 'roofing', 'Dach'] })).to.deep.equal([
      failure('services', 'has an unknown value "roofing"; allowed values: web-design, plumbing'),
      failure('services', 'has an unknown value "Dach"; allowed values: web-design, plumbing'),
    ]);
  });

  it('lists the closest tags for an unknown tag of a large vocabulary and says where to find all', () => {
    expect(errorsOf({ callSign: 'Delt' })).to.deep.equal([
      failure(
        'callSign',
        'has an unknown value "Delt"; closest allowed values: delta, golf, kilo, alfa, echo (all values: GET /v1/catalog/schema?category=widgets)',
      ),
    ]);
  });

  it('names the allowed values of an enum for a value outside it or of the wrong type', () => {
    const sizes = 'must be one of: 1, 2-10, Large';
    expect(errorsOf({ companySize: '11-50' })).to.deep.equal([failure('companySize', sizes)]);
    expect(errorsOf({ companySize: 1 })).to.deep.equal([failure('companySize', sizes)]);
    const transports = 'must be a list of one or more of: stdio, sse';
    expect(errorsOf({ transport: 'stdio' })).to.deep.equal([failure('transport', transports)]);
    expect(errorsOf({ transport: ['stdio', 'grpc'] })).to.deep.equal([failure('transport', transports)]);
    expect(errorsOf({ transport: [] })).to.deep.equal([failure('transport', transports)]);
  });

  it('refuses numbers of the wrong type, out of range or not whole where whole numbers are asked', () => {
    expect(errorsOf({ rooms: '3', livingArea: Number.NaN, foundedYear: 1999.5 })).to.deep.equal([
      failure('rooms', 'must be a number'),
      failure('livingArea', 'must be a number'),
      failure('foundedYear', 'must be a whole number'),
    ]);
    expect(errorsOf({ rooms: 0, livingArea: 0.5, foundedYear: 2101 })).to.deep.equal([
      failure('rooms', 'must be between 0.5 and 100'),
      failure('livingArea', 'must be at least 1 m²'),
      failure('foundedYear', 'must be at most 2100'),
    ]);
  });

  it('refuses text of the wrong type, blank or too long, counting characters rather than code units', () => {
    expect(errorsOf({ serviceArea: 12 })).to.deep.equal([failure('serviceArea', 'must be a string')]);
    expect(errorsOf({ serviceArea: '   ' })).to.deep.equal([failure('serviceArea', 'must not be empty')]);
    expect(errorsOf({ serviceArea: 'Köln-Mülheim' })).to.deep.equal([
      failure('serviceArea', 'must be at most 10 characters'),
    ]);
    expect(errorsOf({ serviceArea: '🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠' })).to.deep.equal([]);
  });

  it('refuses a boolean given as a string', () => {
    expect(errorsOf({ furnished: 'true' })).to.deep.equal([failure('furnished', 'must be true or false')]);
  });

  it('normalises the synonyms of the real vocabularies to their canonical values', () => {
    const businesses = facetRegistry().category('businesses');
    const realEstate = facetRegistry().category('real-estate');
    if (!businesses || !realEstate) throw new Error('a category is missing');
    expect(
      validateFacets(businesses, { services: ['Webdesign', 'Steuerberater', 'Übersetzung'] }).facets,
    ).to.deep.equal({
      services: ['web-design', 'tax-advisory', 'translation'],
    });
    const flat = {
      propertyType: 'apartment',
      offerType: 'rent',
      features: ['Balkon', 'Aufzug', 'Einbauküche', 'Fussbodenheizung'],
    };
    expect(validateFacets(realEstate, flat).facets.features).to.deep.equal([
      'balcony',
      'elevator',
      'fitted-kitchen',
      'underfloor-heating',
    ]);
  });
});
