/**
 * The service's city table: a city by any of its names, with its centre (WGS 84). The concierge reads these names in
 * questions; `GET /v1/catalog/cities` lists them, so a client can search around a city named by a person.
 */
export interface KnownCity {
  name: string;
  /** Lower-case spellings besides the English name: the local and the German name. */
  aliases: readonly string[];
  lat: number;
  lon: number;
}

/** The cities the service knows by name; a named city becomes a geo radius around its centre. */
export const KNOWN_CITIES: readonly KnownCity[] = [
  { name: 'Berlin', aliases: [], lat: 52.52, lon: 13.405 },
  { name: 'Munich', aliases: ['münchen', 'muenchen'], lat: 48.1372, lon: 11.5756 },
  { name: 'Hamburg', aliases: [], lat: 53.5511, lon: 9.9937 },
  { name: 'Frankfurt', aliases: ['frankfurt am main'], lat: 50.1109, lon: 8.6821 },
  { name: 'Cologne', aliases: ['köln', 'koeln'], lat: 50.9375, lon: 6.9603 },
  { name: 'Stuttgart', aliases: [], lat: 48.7758, lon: 9.1829 },
  { name: 'Düsseldorf', aliases: ['dusseldorf', 'duesseldorf'], lat: 51.2277, lon: 6.7735 },
  { name: 'Leipzig', aliases: [], lat: 51.3397, lon: 12.3731 },
  { name: 'Dresden', aliases: [], lat: 51.0504, lon: 13.7373 },
  { name: 'Nuremberg', aliases: ['nürnberg', 'nuernberg'], lat: 49.4521, lon: 11.0767 },
  { name: 'Hanover', aliases: ['hannover'], lat: 52.3759, lon: 9.732 },
  { name: 'Bremen', aliases: [], lat: 53.0793, lon: 8.8017 },
  { name: 'Vienna', aliases: ['wien'], lat: 48.2082, lon: 16.3738 },
  { name: 'Graz', aliases: [], lat: 47.0707, lon: 15.4395 },
  { name: 'Salzburg', aliases: [], lat: 47.8095, lon: 13.055 },
  { name: 'Zurich', aliases: ['zürich', 'zuerich'], lat: 47.3769, lon: 8.5417 },
  { name: 'Geneva', aliases: ['genf', 'genève', 'geneve'], lat: 46.2044, lon: 6.1432 },
  { name: 'Basel', aliases: [], lat: 47.5596, lon: 7.5886 },
  { name: 'Paris', aliases: [], lat: 48.8566, lon: 2.3522 },
  { name: 'Lyon', aliases: [], lat: 45.764, lon: 4.8357 },
  { name: 'Amsterdam', aliases: [], lat: 52.3676, lon: 4.9041 },
  { name: 'Rotterdam', aliases: [], lat: 51.9244, lon: 4.4777 },
  { name: 'Brussels', aliases: ['brüssel', 'bruxelles', 'brussel'], lat: 50.8503, lon: 4.3517 },
  { name: 'Luxembourg', aliases: ['luxemburg'], lat: 49.6116, lon: 6.1319 },
  { name: 'Copenhagen', aliases: ['kopenhagen', 'københavn'], lat: 55.6761, lon: 12.5683 },
  { name: 'Stockholm', aliases: [], lat: 59.3293, lon: 18.0686 },
  { name: 'Oslo', aliases: [], lat: 59.9139, lon: 10.7522 },
  { name: 'Helsinki', aliases: [], lat: 60.1699, lon: 24.9384 },
  { name: 'Warsaw', aliases: ['warschau', 'warszawa'], lat: 52.2297, lon: 21.0122 },
  { name: 'Kraków', aliases: ['krakow', 'krakau'], lat: 50.0647, lon: 19.945 },
  { name: 'Prague', aliases: ['prag', 'praha'], lat: 50.0755, lon: 14.4378 },
  { name: 'Budapest', aliases: [], lat: 47.4979, lon: 19.0402 },
  { name: 'Milan', aliases: ['mailand', 'milano'], lat: 45.4642, lon: 9.19 },
  { name: 'Rome', aliases: ['rom', 'roma'], lat: 41.9028, lon: 12.4964 },
  { name: 'Madrid', aliases: [], lat: 40.4168, lon: -3.7038 },
  { name: 'Barcelona', aliases: [], lat: 41.3874, lon: 2.1686 },
  { name: 'Lisbon', aliases: ['lissabon', 'lisboa'], lat: 38.7223, lon: -9.1393 },
  { name: 'Dublin', aliases: [], lat: 53.3498, lon: -6.2603 },
  { name: 'London', aliases: [], lat: 51.5072, lon: -0.1276 },
];

/** The radius around a named city's centre that its listings are searched in. */
export const CITY_RADIUS_KM = 25;

/** Lower case without diacritics, so "munchen" finds "München". */
function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** The cities one of whose names starts with `typed` (any case, with or without diacritics); every city without `typed`. */
export function citiesNamed(typed: string | undefined): KnownCity[] {
  const prefix = folded((typed ?? '').trim());
  return KNOWN_CITIES.filter((city) => [city.name, ...city.aliases].some((name) => folded(name).startsWith(prefix)));
}
