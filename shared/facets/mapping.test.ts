import { expect } from 'chai';
import { analysisSettings, facetsMapping } from './mapping.ts';
import { createFacetRegistry, facetRegistry } from './registry.ts';

function onlyCategory(slug: string) {
  const schema = facetRegistry().category(slug);
  if (!schema) throw new Error(`${slug} is missing`);
  return createFacetRegistry([schema]);
}

const NO_FEATURES = { asciiFolding: false, languageAnalyzers: false };
const ALL_FEATURES = { asciiFolding: true, languageAnalyzers: true };

describe('facets mapping', () => {
  it('maps the facets of a category with the standard analyzer only', () => {
    expect(facetsMapping(onlyCategory('businesses'), NO_FEATURES)).to.deep.equal({
      services: { type: 'keyword' },
      serviceArea: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      companySize: { type: 'keyword' },
      foundedYear: { type: 'long' },
      remoteService: { type: 'boolean' },
    });
  });

  it('folds accents and adds German and English sub-fields to text when the cluster has them', () => {
    expect(facetsMapping(onlyCategory('businesses'), ALL_FEATURES)).to.deep.equal({
      services: { type: 'keyword' },
      serviceArea: {
        type: 'text',
        analyzer: 'folded',
        fields: {
          keyword: { type: 'keyword', ignore_above: 256 },
          de: { type: 'text', analyzer: 'german' },
          en: { type: 'text', analyzer: 'english' },
        },
      },
      companySize: { type: 'keyword' },
      foundedYear: { type: 'long' },
      remoteService: { type: 'boolean' },
    });
  });

  it('maps enums and tags to keywords and numbers with fractions to doubles', () => {
    expect(facetsMapping(onlyCategory('real-estate'), ALL_FEATURES)).to.deep.equal({
      propertyType: { type: 'keyword' },
      offerType: { type: 'keyword' },
      price: { type: 'double' },
      rooms: { type: 'double' },
      livingArea: { type: 'double' },
      features: { type: 'keyword' },
      furnished: { type: 'boolean' },
      energyClass: { type: 'keyword' },
    });
  });

  it('has one field per facet key across all categories', () => {
    const keys = new Set(
      facetRegistry()
        .categories()
        .flatMap((slug) =>
          facetRegistry()
            .facetsOf(slug)
            .map((facet) => facet.key),
        ),
    );
    expect(Object.keys(facetsMapping(facetRegistry(), NO_FEATURES))).to.have.members([...keys]);
  });

  it('defines the folded analyzer only when the cluster has ascii folding', () => {
    expect(analysisSettings(NO_FEATURES)).to.deep.equal({});
    expect(analysisSettings({ asciiFolding: false, languageAnalyzers: true })).to.deep.equal({});
    expect(analysisSettings(ALL_FEATURES)).to.deep.equal({
      analysis: {
        analyzer: { folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } },
      },
    });
  });
});
