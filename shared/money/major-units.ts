import { minorUnitExponent } from './currency.ts';

/**
 * An amount in minor units as a decimal string in major units, with the currency's own number of decimals and
 * no grouping: (50000, EUR) → "500.00", (500, JPY) → "500", (1234, KWD) → "1.234". Integer arithmetic only.
 */
export function formatMajor(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount)) throw new Error(`an amount in minor units must be an integer, got ${amount}`);
  const exponent = minorUnitExponent(currency);
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount)
    .toString()
    .padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The amount for people to read: (50000, EUR) → "500.00 EUR". */
export function formatMoney(amount: number, currency: string): string {
  return `${formatMajor(amount, currency)} ${currency}`;
}

/** A price people wrote in major units as minor units, rounded to the currency's minor unit: (19.99, EUR) → 1999. */
export function toMinorUnits(major: number, currency: string): number {
  if (!Number.isFinite(major)) throw new Error(`an amount must be a finite number, got ${major}`);
  return Math.round(major * 10 ** minorUnitExponent(currency));
}
