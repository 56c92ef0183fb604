import { expect } from 'chai';
import { createFacetRegistry, facetRegistry } from '../../shared/facets/registry.ts';
import type { CategorySchema } from '../../shared/facets/types.ts';
import { validateFacets } from '../../shared/facets/validate-facets.ts';
import { complianceProblems } from '../../services/core/listings/compliance.ts';
import { CITIES, distanceKm, JITTER_KM } from './cities.ts';
import { AGENT_CAPABILITIES, BUSINESS_KINDS, MCP_TOOLS, PRODUCTS, TRADES } from './content.ts';
import {
  categoryCycle,
  generateListing,
  generateProviders,
  generateReviews,
  mulberry32,
  providerCategory,
  ratingSummary,
  type GeneratedListing,
} from './generator.ts';

const PROVIDER_IDS = Array.from({ length: 21 }, (_, index) => `acc_p${index}`);

function generate(seed: number, count: number, providerIds: readonly string[] = PROVIDER_IDS): GeneratedListing[] {
  const rng = mulberry32(seed);
  return Array.from({ length: count }, (_, index) => generateListing(index, rng, providerIds));
}

function schemaOf(category: string): CategorySchema {
  const schema = facetRegistry().category(category);
  if (!schema) throw new Error(`no category ${category}`);
  return schema;
}

function vocabulary(category: string, key: string): string[] {
  const facet = schemaOf(category).facets.find((candidate) => candidate.key === key);
  if (facet?.type === 'semantic-tag') return facet.vocabulary.map((entry) => entry.value);
  if (facet?.type === 'enum') return facet.values.map((entry) => entry.value);
  throw new Error(`${category}.${key} has no values`);
}

describe('demo data generator', () => {
  const listings = generate(42, 1000);

  it('is deterministic for a seed and differs between seeds', () => {
    const again = generate(42, 1000);
    expect(again).to.deep.equal(listings);
    expect(generateProviders(30, mulberry32(9))).to.deep.equal(generateProviders(30, mulberry32(9)));
    const other = generate(43, 50);
    expect(other.map((listing) => listing.input.title)).to.not.deep.equal(
      listings.slice(0, 50).map((listing) => listing.input.title),
    );
  });

  it('covers every category within the first seven listings, and in the weighted shares after that', () => {
    const categories = facetRegistry().categories();
    expect(new Set(listings.slice(0, categories.length).map((listing) => listing.input.category))).to.have.lengthOf(
      categories.length,
    );
    const counts = new Map<string, number>();
    for (const listing of listings) counts.set(listing.input.category, (counts.get(listing.input.category) ?? 0) + 1);
    expect([...counts.keys()]).to.have.members(categories);
    const cycle = categoryCycle();
    for (const category of categories) {
      expect(counts.get(category)).to.be.closeTo(
        (1000 * cycle.filter((entry) => entry === category).length) / cycle.length,
        1,
      );
    }
  });

  it('generates facets that validate without errors and are already in canonical form', () => {
    for (const { input } of listings) {
      const { facets, errors } = validateFacets(schemaOf(input.category), input.facets);
      expect(errors, `${input.category}: ${input.title}`).to.deep.equal([]);
      expect(facets, input.title).to.deep.equal(input.facets);
    }
  });

  it('generates titles and descriptions that pass the compliance gate and the API limits', () => {
    for (const { input } of listings) {
      expect(complianceProblems(input), input.title).to.deep.equal([]);
      expect([...input.title].length).to.be.within(1, 200);
      expect(input.title).to.not.match(/undefined|NaN|\{/);
      expect([...(input.description ?? '')].length).to.be.within(1, 20_000);
      expect(input.description).to.not.match(/undefined|NaN|\{/);
    }
  });

  it('prices in whole cents of euros where a listing has a price', () => {
    const priced = listings.filter((listing) => listing.input.price);
    expect(priced.length).to.be.greaterThan(500);
    for (const { input } of priced) {
      expect(input.price?.currency).to.equal('EUR');
      expect(Number.isInteger(input.price?.amount) && (input.price?.amount ?? 0) >= 1, input.title).to.equal(true);
    }
    for (const { input } of listings.filter(
      (listing) => listing.input.category === 'real-estate' || listing.input.category === 'products',
    )) {
      expect(input.price?.amount).to.equal(Math.round((input.facets.price as number) * 100));
    }
  });

  it('places located listings within 8 km of a real European city centre', () => {
    const located = listings.filter((listing) => listing.input.location);
    expect(located.length).to.be.greaterThan(700);
    for (const { input } of located) {
      const location = input.location!;
      const { lat, lon } = location;
      if (lat === undefined || lon === undefined) expect.fail(`the located listing ${input.title} has no coordinates`);
      expect(lat).to.be.within(34, 72);
      expect(lon).to.be.within(-25, 45);
      const city = CITIES.find((candidate) => candidate.name === location.city);
      expect(city, location.city).to.not.equal(undefined);
      expect(location.country).to.equal(city?.country);
      expect(distanceKm({ lat, lon }, city!)).to.be.at.most(JITTER_KM);
    }
    expect(new Set(located.map((listing) => listing.input.location?.city)).size).to.be.greaterThan(35);
  });

  it('keeps the city list to real coordinates in Europe with ISO country codes', () => {
    expect(CITIES.length).to.be.at.least(40);
    expect(new Set(CITIES.map((city) => city.name)).size).to.equal(CITIES.length);
    for (const city of CITIES) {
      expect(city.lat, city.name).to.be.within(34, 72);
      expect(city.lon, city.name).to.be.within(-25, 45);
      expect(city.country).to.match(/^[A-Z]{2}$/);
      expect(city.districts.length).to.be.greaterThan(0);
    }
    const berlin = CITIES.find((city) => city.name === 'Berlin')!;
    const paris = CITIES.find((city) => city.name === 'Paris')!;
    expect(distanceKm(berlin, paris)).to.be.closeTo(878, 5);
  });

  it('gives each listing to a provider specialised in its category', () => {
    for (const listing of listings) {
      const index = PROVIDER_IDS.indexOf(listing.providerId);
      expect(providerCategory(index)).to.equal(listing.input.category);
    }
    const few = generate(1, 20, ['acc_only']);
    expect(new Set(few.map((listing) => listing.providerId))).to.deep.equal(new Set(['acc_only']));
  });

  it('generates providers with names, bios and unique handles', () => {
    const providers = generateProviders(60, mulberry32(3));
    expect(new Set(providers.map((provider) => provider.handle)).size).to.equal(60);
    for (const [index, provider] of providers.entries()) {
      expect(provider.displayName).to.match(/\S/).and.not.match(/\{/);
      expect(provider.bio).to.match(/\S/).and.not.match(/\{/);
      expect(provider.handle).to.match(/^[a-z0-9-]+$/);
      expect(provider.category).to.equal(providerCategory(index));
    }
  });

  it('generates reviews by distinct authors other than the provider, rated 1 to 5', () => {
    const rng = mulberry32(11);
    let total = 0;
    for (const listing of listings.slice(0, 300)) {
      const reviews = generateReviews(listing, rng, PROVIDER_IDS);
      total += reviews.length;
      expect(new Set(reviews.map((review) => review.authorId)).size).to.equal(reviews.length);
      for (const review of reviews) {
        expect(review.authorId).to.not.equal(listing.providerId);
        expect(review.rating).to.be.oneOf([1, 2, 3, 4, 5]);
        expect(review.ageDays).to.be.within(0, listing.ageDays);
      }
    }
    expect(total).to.be.within(300, 900);
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).to.deep.equal({
      ratingAverage: 4.33,
      ratingCount: 3,
    });
    expect(ratingSummary([])).to.deep.equal({ ratingAverage: null, ratingCount: 0 });
  });

  it('keys its word tables by values that exist in the vocabularies', () => {
    expect(vocabulary('local-services', 'services')).to.include.members(Object.keys(TRADES));
    expect(vocabulary('businesses', 'services')).to.include.members(Object.keys(BUSINESS_KINDS));
    expect(vocabulary('ai-agents', 'capabilities')).to.include.members(Object.keys(AGENT_CAPABILITIES));
    expect(vocabulary('mcp-servers', 'tools')).to.include.members(Object.keys(MCP_TOOLS));
    expect(vocabulary('products', 'productType')).to.include.members(Object.keys(PRODUCTS));
  });

  it('still generates valid facets for a category it has no wording for', () => {
    const boats: CategorySchema = {
      category: 'boats',
      title: 'Boats',
      description: 'Boats and boat equipment.',
      jsonLdType: 'Product',
      facets: [
        {
          key: 'hullType',
          type: 'semantic-tag',
          label: 'Hull',
          description: 'Hull.',
          filterable: true,
          required: true,
          multiple: true,
          vocabulary: [
            { value: 'sail', label: 'Sail', synonyms: [] },
            { value: 'motor', label: 'Motor', synonyms: [] },
          ],
        },
        {
          key: 'berths',
          type: 'number',
          label: 'Berths',
          description: 'Berths.',
          filterable: true,
          required: true,
          integer: true,
          min: 1,
          max: 12,
        },
        {
          key: 'marina',
          type: 'text',
          label: 'Marina',
          description: 'Marina.',
          filterable: true,
          required: true,
          maxLength: 4,
        },
        {
          key: 'trailer',
          type: 'boolean',
          label: 'Trailer',
          description: 'Trailer.',
          filterable: true,
          required: true,
        },
        {
          key: 'engine',
          type: 'enum',
          label: 'Engine',
          description: 'Engine.',
          filterable: true,
          required: true,
          multiple: false,
          values: [{ value: 'inboard', label: 'Inboard' }],
        },
      ],
    };
    const registry = createFacetRegistry([...facetRegistry().categories().map(schemaOf), boats]);
    const rng = mulberry32(5);
    const generated = Array.from({ length: 80 }, (_, index) => generateListing(index, rng, PROVIDER_IDS, registry));
    const boatListings = generated.filter((listing) => listing.input.category === 'boats');
    expect(boatListings.length).to.be.greaterThan(0);
    for (const { input } of generated) {
      expect(validateFacets(registry.category(input.category)!, input.facets).errors, input.title).to.deep.equal([]);
    }
  });

  it('generates exactly this listing for seed 2024, index 2', () => {
    const rng = mulberry32(2024);
    const listing = generateListing(2, rng, ['acc_p0', 'acc_p1', 'acc_p2', 'acc_p3', 'acc_p4', 'acc_p5', 'acc_p6']);
    expect(listing).to.deep.equal({
      providerId: 'acc_p6',
      input: {
        category: 'real-estate',
        title: 'Furnished room in a shared flat in Turin-Vanchiglia, 17 m²',
        description:
          'Room in a shared flat of 17 m² in Vanchiglia, Turin. Features: balcony, washing machine connection. Let fully furnished. ' +
          "Rent €310 per month plus about €70 utilities; deposit three months' rent. Energy class D. " +
          'Shops, cafés and public transport are a few minutes’ walk away. Available from August.',
        facets: {
          propertyType: 'room',
          offerType: 'rent',
          price: 310,
          rooms: 1,
          livingArea: 17,
          features: ['balcony', 'washing-machine'],
          furnished: true,
          energyClass: 'D',
        },
        location: { lat: 45.06692, lon: 7.605628, city: 'Turin', country: 'IT' },
        price: { amount: 31000, currency: 'EUR' },
      },
      ageDays: 7.657,
    });
  });
});
