/**
 * Realistic demo data for every category: providers, listings and reviews. Pure and deterministic: the same
 * seed (and the same facet schemas) gives the same output, with no I/O beyond the facet registry it is given.
 * Facet values are drawn from the registry's vocabularies, enums and ranges and then checked against the
 * schema, so generated listings always pass `validateFacets`.
 */
import { facetRegistry, type FacetRegistry } from '../../shared/facets/registry.ts';
import type { CategorySchema, FacetDefinition, FacetValue } from '../../shared/facets/types.ts';
import { toMinorUnits } from '../../shared/money/major-units.ts';
import type { NewListing } from '../../services/core/listings/types.ts';
import { CITIES, COUNTRY_LANGUAGES, COUNTRY_NAMES, EU_COUNTRIES, jitter, type City } from './cities.ts';
import {
  AGENT_CAPABILITIES,
  AGENT_SUFFIXES,
  AUDIENCES,
  BRAND_WORDS,
  BUSINESS_KINDS,
  GIVEN_NAMES,
  MCP_TOOLS,
  OTHER_OFFERS,
  PRODUCT_CONDITIONS,
  PRODUCTS,
  PROVIDER_STYLES,
  REVIEW_BODIES,
  REVIEW_TITLES,
  SELLER_NOTES,
  SURNAMES,
  TRADES,
} from './content.ts';

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG; plenty for demo data, and identical on every platform. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** One of the items, each as likely as its weight. */
export function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** Up to `count` distinct items in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  return chosen;
}

function between(rng: Rng, [min, max]: readonly [number, number]): number {
  return min + rng() * (max - min);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

// ---------------------------------------------------------------------------------------------------------
// Categories and providers

/** How often each category comes up in a cycle of listings; a category missing here gets 1. */
const CATEGORY_WEIGHTS: Record<string, number> = {
  'real-estate': 4,
  products: 4,
  'local-services': 4,
  businesses: 3,
  'ai-agents': 2,
  'mcp-servers': 2,
  other: 1,
};

const cycles = new WeakMap<FacetRegistry, string[]>();

/**
 * The repeating sequence of categories listings are generated in: every category once (so even 7 listings
 * cover all), then the rest of the weights, interleaved by smooth weighted round-robin.
 */
export function categoryCycle(registry: FacetRegistry = facetRegistry()): string[] {
  const cached = cycles.get(registry);
  if (cached) return cached;
  const categories = registry.categories();
  const weightOf = (category: string) => CATEGORY_WEIGHTS[category] ?? 1;
  const cycle = [...categories].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  const remaining = new Map(categories.map((category) => [category, weightOf(category) - 1]));
  const total = [...remaining.values()].reduce((sum, weight) => sum + weight, 0);
  const current = new Map(categories.map((category) => [category, 0]));
  for (let step = 0; step < total; step += 1) {
    let best: string | undefined;
    for (const category of categories) {
      current.set(category, (current.get(category) ?? 0) + (remaining.get(category) ?? 0));
      if (best === undefined || (current.get(category) ?? 0) > (current.get(best) ?? 0)) best = category;
    }
    if (best === undefined) break;
    current.set(best, (current.get(best) ?? 0) - total);
    cycle.push(best);
  }
  cycles.set(registry, cycle);
  return cycle;
}

/** Provider `index` specialises in this category; listings of a category go to its specialists. */
export function providerCategory(index: number, registry: FacetRegistry = facetRegistry()): string {
  const categories = registry.categories();
  return categories[index % categories.length] as string;
}

export interface DemoProvider {
  displayName: string;
  bio: string;
  /** Lower-case, unique within one generated set; used for e-mail addresses. */
  handle: string;
  /** The category this provider mostly lists in (see providerCategory). */
  category: string;
  city: string;
  country: string;
}

export function generateProviders(count: number, rng: Rng, registry: FacetRegistry = facetRegistry()): DemoProvider[] {
  const providers: DemoProvider[] = [];
  for (let index = 0; index < count; index += 1) {
    const category = providerCategory(index, registry);
    const style = PROVIDER_STYLES[category] ?? PROVIDER_STYLES.other!;
    const city = pickCity(rng);
    const words = {
      given: pick(rng, GIVEN_NAMES),
      surname: pick(rng, SURNAMES),
      surname2: pick(rng, SURNAMES),
      brand: pick(rng, BRAND_WORDS),
      city: city.name,
      country: COUNTRY_NAMES[city.country] ?? city.country,
      year: String(int(rng, 1985, 2022)),
      count: String(roundTo(int(rng, 50, 2000), 50)),
    };
    const displayName = fill(pick(rng, style.names), words);
    providers.push({
      displayName,
      bio: fill(pick(rng, style.bios), words),
      handle: `${slug(displayName)}-${index + 1}`,
      category,
      city: city.name,
      country: city.country,
    });
  }
  return providers;
}

// ---------------------------------------------------------------------------------------------------------
// Listings

export interface GeneratedListing {
  providerId: string;
  /** The body a provider would send to createListing. */
  input: NewListing;
  /** How long ago the listing was published (fractional days, mostly recent): bulk loads backdate `createdAt` by this much. */
  ageDays: number;
}

interface Context {
  rng: Rng;
  schema: CategorySchema;
  city: City;
  district: string;
  /** "Vienna-Neubau" */
  place: string;
}

interface Draft {
  title: string;
  description: string;
  facets: Record<string, unknown>;
  /** EUR; becomes `price` in cents. */
  priceEur?: number;
  /** Whether the listing is tied to a place; online offers have no location. */
  located: boolean;
  url?: string;
}

type Builder = (context: Context) => Draft;

const BUILDERS: Record<string, Builder> = {
  'real-estate': realEstate,
  products,
  'local-services': localServices,
  businesses,
  'ai-agents': aiAgent,
  'mcp-servers': mcpServer,
  other,
};

/**
 * Listing `index` of a demo set: its category comes from categoryCycle(), its provider from the providers
 * specialised in that category (see providerCategory), its facets from the registry.
 */
export function generateListing(
  index: number,
  rng: Rng,
  providerIds: readonly string[],
  registry: FacetRegistry = facetRegistry(),
): GeneratedListing {
  if (providerIds.length === 0) throw new Error('generateListing needs at least one provider');
  const cycle = categoryCycle(registry);
  const category = cycle[index % cycle.length] as string;
  const schema = registry.category(category);
  if (!schema) throw new Error(`unknown category ${category}`);
  const city = pickCity(rng);
  const district = pick(rng, city.districts);
  const context: Context = { rng, schema, city, district, place: `${city.name}-${district}` };
  const draft = (BUILDERS[category] ?? generic)(context);
  const input: NewListing = {
    category,
    title: clip(draft.title, 200),
    description: clip(draft.description, 20_000),
    facets: conformFacets(schema, draft.facets, rng),
  };
  if (draft.located) input.location = { ...jitter(city, rng), city: city.name, country: city.country };
  if (draft.url) input.url = draft.url;
  if (draft.priceEur !== undefined && draft.priceEur > 0)
    input.price = { amount: toMinorUnits(draft.priceEur, 'EUR'), currency: 'EUR' };
  return {
    providerId: pickProvider(rng, providerIds, category, registry),
    input,
    ageDays: Math.round(365_000 * rng() ** 2) / 1000,
  };
}

function pickProvider(rng: Rng, providerIds: readonly string[], category: string, registry: FacetRegistry): string {
  const categories = registry.categories();
  const slot = categories.indexOf(category);
  const specialists = providerIds.filter((_, index) => index % categories.length === slot);
  return pick(rng, specialists.length > 0 ? specialists : providerIds);
}

function realEstate({ rng, schema, city, district, place }: Context): Draft {
  const typeWeights: Record<string, number> = {
    apartment: 50,
    house: 12,
    room: 10,
    office: 8,
    retail: 5,
    land: 4,
    industrial: 3,
    parking: 8,
  };
  const propertyType = weighted(
    rng,
    enumValues(schema, 'propertyType').map((value) => [value, typeWeights[value] ?? 3] as const),
  );
  const saleShare: Record<string, number> = { room: 0, land: 0.9, house: 0.6, parking: 0.4 };
  const offerType = chance(rng, saleShare[propertyType] ?? 0.35) ? 'sale' : 'rent';
  const level = city.priceLevel;
  let rooms: number | undefined;
  let area: number | undefined;
  let plot: number | undefined;
  switch (propertyType) {
    case 'apartment':
      rooms = weighted(rng, [
        [1, 15],
        [1.5, 5],
        [2, 30],
        [2.5, 5],
        [3, 25],
        [4, 14],
        [5, 6],
      ]);
      area = Math.max(20, Math.round(16 + rooms * 22 + (rng() - 0.5) * 24));
      break;
    case 'house':
      rooms = int(rng, 3, 8);
      area = Math.round(55 + rooms * 22 + (rng() - 0.5) * 40);
      break;
    case 'room':
      rooms = 1;
      area = int(rng, 9, 24);
      break;
    case 'office':
      rooms = int(rng, 1, 12);
      area = roundTo(rooms * 25 + int(rng, 20, 200), 5);
      break;
    case 'retail':
      rooms = int(rng, 1, 4);
      area = roundTo(int(rng, 30, 400), 5);
      break;
    case 'industrial':
      area = roundTo(int(rng, 200, 5000), 10);
      break;
    case 'parking':
      area = int(rng, 12, 18);
      break;
    default:
      plot = roundTo(int(rng, 300, 2500), 10);
  }
  const rentPerM2: Record<string, number> = { apartment: 15, house: 12, office: 22, retail: 25, industrial: 7 };
  const salePerM2: Record<string, number> = {
    apartment: 5200,
    house: 4200,
    office: 4000,
    retail: 3800,
    industrial: 1200,
  };
  const noise = 0.85 + rng() * 0.3;
  let price: number;
  if (propertyType === 'room') price = roundTo(between(rng, [380, 750]) * level, 10);
  else if (propertyType === 'parking')
    price =
      offerType === 'rent'
        ? roundTo(between(rng, [60, 180]) * level, 5)
        : roundTo(between(rng, [15_000, 45_000]) * level, 500);
  else if (plot !== undefined) price = roundTo(plot * 450 * level ** 1.3 * noise, 1000);
  else if (offerType === 'rent') price = roundTo((area ?? 50) * (rentPerM2[propertyType] ?? 14) * level * noise, 10);
  else price = roundTo((area ?? 50) * (salePerM2[propertyType] ?? 4000) * level * noise, saleStep(area));

  const featureOdds: Record<string, Record<string, number>> = {
    apartment: {
      balcony: 0.55,
      elevator: 0.4,
      'fitted-kitchen': 0.5,
      cellar: 0.4,
      bathtub: 0.3,
      'guest-toilet': 0.15,
      'pets-allowed': 0.15,
      'underfloor-heating': 0.1,
      'barrier-free': 0.08,
      terrace: 0.1,
      parking: 0.15,
      'washing-machine': 0.35,
    },
    house: {
      garden: 0.85,
      terrace: 0.5,
      garage: 0.45,
      cellar: 0.6,
      fireplace: 0.25,
      'guest-toilet': 0.6,
      'solar-panels': 0.2,
      'ev-charging': 0.1,
      'underfloor-heating': 0.3,
      'fitted-kitchen': 0.6,
      parking: 0.4,
    },
    room: { 'fitted-kitchen': 0.4, balcony: 0.3, 'washing-machine': 0.5, 'pets-allowed': 0.1 },
    office: {
      elevator: 0.7,
      'barrier-free': 0.4,
      'air-conditioning': 0.4,
      parking: 0.4,
      'fitted-kitchen': 0.3,
      'ev-charging': 0.1,
    },
    retail: { 'barrier-free': 0.5, 'air-conditioning': 0.3, cellar: 0.3 },
    industrial: { parking: 0.6, 'ev-charging': 0.15, 'solar-panels': 0.15 },
    parking: { 'ev-charging': 0.25 },
  };
  const odds = featureOdds[propertyType] ?? {};
  const features = tagValues(schema, 'features').filter((value) => chance(rng, odds[value] ?? 0));
  const furnishable = !['land', 'parking', 'industrial'].includes(propertyType);
  const furnished =
    furnishable &&
    chance(rng, propertyType === 'room' ? 0.7 : propertyType === 'apartment' && offerType === 'rent' ? 0.25 : 0.05);
  const energyClass =
    furnishable && chance(rng, 0.75)
      ? weighted(
          rng,
          enumValues(schema, 'energyClass').map(
            (value) =>
              [
                value,
                ({ 'A+': 3, A: 6, B: 12, C: 16, D: 16, E: 12, F: 7, G: 4, H: 2 } as Record<string, number>)[value] ?? 1,
              ] as const,
          ),
        )
      : undefined;

  const label = enumLabel(schema, 'propertyType', propertyType).toLowerCase();
  const outdoor = ['terrace', 'balcony', 'garden'].find((value) => features.includes(value));
  const withOutdoor = outdoor ? ` with ${lowerFirst(tagLabel(schema, 'features', outdoor))}` : '';
  const adjective = chance(rng, 0.45)
    ? `${pick(rng, ['Bright', 'Renovated', 'Quiet', 'Spacious', 'Cosy', 'Modern', 'Charming'])} `
    : '';
  const m2 = area !== undefined ? `, ${formatNumber(area)} m²` : '';
  let title: string;
  switch (propertyType) {
    case 'apartment':
      title = `${adjective}${formatNumber(rooms ?? 2)}-room apartment${withOutdoor} in ${place}${m2}`;
      break;
    case 'house':
      title = `${adjective}${pick(rng, ['Detached', 'Semi-detached', 'Terraced'])} ${rooms}-room house${withOutdoor} in ${place}${m2}`;
      break;
    case 'room':
      title = `${furnished ? 'Furnished room' : 'Room'} in a shared flat in ${place}${m2}`;
      break;
    case 'office':
      title = `${adjective}office space in ${place}${m2}`;
      break;
    case 'retail':
      title = `${pick(rng, ['Shop', 'Café or shop', 'Corner shop', 'Restaurant'])} space in ${place}${m2}`;
      break;
    case 'industrial':
      title = `Warehouse and light-industrial space in ${city.name}${m2}`;
      break;
    case 'parking':
      title = `${pick(rng, ['Underground parking space', 'Garage', 'Parking space'])} in ${place}`;
      break;
    case 'land':
      title = `Building plot in ${place}, ${formatNumber(plot ?? 0)} m²`;
      break;
    default:
      title = `${capitalise(label)} in ${place}${m2}`;
  }
  if (offerType === 'sale') title += ' – for sale';
  title = capitalise(title);

  const sentences: string[] = [];
  if (propertyType === 'apartment') {
    sentences.push(
      `${formatNumber(rooms ?? 2)}-room apartment on the ${ordinal(int(rng, 1, 6))} floor of a ${pick(rng, ['renovated period building', 'well-kept 1960s building', 'new-build', 'quiet courtyard building'])} in ${district}, ${city.name}.`,
    );
  } else if (plot !== undefined) {
    sentences.push(
      `A ${formatNumber(plot)} m² plot zoned for residential building on the edge of ${district}, ${city.name}; utilities at the boundary.`,
    );
  } else {
    sentences.push(`${capitalise(label)} of ${formatNumber(area ?? 0)} m² in ${district}, ${city.name}.`);
  }
  if (features.length > 0)
    sentences.push(`Features: ${features.map((value) => lowerFirst(tagLabel(schema, 'features', value))).join(', ')}.`);
  if (furnished) sentences.push('Let fully furnished.');
  if (offerType === 'rent') {
    const utilities = roundTo(price * 0.22, 10);
    sentences.push(
      `Rent ${euros(price)} per month${utilities > 0 && propertyType !== 'parking' ? ` plus about ${euros(utilities)} utilities` : ''}; deposit three months' rent.`,
    );
  } else {
    sentences.push(`Purchase price ${euros(price)}${area ? ` (${euros(roundTo(price / area, 10))} per m²)` : ''}.`);
  }
  if (energyClass) sentences.push(`Energy class ${energyClass}.`);
  sentences.push(
    pick(rng, [
      'Shops, cafés and public transport are a few minutes’ walk away.',
      'Tram and metro stops within five minutes; schools and a park nearby.',
      'Quiet street, yet close to the centre.',
      'Good connections to the motorway and the main station.',
    ]),
  );
  sentences.push(`Available from ${pick(rng, MONTHS)}.`);

  const facets: Record<string, unknown> = { propertyType, offerType, price };
  if (rooms !== undefined) facets.rooms = rooms;
  if (area !== undefined) facets.livingArea = area;
  if (features.length > 0) facets.features = features;
  if (furnishable) facets.furnished = furnished;
  if (energyClass) facets.energyClass = energyClass;
  return { title, description: sentences.join(' '), facets, priceEur: price, located: true };
}

function saleStep(area: number | undefined): number {
  return (area ?? 0) > 150 ? 5000 : 1000;
}

function products({ rng, schema, city }: Context): Draft {
  const productType = pick(rng, tagValues(schema, 'productType'));
  const typeLabel = tagLabel(schema, 'productType', productType);
  const item = pick(
    rng,
    PRODUCTS[productType] ?? [{ brand: null, item: typeLabel.toLowerCase(), price: [20, 200] as const }],
  );
  const device = DEVICE_TYPES.has(productType);
  const conditionWeights: Record<string, number> =
    productType === 'food-drinks'
      ? { new: 1 }
      : device
        ? { new: 25, 'like-new': 20, used: 38, refurbished: 12, 'for-parts': 5 }
        : { new: 30, 'like-new': 25, used: 45 };
  const conditions = enumValues(schema, 'condition');
  const likely = conditions
    .map((value) => [value, conditionWeights[value] ?? 0] as const)
    .filter(([, weight]) => weight > 0);
  const condition = likely.length > 0 ? weighted(rng, likely) : pick(rng, conditions);
  const conditionInfo = PRODUCT_CONDITIONS[condition] ?? { factor: 0.6, phrase: 'as described', warranty: [0] };
  const conditionPhrase =
    condition === 'used' && !device ? 'used, in good condition with light signs of wear' : conditionInfo.phrase;
  const price = priceRound(between(rng, item.price) * conditionInfo.factor);
  const name = item.brand ? `${item.brand} ${item.item}` : capitalise(item.item);
  const shipsTo = chance(rng, 0.65) ? shipping(rng, schema, city) : [];
  const localPickup = shipsTo.length === 0 || chance(rng, 0.6);
  const warranty = device && chance(rng, 0.8) ? pick(rng, conditionInfo.warranty) : undefined;
  const title = `${name} – ${enumLabel(schema, 'condition', condition).toLowerCase()}`;
  const sentences = [`${name}, ${conditionPhrase}.`, pick(rng, SELLER_NOTES)];
  if (shipsTo.includes('worldwide')) sentences.push('Ships worldwide with tracking.');
  else if (shipsTo.length > 0)
    sentences.push(
      `Ships to ${listing(shipsTo.map((code) => (code === 'eu' ? 'the EU' : tagLabel(schema, 'shipsTo', code))))} with tracking.`,
    );
  if (localPickup) sentences.push(`Pickup in ${city.name} possible.`);
  if (warranty) sentences.push(`${warranty} months' warranty.`);
  else if (warranty === 0) sentences.push('Private sale, no warranty or returns.');
  const facets: Record<string, unknown> = { productType, condition, price, localPickup };
  if (item.brand) facets.brand = item.brand;
  if (shipsTo.length > 0) facets.shipsTo = shipsTo;
  if (warranty !== undefined) facets.warrantyMonths = warranty;
  return { title, description: sentences.join(' '), facets, priceEur: price, located: true };
}

function shipping(rng: Rng, schema: CategorySchema, city: City): string[] {
  const known = new Set(tagValues(schema, 'shipsTo'));
  const home = city.country.toLowerCase();
  const options: string[][] = [[home], [home, 'eu'], ['eu'], ['worldwide']];
  const chosen = weighted(rng, [
    [options[0]!, 4],
    [options[1]!, 3],
    [options[2]!, EU_COUNTRIES.has(city.country) ? 2 : 0.5],
    [options[3]!, 1],
  ] as const);
  const valid = chosen.filter((code) => known.has(code));
  return valid.length > 0 ? valid : known.has('eu') ? ['eu'] : [];
}

function localServices({ rng, schema, city, district, place }: Context): Draft {
  const vocabulary = tagValues(schema, 'services');
  const primary = pick(rng, vocabulary);
  const trade = TRADES[primary] ?? {
    trade: `${tagLabel(schema, 'services', primary)} service`,
    work: [tagLabel(schema, 'services', primary).toLowerCase()],
    rate: [30, 70] as const,
    emergency: 0,
    related: [],
  };
  const services = [
    primary,
    ...sample(
      rng,
      trade.related.filter((value) => vocabulary.includes(value)),
      chance(rng, 0.5) ? 1 : 0,
    ),
  ];
  const emergency = chance(rng, trade.emergency);
  const priceFrom = Math.round(between(rng, trade.rate) * city.priceLevel ** 0.6);
  const freeQuote = chance(rng, 0.6);
  const radius = pick(rng, [10, 15, 20, 25, 30, 50]);
  const serviceArea = pick(rng, [
    `${city.name} and surroundings (up to ${radius} km)`,
    `${district}, ${pick(rng, city.districts.filter((name) => name !== district).concat(district))} and the rest of ${city.name}`,
    `All of ${city.name}`,
  ]);
  const work = sample(rng, trade.work, 2);
  const tradeLower = trade.trade.toLowerCase();
  const title = emergency
    ? pick(rng, [`Emergency ${tradeLower} in ${city.name}`, `24/7 ${tradeLower} in ${place}`])
    : pick(rng, [
        `${trade.trade} in ${city.name}`,
        `${trade.trade} in ${place} – ${work[0]}`,
        `${trade.trade} for ${work[0]} in ${city.name}`,
      ]);
  const sentences = [
    `${trade.trade} in ${city.name}. What we do: ${trade.work.join('; ')}.`,
    services.length > 1
      ? `Also offering ${services
          .slice(1)
          .map((value) => lowerFirst(tagLabel(schema, 'services', value)))
          .join('; ')}.`
      : '',
    `Service area: ${serviceArea}.`,
    emergency
      ? 'Emergency call-outs day and night, including weekends and public holidays.'
      : `Appointments ${pick(rng, ['Monday to Friday, 7 am to 6 pm', 'Monday to Saturday', 'usually within three working days'])}.`,
    `Prices from ${euros(priceFrom)} ${pick(rng, ['per hour', 'per visit', 'per hour, travel within the city included'])}.`,
    freeQuote ? 'Free, non-binding quote before any work starts.' : '',
    pick(rng, ['Fully insured; invoices with VAT.', 'Certified and insured.', 'Over 200 five-star jobs in the area.']),
  ];
  const facets: Record<string, unknown> = { services, serviceArea, emergencyService: emergency, priceFrom, freeQuote };
  return { title, description: sentences.filter(Boolean).join(' '), facets, priceEur: priceFrom, located: true };
}

function businesses({ rng, schema, city, district }: Context): Draft {
  const vocabulary = tagValues(schema, 'services');
  const primary = pick(rng, vocabulary);
  const info = BUSINESS_KINDS[primary] ?? {
    kinds: [`${tagLabel(schema, 'services', primary)} provider`],
    related: [],
    remote: 0.5,
  };
  const related = info.related.filter((value) => vocabulary.includes(value));
  const services = [primary, ...sample(rng, related, int(rng, 0, Math.min(3, related.length)))];
  const companySize = weighted(
    rng,
    enumValues(schema, 'companySize').map(
      (value) =>
        [
          value,
          ({ '1': 15, '2-10': 40, '11-50': 25, '51-200': 12, '201-1000': 6, '1000+': 2 } as Record<string, number>)[
            value
          ] ?? 5,
        ] as const,
    ),
  );
  const big = ['51-200', '201-1000', '1000+'].includes(companySize);
  const foundedYear = big ? int(rng, 1950, 2015) : int(rng, 1995, 2024);
  const remoteService = chance(rng, info.remote);
  const country = COUNTRY_NAMES[city.country] ?? city.country;
  const serviceArea = remoteService
    ? pick(rng, [
        `${city.name}, ${country} and remote across Europe`,
        `Remote, across ${country} and the EU`,
        `${city.name} and remote`,
      ])
    : pick(rng, [
        `${city.name} and surroundings`,
        `${city.name} and the rest of ${country}`,
        `${city.name} metropolitan area`,
      ]);
  const kind = pick(rng, info.kinds);
  const secondary = services.slice(1).map((value) => tagLabel(schema, 'services', value));
  const title =
    secondary[0] && chance(rng, 0.6)
      ? `${kind} in ${city.name} – ${secondary[0]}`
      : `${kind} in ${city.name} ${pick(rng, AUDIENCES)}`;
  const team =
    companySize === '1'
      ? 'an independent specialist'
      : `a team of ${enumLabel(schema, 'companySize', companySize).replace(' employees', '').toLowerCase()} people`;
  const sentences = [
    `We are ${team} based in ${district}, ${city.name}, working ${pick(rng, AUDIENCES)}.`,
    `Services: ${services.map((value) => lowerFirst(tagLabel(schema, 'services', value))).join('; ')}.`,
    `Founded in ${foundedYear}.`,
    remoteService
      ? 'Most projects run remotely, with workshops on site when useful.'
      : `We meet clients in person across ${city.name}.`,
    pick(rng, [
      'First consultation free of charge.',
      'Fixed-price offers after a short call.',
      'References available on request.',
    ]),
  ];
  const facets: Record<string, unknown> = { services, serviceArea, companySize, foundedYear, remoteService };
  return { title, description: sentences.join(' '), facets, located: true };
}

function aiAgent({ rng, schema, city }: Context): Draft {
  const vocabulary = tagValues(schema, 'capabilities');
  const primary = pick(rng, vocabulary);
  const info = AGENT_CAPABILITIES[primary] ?? {
    prefixes: ['Task'],
    does: `helps with ${tagLabel(schema, 'capabilities', primary).toLowerCase()}`,
    related: [],
  };
  const capabilities = [
    primary,
    ...sample(
      rng,
      info.related.filter((value) => vocabulary.includes(value)),
      int(rng, 0, 2),
    ),
  ];
  const name = `${pick(rng, info.prefixes)}${pick(rng, AGENT_SUFFIXES)}`;
  const protocols = sample(rng, enumValues(schema, 'protocols'), int(rng, 1, 3));
  const pricingModel = weighted(
    rng,
    enumValues(schema, 'pricingModel').map(
      (value) =>
        [
          value,
          ({ free: 1, freemium: 3, subscription: 5, 'usage-based': 3, 'per-outcome': 1 } as Record<string, number>)[
            value
          ] ?? 1,
        ] as const,
    ),
  );
  const languageValues = tagValues(schema, 'languages');
  const local = (COUNTRY_LANGUAGES[city.country] ?? []).filter((code) => languageValues.includes(code));
  const languages = [...new Set(['en', ...local, ...sample(rng, languageValues, int(rng, 0, 3))])].filter((code) =>
    languageValues.includes(code),
  );
  const humanInTheLoop = chance(rng, 0.6);
  const selfHostable = chance(rng, 0.3);
  const monthly = pricingModel === 'subscription' ? pick(rng, [19, 29, 49, 99, 199, 499]) : undefined;
  const labels = capabilities.map((value) => lowerFirst(tagLabel(schema, 'capabilities', value)));
  const title = `${name} – AI agent for ${labels.join(', ')}`;
  const sentences = [
    `${name} ${info.does}.`,
    capabilities.length > 1 ? `It also handles ${labels.slice(1).join(', ')}.` : '',
    `Works in ${listing(languages.map((code) => tagLabel(schema, 'languages', code)))}.`,
    `Reachable via ${protocols.map((value) => enumLabel(schema, 'protocols', value)).join(', ')}.`,
    humanInTheLoop ? 'Sensitive actions such as payments and outgoing messages wait for a human approval.' : '',
    selfHostable ? 'Runs in our EU cloud or on your own infrastructure.' : 'Hosted in the EU.',
    monthly
      ? `Plans from ${euros(monthly)} per month.`
      : `Pricing: ${lowerFirst(enumLabel(schema, 'pricingModel', pricingModel))}.`,
  ];
  const facets: Record<string, unknown> = {
    capabilities,
    protocols,
    pricingModel,
    languages,
    humanInTheLoop,
    selfHostable,
  };
  return {
    title,
    description: sentences.filter(Boolean).join(' '),
    facets,
    located: false,
    url: `https://${slug(name)}.example`,
    priceEur: monthly,
  };
}

function mcpServer({ rng, schema }: Context): Draft {
  const vocabulary = tagValues(schema, 'tools');
  const primary = pick(rng, vocabulary);
  const info = MCP_TOOLS[primary] ?? {
    systems: [tagLabel(schema, 'tools', primary)],
    does: `work with ${tagLabel(schema, 'tools', primary).toLowerCase()}`,
    auth: 'service' as const,
  };
  const tools = chance(rng, 0.25)
    ? [
        primary,
        pick(
          rng,
          vocabulary.filter((value) => value !== primary),
        ),
      ]
    : [primary];
  const system = pick(rng, info.systems);
  const transportValues = enumValues(schema, 'transport');
  const transport = weighted(rng, [
    [['stdio'], 45],
    [['stdio', 'streamable-http'], 30],
    [['streamable-http'], 20],
    [['sse'], 3],
    [['stdio', 'sse'], 2],
  ] as const).filter((value) => transportValues.includes(value));
  const transports = transport.length > 0 ? transport : [pick(rng, transportValues)];
  const license = weighted(
    rng,
    enumValues(schema, 'license').map(
      (value) =>
        [
          value,
          (
            {
              MIT: 45,
              'Apache-2.0': 25,
              'BSD-3-Clause': 3,
              ISC: 3,
              'MPL-2.0': 2,
              'LGPL-3.0': 1,
              'GPL-3.0': 5,
              'AGPL-3.0': 3,
              Unlicense: 2,
              proprietary: 11,
            } as Record<string, number>
          )[value] ?? 1,
        ] as const,
    ),
  );
  const remote = transports.some((value) => value !== 'stdio');
  const hosted = remote && chance(rng, 0.7);
  const authValues = enumValues(schema, 'authentication');
  const authentication =
    info.auth === 'none' && !hosted
      ? 'none'
      : pick(
          rng,
          authValues.filter((value) => value !== 'none'),
        );
  const runtime = weighted(
    rng,
    enumValues(schema, 'runtime').map(
      (value) =>
        [
          value,
          ({ node: 45, python: 35, go: 8, rust: 4, docker: 6, jvm: 1, dotnet: 1 } as Record<string, number>)[value] ??
            1,
        ] as const,
    ),
  );
  const pricingModel =
    license === 'proprietary'
      ? pick(
          rng,
          enumValues(schema, 'pricingModel').filter((value) => value !== 'free'),
        )
      : chance(rng, 0.85)
        ? 'free'
        : 'freemium';
  const title = `${system} MCP server (${transports.join(', ')}, ${license})`;
  const sentences = [
    `An MCP server for ${system} that lets AI clients ${info.does}.`,
    tools.length > 1 ? `Also exposes tools for ${lowerFirst(tagLabel(schema, 'tools', tools[1] as string))}.` : '',
    `Runtime: ${enumLabel(schema, 'runtime', runtime)}. Transports: ${transports.map((value) => enumLabel(schema, 'transport', value)).join(', ')}.`,
    hosted
      ? 'A hosted endpoint is available, so there is nothing to install.'
      : 'Install it locally and add it to your client’s MCP configuration.',
    authentication === 'none'
      ? 'No credentials needed.'
      : `Authenticates with ${enumLabel(schema, 'authentication', authentication)}.`,
    `Licence: ${enumLabel(schema, 'license', license)}.`,
  ];
  const facets: Record<string, unknown> = {
    transport: transports,
    tools,
    license,
    authentication,
    hosted,
    runtime,
    pricingModel,
  };
  return {
    title,
    description: sentences.filter(Boolean).join(' '),
    facets,
    located: false,
    url: `https://${slug(system)}-mcp.example`,
  };
}

function other({ rng, schema, city }: Context): Draft {
  const kinds = enumValues(schema, 'kind');
  const kind = weighted(
    rng,
    kinds.map(
      (value) =>
        [
          value,
          ({ item: 2, service: 3, rental: 3, event: 3, digital: 2 } as Record<string, number>)[value] ?? 1,
        ] as const,
    ),
  );
  const offer = pick(
    rng,
    OTHER_OFFERS[kind] ?? [
      { title: `${enumLabel(schema, 'kind', kind)}`, price: [10, 100] as const, text: 'Details on request.' },
    ],
  );
  const digital = kind === 'digital';
  const price = priceRound(between(rng, offer.price) * (digital ? 1 : city.priceLevel ** 0.5));
  const remoteService = digital || (kind === 'event' && chance(rng, 0.2)) || (kind === 'service' && chance(rng, 0.1));
  const title = digital ? offer.title : `${offer.title} in ${city.name}`;
  const serviceArea = digital
    ? 'Online, worldwide'
    : pick(rng, [
        `${city.name}`,
        `${city.name} and surroundings`,
        `${city.name} and ${COUNTRY_NAMES[city.country] ?? city.country}`,
      ]);
  const sentences = [
    offer.text,
    digital ? 'Instant download after purchase.' : `Based in ${city.name}.`,
    pick(rng, ['Questions welcome.', 'Gift vouchers available.', 'Booking via message.']),
  ];
  const facets: Record<string, unknown> = { kind, price, serviceArea, remoteService };
  return { title, description: sentences.join(' '), facets, priceEur: price, located: !digital };
}

/** Any category without a hand-written builder: generic wording, facet values from the schema. */
function generic({ schema, city }: Context): Draft {
  return {
    title: `${schema.title} in ${city.name}`,
    description: `${schema.description} Offered in ${city.name}.`,
    facets: {},
    located: true,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Facets: drawn from the schema, then conformed to it

function facetOf(schema: CategorySchema, key: string): FacetDefinition | undefined {
  return schema.facets.find((facet) => facet.key === key);
}

function tagValues(schema: CategorySchema, key: string): string[] {
  const facet = facetOf(schema, key);
  return facet?.type === 'semantic-tag' ? facet.vocabulary.map((entry) => entry.value) : [];
}

function enumValues(schema: CategorySchema, key: string): string[] {
  const facet = facetOf(schema, key);
  return facet?.type === 'enum' ? facet.values.map((entry) => entry.value) : [];
}

function tagLabel(schema: CategorySchema, key: string, value: string): string {
  const facet = facetOf(schema, key);
  return (
    (facet?.type === 'semantic-tag' ? facet.vocabulary.find((entry) => entry.value === value)?.label : undefined) ??
    value
  );
}

function enumLabel(schema: CategorySchema, key: string, value: string): string {
  const facet = facetOf(schema, key);
  return (facet?.type === 'enum' ? facet.values.find((entry) => entry.value === value)?.label : undefined) ?? value;
}

/**
 * The drafted facets made valid for the schema: unknown keys and values dropped, numbers clamped to their
 * range, text trimmed to its length, and required facets the draft did not set filled with schema values.
 */
export function conformFacets(
  schema: CategorySchema,
  drafted: Record<string, unknown>,
  rng: Rng,
): Record<string, FacetValue> {
  const facets: Record<string, FacetValue> = {};
  for (const facet of schema.facets) {
    const value = conformValue(facet, drafted[facet.key]);
    if (value !== undefined) facets[facet.key] = value;
    else if (facet.required) facets[facet.key] = randomFacetValue(facet, rng);
  }
  return facets;
}

function conformValue(facet: FacetDefinition, raw: unknown): FacetValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  switch (facet.type) {
    case 'semantic-tag':
    case 'enum': {
      const allowed = new Set(
        facet.type === 'enum' ? facet.values.map((entry) => entry.value) : facet.vocabulary.map((entry) => entry.value),
      );
      if (!facet.multiple) return typeof raw === 'string' && allowed.has(raw) ? raw : undefined;
      const values = [
        ...new Set(
          (Array.isArray(raw) ? raw : [raw]).filter(
            (value): value is string => typeof value === 'string' && allowed.has(value),
          ),
        ),
      ];
      return values.length > 0 ? values : undefined;
    }
    case 'number': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined;
      let value = facet.integer ? Math.round(raw) : raw;
      if (facet.min !== undefined) value = Math.max(facet.min, value);
      if (facet.max !== undefined) value = Math.min(facet.max, value);
      return value;
    }
    case 'text': {
      if (typeof raw !== 'string') return undefined;
      const value = [...raw.trim()].slice(0, facet.maxLength).join('').trim();
      return value === '' ? undefined : value;
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : undefined;
  }
}

/** A valid value for any facet, drawn from its vocabulary, values or range. */
export function randomFacetValue(facet: FacetDefinition, rng: Rng): FacetValue {
  switch (facet.type) {
    case 'semantic-tag': {
      const values = facet.vocabulary.map((entry) => entry.value);
      return facet.multiple ? sample(rng, values, int(rng, 1, Math.min(3, values.length))) : pick(rng, values);
    }
    case 'enum': {
      const values = facet.values.map((entry) => entry.value);
      return facet.multiple ? sample(rng, values, int(rng, 1, Math.min(2, values.length))) : pick(rng, values);
    }
    case 'number': {
      const min = facet.min ?? 0;
      const max = Math.min(facet.max ?? min + 1000, min + 1000);
      const value = min + rng() * (max - min);
      return facet.integer ? Math.round(value) : Math.round(value * 100) / 100;
    }
    case 'text':
      return clip(facet.label, facet.maxLength);
    case 'boolean':
      return chance(rng, 0.5);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reviews

export interface DemoReview {
  authorId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  body: string | null;
  /** The author has a completed deal with the provider. */
  verified: boolean;
  /** How long ago the review was written; never before the listing was published. */
  ageDays: number;
}

/** Zero to eight reviews of a listing by distinct authors other than its provider; mostly positive, as on real marketplaces. */
export function generateReviews(
  listing: Pick<GeneratedListing, 'providerId' | 'ageDays'> & { input: Pick<NewListing, 'category'> },
  rng: Rng,
  authorIds: readonly string[],
): DemoReview[] {
  const count = weighted(rng, [
    [0, 35],
    [1, 20],
    [2, 15],
    [3, 12],
    [4, 8],
    [5, 4],
    [6, 3],
    [7, 2],
    [8, 1],
  ]);
  const authors = sample(
    rng,
    authorIds.filter((id) => id !== listing.providerId),
    count,
  );
  const bodies = REVIEW_BODIES[listing.input.category] ?? REVIEW_BODIES['*']!;
  const general = REVIEW_BODIES['*']!;
  return authors.map((authorId) => {
    const rating = weighted(rng, [
      [5, 45],
      [4, 30],
      [3, 12],
      [2, 7],
      [1, 6],
    ] as const);
    const tone = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
    return {
      authorId,
      rating,
      title: chance(rng, 0.8) ? pick(rng, REVIEW_TITLES[rating]) : null,
      body: chance(rng, 0.7) ? pick(rng, chance(rng, 0.7) ? bodies[tone] : general[tone]) : null,
      verified: chance(rng, 0.55),
      ageDays: Math.round(rng() * listing.ageDays * 1000) / 1000,
    };
  });
}

/** The listing's rating fields for a set of reviews: the mean to two decimals, or null without reviews. */
export function ratingSummary(reviews: readonly Pick<DemoReview, 'rating'>[]): {
  ratingAverage: number | null;
  ratingCount: number;
} {
  if (reviews.length === 0) return { ratingAverage: null, ratingCount: 0 };
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { ratingAverage: Math.round(mean * 100) / 100, ratingCount: reviews.length };
}

// ---------------------------------------------------------------------------------------------------------
// Words

/** Product types whose items are devices: they can be refurbished or sold for parts, and are "fully working". */
const DEVICE_TYPES = new Set([
  'phones-tablets',
  'computers',
  'audio-video',
  'gaming',
  'home-appliances',
  'beauty-health',
  'tools-diy',
  'musical-instruments',
  'office-supplies',
  'bicycles',
]);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pickCity(rng: Rng): City {
  return weighted(
    rng,
    CITIES.map((city) => [city, city.weight] as const),
  );
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => words[key] ?? match);
}

/** "a", "a and b", "a, b and c" */
function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Fitted kitchen" → "fitted kitchen", but "AI and automation" and "EV charging point" keep their capitals. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Lu}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** 78 → "78", 2.5 → "2.5", 12500 → "12,500" */
function formatNumber(value: number): string {
  const [whole = '0', fraction] = (Math.round(value * 100) / 100).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function euros(value: number): string {
  return `€${formatNumber(value)}`;
}

/** Asking prices as people write them: 19, 45, 120, 1,450, 12,500. */
function priceRound(value: number): number {
  if (value < 20) return Math.max(1, Math.round(value));
  if (value < 200) return roundTo(value, 5);
  if (value < 2000) return roundTo(value, 10);
  return roundTo(value, 100);
}

function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface DemoReviewer {
  displayName: string;
  handle: string;
}

/** People who write reviews without listing anything themselves. */
export function generateReviewers(count: number, rng: Rng): DemoReviewer[] {
  return Array.from({ length: count }, (_, index) => {
    const displayName = `${pick(rng, GIVEN_NAMES)} ${pick(rng, SURNAMES).charAt(0).toUpperCase()}.`;
    return { displayName, handle: `reviewer-${index + 1}` };
  });
}
