import { isCurrencyCode } from '../../../../../shared/money/currency.ts';
import { toMinorUnits } from '../../../../../shared/money/major-units.ts';
import { countryCode } from '../../imports/extraction/countries.ts';
import {
  absoluteUrl,
  emptyFacts,
  found,
  oneLine,
  plainNumber,
  type Provenance,
} from '../../imports/extraction/facts.ts';
import type { Facts, FoundPlace } from '../../types.ts';
import { ItemUnreadable, type FeedItem, type FeedReading, type FeedText } from './feed-reading.ts';
import { child, isTrue, textAt, xmlItems, type XmlElement } from './xml-elements.ts';

const FEED: Provenance = { source: 'feed', confidence: 0.9 };

/** OpenImmo's `objektart` children, by the property type they are. */
const PROPERTY_TYPES: Record<string, string> = {
  wohnung: 'apartment',
  haus: 'house',
  zimmer: 'room',
  grundstueck: 'land',
  buero_praxen: 'office',
  einzelhandel: 'retail',
  gastgewerbe: 'retail',
  hallen_lager_prod: 'industrial',
  parken: 'parking',
};

/** Reads a property-listing XML feed in the shape of OpenImmo as it streams in: one draft per `<immobilie>`. */
export function readPropertyFeed(text: FeedText, feedUrl: string | null): FeedReading {
  return { items: propertyItems(text, feedUrl), warnings: [] };
}

async function* propertyItems(text: FeedText, feedUrl: string | null): AsyncGenerator<FeedItem> {
  let index = 0;
  for await (const element of xmlItems(text, 'immobilie')) {
    index += 1;
    yield propertyItem(element, index, feedUrl);
  }
}

function propertyItem(element: XmlElement, index: number, feedUrl: string | null): FeedItem {
  const label = `item ${index}${idOf(element) ? ` (${idOf(element)})` : ''}`;
  try {
    return { label, facts: propertyFacts(element, feedUrl) };
  } catch (error) {
    if (!(error instanceof ItemUnreadable)) throw error;
    return { label, error: error.message };
  }
}

function idOf(element: XmlElement): string | undefined {
  return textAt(element, 'verwaltung_techn', 'objektnr_extern') ?? textAt(element, 'verwaltung_techn', 'openimmo_obid');
}

function propertyFacts(element: XmlElement, feedUrl: string | null): Facts {
  const facts = emptyFacts();
  const title = textAt(element, 'freitexte', 'objekttitel');
  if (!title) throw new ItemUnreadable('has no freitexte.objekttitel (a listing needs a title)');
  facts.categories.push(found('real-estate', 'feed kind property-xml', FEED));
  facts.titles.push(found(oneLine(title, 200), 'immobilie.freitexte.objekttitel', FEED));
  facts.texts.push(found(title, 'immobilie.freitexte.objekttitel', { source: 'feed', confidence: 0.6 }));
  const description = [textAt(element, 'freitexte', 'objektbeschreibung'), textAt(element, 'freitexte', 'lage')]
    .filter(Boolean)
    .join('\n\n');
  if (description) {
    facts.descriptions.push(found(description.slice(0, 20_000), 'immobilie.freitexte.objektbeschreibung', FEED));
    facts.texts.push(found(description, 'immobilie.freitexte.objektbeschreibung', { source: 'feed', confidence: 0.5 }));
  }
  readCategory(facts, child(element, 'objektkategorie'));
  readPrices(facts, child(element, 'preise'));
  readAreas(facts, child(element, 'flaechen'));
  readEquipment(facts, child(element, 'ausstattung'));
  const energyClass = textAt(element, 'zustand_angaben', 'energiepass', 'wertklasse');
  if (energyClass)
    facts.properties.push(
      found({ name: 'energyClass', value: energyClass }, 'immobilie.zustand_angaben.energiepass.wertklasse', FEED),
    );
  readPlace(facts, child(element, 'geo'));
  const contact = child(element, 'kontaktperson');
  for (const name of ['email_zentrale', 'email_direkt']) {
    const email = textAt(contact, name);
    if (email) facts.emails.push(found(email, `immobilie.kontaktperson.${name}`, FEED));
  }
  for (const name of ['tel_zentrale', 'tel_durchw']) {
    const phone = textAt(contact, name);
    if (phone) facts.phones.push(found(phone, `immobilie.kontaktperson.${name}`, FEED));
  }
  for (const attachment of child(element, 'anhaenge')?.children ?? []) {
    const image = absoluteUrl(textAt(attachment, 'daten', 'pfad') ?? '', feedUrl);
    if (image) facts.images.push(found(image, 'immobilie.anhaenge.anhang', FEED));
  }
  return facts;
}

function readCategory(facts: Facts, category: XmlElement | undefined): void {
  const marketing = child(category, 'vermarktungsart')?.attributes ?? {};
  if (isTrue(marketing.MIETE_PACHT))
    facts.properties.push(
      found({ name: 'offerType', value: 'rent' }, 'immobilie.objektkategorie.vermarktungsart', FEED),
    );
  if (isTrue(marketing.KAUF))
    facts.properties.push(
      found({ name: 'offerType', value: 'sale' }, 'immobilie.objektkategorie.vermarktungsart', FEED),
    );
  for (const kind of child(category, 'objektart')?.children ?? []) {
    const propertyType = PROPERTY_TYPES[kind.name.toLowerCase()];
    if (propertyType)
      facts.properties.push(
        found({ name: 'propertyType', value: propertyType }, `immobilie.objektkategorie.objektart.${kind.name}`, FEED),
      );
  }
}

function readPrices(facts: Facts, prices: XmlElement | undefined): void {
  const currency = child(prices, 'waehrung')?.attributes.iso_waehrung?.toUpperCase() ?? 'EUR';
  if (!isCurrencyCode(currency))
    throw new ItemUnreadable(`preise.waehrung names the unknown currency ${JSON.stringify(currency)}`);
  for (const name of ['kaltmiete', 'nettokaltmiete', 'kaufpreis']) {
    const amount = numberAt(prices, name, `preise.${name}`);
    if (amount !== undefined && amount > 0)
      facts.prices.push(found({ amount: toMinorUnits(amount, currency), currency }, `immobilie.preise.${name}`, FEED));
  }
}

function readAreas(facts: Facts, areas: XmlElement | undefined): void {
  const rooms = numberAt(areas, 'anzahl_zimmer', 'flaechen.anzahl_zimmer');
  if (rooms !== undefined)
    facts.properties.push(found({ name: 'numberOfRooms', value: rooms }, 'immobilie.flaechen.anzahl_zimmer', FEED));
  const livingArea = numberAt(areas, 'wohnflaeche', 'flaechen.wohnflaeche');
  if (livingArea !== undefined)
    facts.properties.push(found({ name: 'floorSize', value: livingArea }, 'immobilie.flaechen.wohnflaeche', FEED));
}

/**
 * Each element of `ausstattung` that is present (not `false`, and with a true attribute when it has attributes), and
 * each of its true attributes, may name a feature (`<fahrstuhl PERSONEN="true"/>`, `<kueche EBK="true"/>`).
 */
function readEquipment(facts: Facts, equipment: XmlElement | undefined): void {
  for (const feature of equipment?.children ?? []) {
    const field = `immobilie.ausstattung.${feature.name}`;
    if (feature.name.toLowerCase() === 'moebliert') {
      const furnished = ['VOLL', 'TEIL'].includes((feature.attributes.moeb ?? '').toUpperCase());
      facts.properties.push(found({ name: 'furnished', value: furnished }, field, FEED));
      continue;
    }
    if (/^(false|0)$/i.test(feature.text.trim())) continue;
    const attributes = Object.entries(feature.attributes);
    const trueAttributes = attributes.filter(([, value]) => isTrue(value)).map(([name]) => name);
    const named = attributes.length === 0 || trueAttributes.length > 0 ? [feature.name, ...trueAttributes] : [];
    for (const name of named) {
      facts.properties.push(found({ name: 'features', value: name.replace(/_/g, ' ') }, field, FEED));
    }
  }
}

function readPlace(facts: Facts, geo: XmlElement | undefined): void {
  if (!geo) return;
  const place: FoundPlace = {};
  const street = [textAt(geo, 'strasse'), textAt(geo, 'hausnummer')].filter(Boolean).join(' ');
  if (street) place.address = oneLine(street, 500);
  const postalCode = textAt(geo, 'plz');
  if (postalCode) place.postalCode = oneLine(postalCode, 20);
  const city = textAt(geo, 'ort');
  if (city) place.city = oneLine(city, 120);
  const country = countryCode(child(geo, 'land')?.attributes.iso_land ?? '');
  if (country) place.country = country;
  const coordinates = child(geo, 'geokoordinaten')?.attributes ?? {};
  const lat = plainNumber(coordinates.breitengrad ?? '');
  const lon = plainNumber(coordinates.laengengrad ?? '');
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) Object.assign(place, { lat, lon });
  if (Object.keys(place).length > 0) facts.places.push(found(place, 'immobilie.geo', FEED));
}

/** A number an element must hold when present; anything else makes the item unreadable. */
function numberAt(parent: XmlElement | undefined, name: string, field: string): number | undefined {
  const text = textAt(parent, name);
  if (text === undefined) return undefined;
  const value = plainNumber(text);
  if (value === null) throw new ItemUnreadable(`${field} is not a number: ${JSON.stringify(oneLine(text, 40))}`);
  return value;
}
