import type { CurrencyCode } from '../../../shared/money/currency.ts';

/**
 * The price of credits: 10 credits per euro, i.e. 10 euro cents (minor units) per credit. A top-up is charged
 * in this currency only, so a price never depends on exchange rates.
 */
export const TOP_UP_CURRENCY: CurrencyCode = 'EUR';
export const TOP_UP_MINOR_UNITS_PER_CREDIT = 10;

export function topUpPrice(credits: number): { amount: number; currency: CurrencyCode } {
  return { amount: credits * TOP_UP_MINOR_UNITS_PER_CREDIT, currency: TOP_UP_CURRENCY };
}
