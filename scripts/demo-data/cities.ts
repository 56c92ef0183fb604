import type { CountryCode } from '../../shared/geo/country-code.ts';

/** A real European city the demo data places listings in. */
export interface City {
  name: string;
  /** ISO 3166-1 alpha-2, upper case (as `Location.country` takes it). */
  country: CountryCode;
  /** The city centre (town hall or main square), WGS 84. */
  lat: number;
  lon: number;
  /** Well-known districts or neighbourhoods, for titles such as "Vienna-Neubau". */
  districts: readonly string[];
  /** Rough rent and price level relative to Berlin (1.0): scales generated prices. */
  priceLevel: number;
  /** Relative share of the listings placed here (roughly the metropolitan population in millions). */
  weight: number;
}

export const CITIES: readonly City[] = [
  { name: 'Berlin', country: 'DE', lat: 52.52, lon: 13.405, districts: ['Mitte', 'Kreuzberg', 'Prenzlauer Berg', 'Friedrichshain', 'Charlottenburg', 'Neukölln'], priceLevel: 1.0, weight: 4 },
  { name: 'Munich', country: 'DE', lat: 48.1372, lon: 11.5756, districts: ['Schwabing', 'Maxvorstadt', 'Haidhausen', 'Sendling', 'Bogenhausen'], priceLevel: 1.45, weight: 2.5 },
  { name: 'Hamburg', country: 'DE', lat: 53.5511, lon: 9.9937, districts: ['Altona', 'Eimsbüttel', 'St. Pauli', 'Winterhude', 'Eppendorf'], priceLevel: 1.1, weight: 2.5 },
  { name: 'Frankfurt', country: 'DE', lat: 50.1109, lon: 8.6821, districts: ['Sachsenhausen', 'Bornheim', 'Nordend', 'Westend', 'Bockenheim'], priceLevel: 1.2, weight: 1.5 },
  { name: 'Cologne', country: 'DE', lat: 50.9375, lon: 6.9603, districts: ['Ehrenfeld', 'Nippes', 'Deutz', 'Lindenthal', 'Südstadt'], priceLevel: 1.0, weight: 1.5 },
  { name: 'Stuttgart', country: 'DE', lat: 48.7758, lon: 9.1829, districts: ['West', 'Bad Cannstatt', 'Degerloch', 'Vaihingen'], priceLevel: 1.1, weight: 1 },
  { name: 'Leipzig', country: 'DE', lat: 51.3397, lon: 12.3731, districts: ['Plagwitz', 'Connewitz', 'Gohlis', 'Südvorstadt'], priceLevel: 0.65, weight: 1 },
  { name: 'Vienna', country: 'AT', lat: 48.2082, lon: 16.3738, districts: ['Neubau', 'Leopoldstadt', 'Josefstadt', 'Mariahilf', 'Wieden', 'Favoriten'], priceLevel: 0.9, weight: 2.5 },
  { name: 'Graz', country: 'AT', lat: 47.0707, lon: 15.4395, districts: ['Lend', 'Geidorf', 'Jakomini', 'St. Leonhard'], priceLevel: 0.7, weight: 0.6 },
  { name: 'Zurich', country: 'CH', lat: 47.3769, lon: 8.5417, districts: ['Altstadt', 'Wiedikon', 'Oerlikon', 'Seefeld', 'Enge'], priceLevel: 1.9, weight: 1.4 },
  { name: 'Geneva', country: 'CH', lat: 46.2044, lon: 6.1432, districts: ['Eaux-Vives', 'Plainpalais', 'Pâquis', 'Champel'], priceLevel: 1.9, weight: 0.8 },
  { name: 'Paris', country: 'FR', lat: 48.8566, lon: 2.3522, districts: ['Le Marais', 'Montmartre', 'Belleville', 'Saint-Germain', 'Bastille', 'Batignolles'], priceLevel: 1.6, weight: 5 },
  { name: 'Lyon', country: 'FR', lat: 45.764, lon: 4.8357, districts: ['Croix-Rousse', 'Presqu’île', 'Vieux Lyon', 'Part-Dieu', 'Confluence'], priceLevel: 0.9, weight: 1.5 },
  { name: 'Marseille', country: 'FR', lat: 43.2965, lon: 5.3698, districts: ['Le Panier', 'Vieux-Port', 'Endoume', 'La Plaine'], priceLevel: 0.8, weight: 1.2 },
  { name: 'Toulouse', country: 'FR', lat: 43.6047, lon: 1.4442, districts: ['Capitole', 'Saint-Cyprien', 'Carmes', 'Compans-Caffarelli'], priceLevel: 0.75, weight: 1 },
  { name: 'Amsterdam', country: 'NL', lat: 52.3676, lon: 4.9041, districts: ['Jordaan', 'De Pijp', 'Oost', 'Oud-West', 'Noord'], priceLevel: 1.6, weight: 2 },
  { name: 'Rotterdam', country: 'NL', lat: 51.9244, lon: 4.4777, districts: ['Kralingen', 'Delfshaven', 'Noord', 'Kop van Zuid'], priceLevel: 1.1, weight: 1 },
  { name: 'Brussels', country: 'BE', lat: 50.8503, lon: 4.3517, districts: ['Ixelles', 'Saint-Gilles', 'Etterbeek', 'Schaerbeek', 'Uccle'], priceLevel: 0.95, weight: 1.5 },
  { name: 'Antwerp', country: 'BE', lat: 51.2194, lon: 4.4025, districts: ['Zurenborg', 'Het Zuid', 'Eilandje', 'Berchem'], priceLevel: 0.85, weight: 0.8 },
  { name: 'Luxembourg', country: 'LU', lat: 49.6116, lon: 6.1319, districts: ['Kirchberg', 'Limpertsberg', 'Belair', 'Gare'], priceLevel: 1.6, weight: 0.4 },
  { name: 'Copenhagen', country: 'DK', lat: 55.6761, lon: 12.5683, districts: ['Nørrebro', 'Vesterbro', 'Østerbro', 'Frederiksberg', 'Amager'], priceLevel: 1.3, weight: 1.5 },
  { name: 'Stockholm', country: 'SE', lat: 59.3293, lon: 18.0686, districts: ['Södermalm', 'Östermalm', 'Vasastan', 'Kungsholmen'], priceLevel: 1.2, weight: 1.6 },
  { name: 'Gothenburg', country: 'SE', lat: 57.7089, lon: 11.9746, districts: ['Haga', 'Majorna', 'Linnéstaden', 'Hisingen'], priceLevel: 1.0, weight: 0.7 },
  { name: 'Oslo', country: 'NO', lat: 59.9139, lon: 10.7522, districts: ['Grünerløkka', 'Frogner', 'Majorstuen', 'Gamle Oslo'], priceLevel: 1.3, weight: 1 },
  { name: 'Helsinki', country: 'FI', lat: 60.1699, lon: 24.9384, districts: ['Kallio', 'Punavuori', 'Töölö', 'Kamppi'], priceLevel: 1.0, weight: 1.2 },
  { name: 'Warsaw', country: 'PL', lat: 52.2297, lon: 21.0122, districts: ['Mokotów', 'Śródmieście', 'Praga', 'Żoliborz', 'Wola'], priceLevel: 0.7, weight: 2 },
  { name: 'Kraków', country: 'PL', lat: 50.0647, lon: 19.945, districts: ['Kazimierz', 'Stare Miasto', 'Podgórze', 'Krowodrza'], priceLevel: 0.6, weight: 0.8 },
  { name: 'Wrocław', country: 'PL', lat: 51.1079, lon: 17.0385, districts: ['Stare Miasto', 'Nadodrze', 'Krzyki', 'Śródmieście'], priceLevel: 0.55, weight: 0.6 },
  { name: 'Prague', country: 'CZ', lat: 50.0755, lon: 14.4378, districts: ['Vinohrady', 'Žižkov', 'Holešovice', 'Smíchov', 'Karlín'], priceLevel: 0.8, weight: 1.4 },
  { name: 'Brno', country: 'CZ', lat: 49.1951, lon: 16.6068, districts: ['Veveří', 'Královo Pole', 'Žabovřesky'], priceLevel: 0.6, weight: 0.4 },
  { name: 'Budapest', country: 'HU', lat: 47.4979, lon: 19.0402, districts: ['Terézváros', 'Erzsébetváros', 'Újlipótváros', 'Józsefváros', 'Óbuda'], priceLevel: 0.55, weight: 1.8 },
  { name: 'Bratislava', country: 'SK', lat: 48.1486, lon: 17.1077, districts: ['Staré Mesto', 'Petržalka', 'Ružinov', 'Nové Mesto'], priceLevel: 0.65, weight: 0.5 },
  { name: 'Ljubljana', country: 'SI', lat: 46.0569, lon: 14.5058, districts: ['Center', 'Šiška', 'Bežigrad', 'Trnovo'], priceLevel: 0.7, weight: 0.3 },
  { name: 'Zagreb', country: 'HR', lat: 45.815, lon: 15.9819, districts: ['Donji grad', 'Gornji grad', 'Trešnjevka', 'Maksimir'], priceLevel: 0.55, weight: 0.7 },
  { name: 'Madrid', country: 'ES', lat: 40.4168, lon: -3.7038, districts: ['Malasaña', 'Chamberí', 'Salamanca', 'Lavapiés', 'Retiro'], priceLevel: 1.0, weight: 3.5 },
  { name: 'Barcelona', country: 'ES', lat: 41.3874, lon: 2.1686, districts: ['Gràcia', 'Eixample', 'El Born', 'Poblenou', 'Sants'], priceLevel: 1.05, weight: 2.5 },
  { name: 'Valencia', country: 'ES', lat: 39.4699, lon: -0.3763, districts: ['Ruzafa', 'El Carmen', 'Benimaclet', 'El Cabanyal'], priceLevel: 0.7, weight: 1 },
  { name: 'Seville', country: 'ES', lat: 37.3891, lon: -5.9845, districts: ['Triana', 'Santa Cruz', 'Macarena', 'Nervión'], priceLevel: 0.6, weight: 0.8 },
  { name: 'Lisbon', country: 'PT', lat: 38.7223, lon: -9.1393, districts: ['Alfama', 'Bairro Alto', 'Príncipe Real', 'Alcântara', 'Avenidas Novas'], priceLevel: 1.0, weight: 1.5 },
  { name: 'Porto', country: 'PT', lat: 41.1579, lon: -8.6291, districts: ['Ribeira', 'Boavista', 'Cedofeita', 'Bonfim'], priceLevel: 0.75, weight: 0.8 },
  { name: 'Rome', country: 'IT', lat: 41.9028, lon: 12.4964, districts: ['Trastevere', 'Monti', 'Prati', 'Testaccio', 'San Lorenzo'], priceLevel: 0.9, weight: 2.5 },
  { name: 'Milan', country: 'IT', lat: 45.4642, lon: 9.19, districts: ['Brera', 'Navigli', 'Isola', 'Porta Romana', 'Città Studi'], priceLevel: 1.2, weight: 2.5 },
  { name: 'Turin', country: 'IT', lat: 45.0703, lon: 7.6869, districts: ['San Salvario', 'Crocetta', 'Vanchiglia', 'Centro'], priceLevel: 0.6, weight: 1 },
  { name: 'Bologna', country: 'IT', lat: 44.4949, lon: 11.3426, districts: ['Santo Stefano', 'Bolognina', 'Saragozza'], priceLevel: 0.8, weight: 0.6 },
  { name: 'Florence', country: 'IT', lat: 43.7696, lon: 11.2558, districts: ['Oltrarno', 'Santa Croce', 'Campo di Marte'], priceLevel: 0.9, weight: 0.6 },
  { name: 'Dublin', country: 'IE', lat: 53.3498, lon: -6.2603, districts: ['Rathmines', 'Ranelagh', 'Smithfield', 'Ballsbridge', 'Drumcondra'], priceLevel: 1.6, weight: 1.4 },
  { name: 'London', country: 'GB', lat: 51.5074, lon: -0.1278, districts: ['Camden', 'Hackney', 'Islington', 'Brixton', 'Shoreditch', 'Greenwich'], priceLevel: 1.9, weight: 6 },
  { name: 'Manchester', country: 'GB', lat: 53.4808, lon: -2.2426, districts: ['Ancoats', 'Northern Quarter', 'Didsbury', 'Chorlton'], priceLevel: 0.9, weight: 1.5 },
  { name: 'Edinburgh', country: 'GB', lat: 55.9533, lon: -3.1883, districts: ['Leith', 'Stockbridge', 'Marchmont', 'Old Town', 'New Town'], priceLevel: 1.0, weight: 0.6 },
  { name: 'Athens', country: 'GR', lat: 37.9838, lon: 23.7275, districts: ['Plaka', 'Koukaki', 'Kolonaki', 'Exarchia'], priceLevel: 0.5, weight: 2 },
  { name: 'Tallinn', country: 'EE', lat: 59.437, lon: 24.7536, districts: ['Kalamaja', 'Kesklinn', 'Kadriorg'], priceLevel: 0.6, weight: 0.4 },
  { name: 'Riga', country: 'LV', lat: 56.9496, lon: 24.1052, districts: ['Vecrīga', 'Centrs', 'Āgenskalns'], priceLevel: 0.45, weight: 0.5 },
  { name: 'Vilnius', country: 'LT', lat: 54.6872, lon: 25.2797, districts: ['Senamiestis', 'Užupis', 'Žvėrynas', 'Naujamiestis'], priceLevel: 0.5, weight: 0.5 },
];

/** The languages (ISO 639-1) spoken in a country, most common first. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  DE: ['de'], AT: ['de'], CH: ['de', 'fr', 'it'], FR: ['fr'], NL: ['nl'], BE: ['nl', 'fr'], LU: ['fr', 'de'],
  DK: ['da'], SE: ['sv'], NO: ['no'], FI: ['fi', 'sv'], PL: ['pl'], CZ: ['cs'], HU: ['hu'], SK: ['sk'], SI: ['sl'],
  HR: ['hr'], ES: ['es'], PT: ['pt'], IT: ['it'], IE: ['en'], GB: ['en'], GR: ['el'], EE: ['et'], LV: ['lv'], LT: ['lt'],
};

/** Countries of the European Union among those above (for "ships to the EU"). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'DE', 'AT', 'FR', 'NL', 'BE', 'LU', 'DK', 'SE', 'FI', 'PL', 'CZ', 'HU', 'SK', 'SI', 'HR', 'ES', 'PT', 'IT', 'IE', 'GR', 'EE', 'LV', 'LT',
]);

/** Keeps generated points within this distance of the city centre. */
export const JITTER_KM = 8;

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

/** A point uniformly distributed over the disc of `radiusKm` around the centre, rounded to 6 decimals (~0.1 m). */
export function jitter(city: Pick<City, 'lat' | 'lon'>, rng: () => number, radiusKm: number = JITTER_KM): { lat: number; lon: number } {
  // Slightly inside the radius, so rounding and the flat-earth approximation never push a point past it.
  const distance = radiusKm * 0.98 * Math.sqrt(rng());
  const bearing = 2 * Math.PI * rng();
  const lat = city.lat + (distance * Math.cos(bearing)) / KM_PER_DEGREE_LAT;
  const lon = city.lon + (distance * Math.sin(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((city.lat * Math.PI) / 180));
  return { lat: round6(lat), lon: round6(lon) };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** English country names, for service areas and bios. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  DE: 'Germany', AT: 'Austria', CH: 'Switzerland', FR: 'France', NL: 'the Netherlands', BE: 'Belgium', LU: 'Luxembourg',
  DK: 'Denmark', SE: 'Sweden', NO: 'Norway', FI: 'Finland', PL: 'Poland', CZ: 'Czechia', HU: 'Hungary', SK: 'Slovakia',
  SI: 'Slovenia', HR: 'Croatia', ES: 'Spain', PT: 'Portugal', IT: 'Italy', IE: 'Ireland', GB: 'the United Kingdom',
  GR: 'Greece', EE: 'Estonia', LV: 'Latvia', LT: 'Lithuania',
};
