import { isCurrencyCode } from '../../../../../shared/money/currency.ts';
import { toMinorUnits } from '../../../../../shared/money/major-units.ts';
import type { Facts, FoundPlace, PropertyValue } from '../../types.ts';
import { countryCode } from './countries.ts';
import { absoluteUrl, emptyFacts, found, oneLine, parseDecimal, plainNumber, type Provenance } from './facts.ts';
import type { SchemaItem } from './microdata.ts';

/** Items that describe the page or the site rather than an offering: read for contact data and languages only. */
const STRUCTURAL_TYPES = new Set([
  'WebSite',
  'WebPage',
  'ItemPage',
  'AboutPage',
  'ContactPage',
  'CollectionPage',
  'BreadcrumbList',
  'ListItem',
  'ItemList',
  'SearchAction',
  'ImageObject',
  'VideoObject',
  'SiteNavigationElement',
  'WPHeader',
  'WPFooter',
  'FAQPage',
  'Question',
  'Answer',
  'Article',
  'BlogPosting',
  'NewsArticle',
  'Person',
  'ReadAction',
  'EntryPoint',
]);

/** Properties read into their own facts; every other scalar property becomes a named property fact. */
const READ_APART = new Set([
  '@context',
  '@type',
  '@id',
  'name',
  'description',
  'url',
  'image',
  'offers',
  'address',
  'geo',
  'email',
  'telephone',
  'contactPoint',
  'inLanguage',
  'availableLanguage',
  'keywords',
  'mainEntity',
  'itemOffered',
  'additionalProperty',
  'logo',
  'sameAs',
  'potentialAction',
  'publisher',
  'author',
  'review',
  'aggregateRating',
  'brand',
  'areaServed',
  'featureList',
]);

/** schema.org types that state a facet value themselves. */
const TYPE_PROPERTIES: Record<string, { name: string; value: string }> = {
  Apartment: { name: 'propertyType', value: 'apartment' },
  House: { name: 'propertyType', value: 'house' },
  SingleFamilyResidence: { name: 'propertyType', value: 'house' },
  Room: { name: 'propertyType', value: 'room' },
};

/** A vocabulary word in a name or keywords, and in a description: weaker than a value given as such. */
const NAME_CONFIDENCE = 0.6;
const TEXT_CONFIDENCE = 0.5;

const CONDITIONS: Record<string, string> = {
  NewCondition: 'new',
  UsedCondition: 'used',
  RefurbishedCondition: 'refurbished',
  DamagedCondition: 'for-parts',
};

/** The facts of schema.org items (JSON-LD or microdata); `prefix` names where the items were, e.g. `json-ld`. */
export function schemaOrgFacts(
  items: readonly SchemaItem[],
  prefix: string,
  pageUrl: string | null,
  provenance: Provenance,
): Facts {
  const facts = emptyFacts();
  items.forEach((item, index) => readItem(facts, item, `${prefix}[${index}]`, pageUrl, provenance));
  return facts;
}

function readItem(facts: Facts, item: SchemaItem, path: string, pageUrl: string | null, provenance: Provenance): void {
  const types = typesOf(item);
  const at = (property: string) => `${path}.${property}`;
  readContact(facts, item, path, provenance);
  for (const language of strings(item.inLanguage).concat(strings(item.availableLanguage))) {
    facts.languages.push(found(language.slice(0, 2).toLowerCase(), at('inLanguage'), provenance));
  }
  if (types.length > 0 && types.every((type) => STRUCTURAL_TYPES.has(type))) {
    for (const nested of objects(item.mainEntity)) readItem(facts, nested, at('mainEntity'), pageUrl, provenance);
    return;
  }
  for (const type of types) {
    facts.types.push(found(type, at('@type'), provenance));
    const stated = TYPE_PROPERTIES[type];
    if (stated) facts.properties.push(found(stated, at('@type'), provenance));
  }
  const name = strings(item.name)[0];
  if (name) facts.titles.push(found(oneLine(name, 200), at('name'), provenance));
  const description = strings(item.description)[0];
  if (description) {
    facts.descriptions.push(found(description.trim().slice(0, 20_000), at('description'), provenance));
    facts.texts.push(found(description, at('description'), { ...provenance, confidence: TEXT_CONFIDENCE }));
  }
  if (name) facts.texts.push(found(name, at('name'), { ...provenance, confidence: NAME_CONFIDENCE }));
  for (const url of strings(item.url)) {
    const absolute = absoluteUrl(url, pageUrl);
    if (absolute) facts.urls.push(found(absolute, at('url'), provenance));
  }
  for (const image of imagesOf(item.image)) {
    const absolute = absoluteUrl(image, pageUrl);
    if (absolute) facts.images.push(found(absolute, at('image'), provenance));
  }
  readOffers(facts, item.offers, at('offers'), provenance);
  readPlace(facts, item, path, provenance);
  for (const keywords of strings(item.keywords).concat(strings(item.featureList)))
    facts.texts.push(found(keywords, at('keywords'), { ...provenance, confidence: NAME_CONFIDENCE }));
  for (const brand of strings(item.brand).concat(objects(item.brand).flatMap((entry) => strings(entry.name)))) {
    facts.properties.push(found({ name: 'brand', value: brand }, at('brand'), provenance));
  }
  for (const area of strings(item.areaServed).concat(
    objects(item.areaServed).flatMap((entry) => strings(entry.name)),
  )) {
    facts.properties.push(found({ name: 'areaServed', value: area }, at('areaServed'), provenance));
  }
  for (const property of objects(item.additionalProperty)) {
    const value = scalar(property.value);
    const propertyName = strings(property.name)[0];
    if (propertyName && value !== undefined)
      facts.properties.push(found({ name: propertyName, value }, at('additionalProperty'), provenance));
  }
  for (const [name, raw] of Object.entries(item)) {
    if (READ_APART.has(name)) continue;
    const value = name === 'itemCondition' ? conditionOf(raw) : scalar(raw);
    if (value !== undefined) facts.properties.push(found({ name, value }, at(name), provenance));
  }
  for (const nested of objects(item.mainEntity).concat(objects(item.itemOffered)))
    readItem(facts, nested, at('mainEntity'), pageUrl, provenance);
}

function readOffers(facts: Facts, offers: unknown, path: string, provenance: Provenance): void {
  objects(offers).forEach((offer) => {
    const specification = objects(offer.priceSpecification)[0] ?? {};
    const written = String(scalar(offer.price) ?? scalar(offer.lowPrice) ?? scalar(specification.price) ?? '');
    const amount = plainNumber(written) ?? parseDecimal(written);
    const currency = String(scalar(offer.priceCurrency) ?? scalar(specification.priceCurrency) ?? '').toUpperCase();
    if (amount !== null && amount > 0 && isCurrencyCode(currency)) {
      facts.prices.push(found({ amount: toMinorUnits(amount, currency), currency }, `${path}.price`, provenance));
    }
    const condition = conditionOf(offer.itemCondition);
    if (condition)
      facts.properties.push(found({ name: 'itemCondition', value: condition }, `${path}.itemCondition`, provenance));
    for (const nested of objects(offer.itemOffered)) readItem(facts, nested, `${path}.itemOffered`, null, provenance);
  });
}

function readPlace(facts: Facts, item: SchemaItem, path: string, provenance: Provenance): void {
  const place: FoundPlace = {};
  const address = objects(item.address)[0];
  if (address) {
    const street = strings(address.streetAddress)[0];
    const postalCode = strings(address.postalCode)[0];
    const city = strings(address.addressLocality)[0];
    const country = countryCode(
      strings(address.addressCountry)[0] ?? strings(objects(address.addressCountry)[0]?.name)[0] ?? '',
    );
    if (street) place.address = oneLine(street, 500);
    if (postalCode) place.postalCode = oneLine(postalCode, 20);
    if (city) place.city = oneLine(city, 120);
    if (country) place.country = country;
  } else if (typeof item.address === 'string') {
    place.address = oneLine(item.address, 500);
  }
  const geo = objects(item.geo)[0];
  const lat = plainNumber(String(scalar(geo?.latitude) ?? ''));
  const lon = plainNumber(String(scalar(geo?.longitude) ?? ''));
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) Object.assign(place, { lat, lon });
  if (Object.keys(place).length > 0) facts.places.push(found(place, `${path}.address`, provenance));
}

function readContact(facts: Facts, item: SchemaItem, path: string, provenance: Provenance): void {
  const points = [item, ...objects(item.contactPoint)];
  for (const point of points) {
    for (const email of strings(point.email))
      facts.emails.push(found(email.replace(/^mailto:/i, ''), `${path}.email`, provenance));
    for (const phone of strings(point.telephone))
      facts.phones.push(found(phone.replace(/^tel:/i, ''), `${path}.telephone`, provenance));
  }
}

function typesOf(item: SchemaItem): string[] {
  return strings(item['@type']).map((type) => type.replace(/^https?:\/\/schema\.org\//i, '').replace(/^schema:/, ''));
}

function imagesOf(value: unknown): string[] {
  return strings(value).concat(objects(value).flatMap((image) => strings(image.url).concat(strings(image.contentUrl))));
}

function conditionOf(value: unknown): string | undefined {
  const name = strings(value)[0]?.replace(/^https?:\/\/schema\.org\//i, '');
  return name ? CONDITIONS[name] : undefined;
}

/** A property value as a plain value: strings, numbers, booleans, lists of strings, a QuantitativeValue's value. */
function scalar(value: unknown): PropertyValue | undefined {
  if (typeof value === 'string') return value.trim() ? oneLine(value, 2000) : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const texts = value
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => oneLine(entry, 200))
      .filter(Boolean);
    return texts.length > 0 ? texts.slice(0, 50) : undefined;
  }
  if (typeof value === 'object' && value !== null && 'value' in value)
    return scalar((value as { value: unknown }).value);
  return undefined;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number') return [String(value)];
  return Array.isArray(value) ? value.flatMap(strings) : [];
}

function objects(value: unknown): SchemaItem[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  return typeof value === 'object' && value !== null ? [value as SchemaItem] : [];
}
