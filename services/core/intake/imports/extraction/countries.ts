import type { CountryCode } from '../../../../../shared/geo/country-code.ts';
import { openApiDocument } from '../../../../../shared/openapi/document.ts';

/** Country names and ISO 3166-1 alpha-3 codes met in addresses and feeds, in English and German. */
const NAMED: Record<string, CountryCode> = {
  germany: 'DE',
  deutschland: 'DE',
  deu: 'DE',
  austria: 'AT',
  österreich: 'AT',
  oesterreich: 'AT',
  aut: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  che: 'CH',
  france: 'FR',
  frankreich: 'FR',
  fra: 'FR',
  italy: 'IT',
  italien: 'IT',
  ita: 'IT',
  netherlands: 'NL',
  niederlande: 'NL',
  nld: 'NL',
  belgium: 'BE',
  belgien: 'BE',
  bel: 'BE',
  luxembourg: 'LU',
  luxemburg: 'LU',
  lux: 'LU',
  poland: 'PL',
  polen: 'PL',
  pol: 'PL',
  spain: 'ES',
  spanien: 'ES',
  esp: 'ES',
  denmark: 'DK',
  dänemark: 'DK',
  dnk: 'DK',
  czechia: 'CZ',
  tschechien: 'CZ',
  cze: 'CZ',
  'united kingdom': 'GB',
  großbritannien: 'GB',
  gbr: 'GB',
  'united states': 'US',
  usa: 'US',
};

let assigned: Set<string> | undefined;

/** The ISO 3166-1 alpha-2 code of a country as written in a source (code, alpha-3 code or name), or undefined. */
export function countryCode(written: string): CountryCode | undefined {
  const text = written.trim();
  assigned ??= new Set(
    (openApiDocument() as unknown as { components: { schemas: { CountryCode: { enum: string[] } } } }).components
      .schemas.CountryCode.enum,
  );
  if (assigned.has(text.toUpperCase()) && text.length === 2) return text.toUpperCase() as CountryCode;
  return NAMED[text.toLowerCase()];
}
