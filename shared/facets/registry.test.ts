import { expect } from 'chai';
import { openApiDocument } from '../openapi/document.ts';
import { createFacetRegistry, facetRegistry } from './registry.ts';
import type { CategorySchema } from './types.ts';

const SPEC_CATEGORIES = [
  'ai-agents',
  'real-estate',
  'local-services',
  'other',
  'businesses',
  'products',
  'mcp-servers',
];

function categoryOf(slug: string): CategorySchema {
  const schema = facetRegistry().category(slug);
  if (!schema) throw new Error(`category ${slug} is missing`);
  return schema;
}

describe('facet registry', () => {
  it('holds the seven categories of the spec, in alphabetical order', () => {
    expect(facetRegistry().categories()).to.deep.equal([...SPEC_CATEGORIES].sort());
  });

  it('has exactly the categories that the OpenAPI document enumerates as CategorySlug', () => {
    const components = openApiDocument().components as { schemas: { CategorySlug: { enum: string[] } } };
    expect(facetRegistry().categories()).to.have.members(components.schemas.CategorySlug.enum);
    expect(components.schemas.CategorySlug.enum).to.have.lengthOf(facetRegistry().categories().length);
  });

  it('gives businesses the facets of the spec: services (semantic-tag), serviceArea (text), companySize (enum), then its own', () => {
    const facets = facetRegistry().facetsOf('businesses');
    expect(facets.map((facet) => [facet.key, facet.type])).to.deep.equal([
      ['services', 'semantic-tag'],
      ['serviceArea', 'text'],
      ['companySize', 'enum'],
      ['foundedYear', 'number'],
      ['remoteService', 'boolean'],
    ]);
    const companySize = facets.find((facet) => facet.key === 'companySize');
    expect(companySize?.type === 'enum' && companySize.values.map((entry) => entry.value)).to.deep.equal([
      '1',
      '2-10',
      '11-50',
      '51-200',
      '201-1000',
      '1000+',
    ]);
  });

  it('gives every category four to eight facets and every semantic-tag vocabulary synonyms', () => {
    for (const slug of facetRegistry().categories()) {
      const facets = facetRegistry().facetsOf(slug);
      expect(facets.length, slug).to.be.within(4, 8);
      for (const facet of facets) {
        if (facet.type === 'semantic-tag')
          expect(
            facet.vocabulary.some((entry) => entry.synonyms.length > 0),
            `${slug}.${facet.key}`,
          ).to.equal(true);
      }
    }
  });

  it('refuses a facet key that means different fields in two categories', () => {
    const businesses = categoryOf('businesses');
    const clash: CategorySchema = {
      ...categoryOf('other'),
      facets: [
        {
          key: 'services',
          type: 'text',
          label: 'Services',
          description: 'd',
          filterable: true,
          required: false,
          maxLength: 100,
        },
      ],
    };
    const fractionalYear: CategorySchema = {
      ...categoryOf('products'),
      facets: [
        {
          key: 'foundedYear',
          type: 'number',
          label: 'Year',
          description: 'd',
          filterable: true,
          required: false,
          integer: false,
        },
      ],
    };
    expect(() => createFacetRegistry([businesses, clash, fractionalYear])).to.throw(
      'facet schemas: facet key "services" is a multi-valued semantic-tag in businesses but a text in other; ' +
        'facet key "foundedYear" is an integer number in businesses but a number in products',
    );
  });

  it('refuses a category given twice', () => {
    expect(() => createFacetRegistry([categoryOf('other'), categoryOf('other')])).to.throw(
      'facet schemas: category "other" is defined twice',
    );
  });

  it('throws for the facets of an unknown category and answers undefined for its schema', () => {
    expect(facetRegistry().category('boats')).to.equal(undefined);
    expect(() => facetRegistry().facetsOf('boats')).to.throw(
      'unknown category "boats"; known: ai-agents, businesses, local-services, mcp-servers, other, products, real-estate',
    );
  });
});
