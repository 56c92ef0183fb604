import type { CategorySchema, FacetDefinition, FacetValue, JsonLdType } from '../../../shared/facets/types.ts';
import { isCurrencyCode } from '../../../shared/money/currency.ts';
import { formatMajor, toMinorUnits } from '../../../shared/money/major-units.ts';
import type { ListingDocument, ListingLocation, Money } from './types.ts';
import type { ProviderSummary } from './views.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Where a schema.org type carries what a listing has beyond its name and description. */
interface TypeShape {
  /** Inline for a type that is a Place itself, else the property that holds a Place; null for none. */
  place: 'inline' | 'location' | 'contentLocation' | 'areaServed' | null;
  offer: 'offers' | 'makesOffer';
  /** The provider as `provider`, or as the `seller` of the offer; null for types that are the provider. */
  provider: 'provider' | 'seller' | null;
}

const SHAPES: Record<JsonLdType, TypeShape> = {
  Product: { place: null, offer: 'offers', provider: 'seller' },
  Service: { place: 'areaServed', offer: 'offers', provider: 'provider' },
  LocalBusiness: { place: 'inline', offer: 'makesOffer', provider: null },
  Organization: { place: 'location', offer: 'makesOffer', provider: null },
  SoftwareApplication: { place: null, offer: 'offers', provider: 'provider' },
  RealEstateListing: { place: 'contentLocation', offer: 'offers', provider: 'provider' },
  Thing: { place: null, offer: 'offers', provider: null },
};

/** The facet property that holds a price; its value becomes the offer when the listing has no price of its own. */
const PRICE_PROPERTY = 'price';

/**
 * The schema.org JSON-LD of a listing, typed by its category: facets with a `jsonLdProperty` become that
 * property (labels for vocabulary values, a QuantitativeValue for numbers with a unit), the others
 * `additionalProperty` entries, so that nothing the provider stated is lost.
 */
export function listingJsonLd(
  listing: ListingDocument,
  category: CategorySchema,
  provider?: ProviderSummary,
): JsonObject {
  const shape = SHAPES[category.jsonLdType];
  const node: JsonObject = { '@context': 'https://schema.org', '@type': category.jsonLdType, name: listing.title };
  if (listing.description) node.description = listing.description;
  if (listing.url) node.url = listing.url;
  if (listing.media.length > 0) node.image = [...listing.media];
  if (listing.location) Object.assign(node, placeProperties(listing.location, shape.place));
  const offer = offerOf(listing, category);
  if (offer) {
    if (shape.provider === 'seller' && provider?.displayName) offer.seller = organization(provider.displayName);
    node[shape.offer] = offer;
  }
  if (shape.provider === 'provider' && provider?.displayName) node.provider = organization(provider.displayName);
  if (listing.ratingCount > 0 && listing.ratingAverage !== null) {
    const { ratingAverage: ratingValue, ratingCount: reviewCount } = listing;
    node.aggregateRating = { '@type': 'AggregateRating', ratingValue, reviewCount, bestRating: 5, worstRating: 1 };
  }
  const additional: JsonObject[] = [];
  for (const facet of category.facets) {
    const value = listing.facets[facet.key];
    if (value === undefined || facet.jsonLdProperty === PRICE_PROPERTY) continue;
    if (facet.jsonLdProperty && !(facet.jsonLdProperty in node))
      node[facet.jsonLdProperty] = propertyValue(facet, value);
    else additional.push(propertyValueEntry(facet, value));
  }
  if (additional.length > 0) node.additionalProperty = additional;
  return node;
}

/**
 * The listing's own price (in minor units), else the value of the category's price facet (in major units of the
 * facet's currency), as schema.org wants it: a decimal string in major units, "500.00" for 50000 EUR cents.
 */
function offerOf(listing: ListingDocument, category: CategorySchema): JsonObject | null {
  const priceFacet = category.facets.find((facet) => facet.jsonLdProperty === PRICE_PROPERTY);
  const facetPrice = priceFacet ? listing.facets[priceFacet.key] : undefined;
  const price: Money | null =
    listing.price ??
    (typeof facetPrice === 'number' &&
    priceFacet?.type === 'number' &&
    priceFacet.unit &&
    isCurrencyCode(priceFacet.unit)
      ? { amount: toMinorUnits(facetPrice, priceFacet.unit), currency: priceFacet.unit }
      : null);
  return price
    ? { '@type': 'Offer', price: formatMajor(price.amount, price.currency), priceCurrency: price.currency }
    : null;
}

function placeProperties(location: ListingLocation, place: TypeShape['place']): JsonObject {
  if (!place) return {};
  const properties: JsonObject = {};
  if (location.lat !== undefined && location.lon !== undefined)
    properties.geo = { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lon };
  const address = postalAddress(location);
  if (address) properties.address = address;
  return place === 'inline' ? properties : { [place]: { '@type': 'Place', ...properties } };
}

function postalAddress(location: ListingLocation): JsonObject | null {
  const parts: Array<[string, string | undefined]> = [
    ['streetAddress', location.address],
    ['postalCode', location.postalCode],
    ['addressLocality', location.city],
    ['addressCountry', location.country],
  ];
  const present = parts.filter((part): part is [string, string] => part[1] !== undefined);
  return present.length > 0 ? { '@type': 'PostalAddress', ...Object.fromEntries(present) } : null;
}

function organization(name: string): JsonObject {
  return { '@type': 'Organization', name };
}

/** A facet value as the schema.org property it maps to. */
function propertyValue(facet: FacetDefinition, value: FacetValue): JsonValue {
  if (facet.jsonLdProperty === 'brand' && typeof value === 'string') return { '@type': 'Brand', name: value };
  if (facet.type === 'number' && facet.unit && typeof value === 'number')
    return { '@type': 'QuantitativeValue', value, unitText: facet.unit };
  return labelled(facet, value);
}

/** A facet without a schema.org property of its own, as an `additionalProperty` entry named by the facet. */
function propertyValueEntry(facet: FacetDefinition, value: FacetValue): JsonObject {
  const entry: JsonObject = {
    '@type': 'PropertyValue',
    propertyID: facet.key,
    name: facet.label,
    value: labelled(facet, value),
  };
  if (facet.type === 'number' && facet.unit) entry.unitText = facet.unit;
  return entry;
}

/** Vocabulary and enum values are stored as slugs; JSON-LD readers get their labels. */
function labelled(facet: FacetDefinition, value: FacetValue): JsonValue {
  const options = facet.type === 'semantic-tag' ? facet.vocabulary : facet.type === 'enum' ? facet.values : null;
  if (!options) return Array.isArray(value) ? [...value] : value;
  const label = (slug: string) => options.find((option) => option.value === slug)?.label ?? slug;
  return Array.isArray(value) ? value.map(label) : label(String(value));
}
