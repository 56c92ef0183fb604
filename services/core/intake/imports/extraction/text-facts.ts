import { findPhoneNumbersInText, type CountryCode as PhoneCountry } from 'libphonenumber-js/max';
import { isCurrencyCode } from '../../../../../shared/money/currency.ts';
import type { Money } from '../../../listings/index.ts';
import { toMinorUnits } from '../../../../../shared/money/major-units.ts';
import type { Facts, FactSource } from '../../types.ts';
import { countryCode } from './countries.ts';
import { emptyFacts, found, oneLine, parseDecimal } from './facts.ts';

/** Currency signs and words as written next to prices. */
const CURRENCY_WORDS: Record<string, string> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  $: 'USD',
  usd: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  chf: 'CHF',
  'fr.': 'CHF',
  '¥': 'JPY',
  jpy: 'JPY',
  pln: 'PLN',
  zł: 'PLN',
  sek: 'SEK',
  dkk: 'DKK',
  nok: 'NOK',
  czk: 'CZK',
};
const CURRENCY = '(€|\\$|£|¥|zł|fr\\.|eur(?:os?)?|usd|gbp|chf|jpy|pln|sek|dkk|nok|czk)';
const AMOUNT = "(\\d{1,3}(?:[.,' ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)";
const PRICE_PATTERNS = [
  new RegExp(`${CURRENCY}\\s?${AMOUNT}`, 'giu'),
  new RegExp(`${AMOUNT}\\s?(?:,-\\s?)?${CURRENCY}(?![\\p{L}])`, 'giu'),
];
const EMAIL_PATTERN = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.\p{L}{2,}/gu;
/** "Musterstraße 12, 10115 Berlin" and "10115 Berlin": a German-style street line, a postal code, a place. */
const ADDRESS_PATTERN =
  /(?:([\p{Lu}][\p{L}.\- ]{2,60}?\s\d{1,4}\s?[a-z]?)\s*,\s*)?\b(\d{4,5})\s+([\p{Lu}][\p{L}\-]+(?:\s(?:am|an der|im|bei)\s[\p{Lu}][\p{L}\-]+)?)/gu;
const COUNTRY_PATTERN = /(?<!\p{L})(deutschland|germany|österreich|austria|schweiz|switzerland)(?!\p{L})/iu;
const ROOMS_PATTERN = /(\d+(?:[.,]5)?)\s?-?\s?(?:zimmer|zi\.|rooms?\b)/giu;
const AREA_PATTERN = /(\d+(?:[.,]\d{1,2})?)\s?(?:m²|m2|qm|sqm|square met(?:re|er)s?)(?![\p{L}])/giu;

export interface TextReading {
  source: FactSource;
  /** Where the text is, for the facts' `field`: `text`, `page text`. */
  field: string;
  /** Whether the first line is the offer's title (raw text), or the text is the rest of a page (no title). */
  titled: boolean;
  /** Where phone numbers without a country code are dialled. */
  phoneCountry?: PhoneCountry;
}

/**
 * The facts plain text states, read deterministically: its first line as the title, the text as the description
 * and for vocabulary words, prices with a currency (in minor units), email addresses, phone numbers (libphonenumber),
 * addresses, and the rooms and floor area of a property.
 */
export function textFacts(text: string, reading: TextReading): Facts {
  const facts = emptyFacts();
  const at = (confidence: number) => ({ source: reading.source, confidence });
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (reading.titled && lines[0]) {
    facts.titles.push(found(oneLine(lines[0], 200), `${reading.field} line 1`, at(0.6)));
    facts.texts.push(found(lines[0], `${reading.field} line 1`, at(0.6)));
    const rest = lines.slice(1).join('\n').trim();
    if (rest) facts.descriptions.push(found(rest.slice(0, 20_000), reading.field, at(0.6)));
  }
  facts.texts.push(found(text, reading.field, at(0.5)));
  for (const price of pricesIn(text)) facts.prices.push(found(price, reading.field, at(0.6)));
  for (const email of new Set(text.match(EMAIL_PATTERN) ?? [])) facts.emails.push(found(email, reading.field, at(0.8)));
  for (const phone of phonesIn(text, reading.phoneCountry)) facts.phones.push(found(phone, reading.field, at(0.7)));
  const country = countryCode(COUNTRY_PATTERN.exec(text)?.[1] ?? '');
  for (const match of text.matchAll(ADDRESS_PATTERN)) {
    const place = {
      ...(match[1] ? { address: oneLine(match[1], 500) } : {}),
      postalCode: match[2]!,
      city: oneLine(match[3]!, 120),
      ...(country ? { country } : {}),
    };
    facts.places.push(found(place, reading.field, at(0.6)));
  }
  for (const match of text.matchAll(ROOMS_PATTERN))
    facts.properties.push(
      found({ name: 'numberOfRooms', value: parseDecimal(match[1]!) ?? 0 }, reading.field, at(0.6)),
    );
  for (const match of text.matchAll(AREA_PATTERN))
    facts.properties.push(found({ name: 'floorSize', value: parseDecimal(match[1]!) ?? 0 }, reading.field, at(0.6)));
  return facts;
}

function pricesIn(text: string): Money[] {
  const prices: Money[] = [];
  for (const pattern of PRICE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [currencyWord, amountText] = /^\d/.test(match[1]!) ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
      const currency = CURRENCY_WORDS[currencyWord.toLowerCase()];
      const amount = parseDecimal(amountText);
      if (!currency || !isCurrencyCode(currency) || amount === null || amount <= 0) continue;
      prices.push({ amount: toMinorUnits(amount, currency), currency });
    }
  }
  return prices;
}

function phonesIn(text: string, country: PhoneCountry | undefined): string[] {
  const numbers = findPhoneNumbersInText(text, country ? { defaultCountry: country } : undefined);
  return [...new Set(numbers.filter((entry) => entry.number.isValid()).map((entry) => entry.number.number))];
}
