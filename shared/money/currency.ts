import { ISO_4217_MINOR_UNITS } from './iso-4217.ts';

/** An ISO 4217 currency code that money can be counted in (see iso-4217.ts). */
export type CurrencyCode = keyof typeof ISO_4217_MINOR_UNITS;

export const CURRENCY_CODES = Object.keys(ISO_4217_MINOR_UNITS) as CurrencyCode[];

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(ISO_4217_MINOR_UNITS, code);
}

/** How many decimal places the currency's minor unit has: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorUnitExponent(currency: string): number {
  if (!isCurrencyCode(currency))
    throw new Error(`${JSON.stringify(currency)} is not an ISO 4217 currency code with a minor unit`);
  return ISO_4217_MINOR_UNITS[currency];
}
