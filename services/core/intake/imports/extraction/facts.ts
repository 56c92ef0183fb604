import type { Facts, FactSource, Found } from '../../types.ts';

export function emptyFacts(): Facts {
  return {
    titles: [],
    descriptions: [],
    types: [],
    categories: [],
    prices: [],
    urls: [],
    images: [],
    places: [],
    emails: [],
    phones: [],
    languages: [],
    properties: [],
    texts: [],
  };
}

/** All the facts of several readings, in the order given (earlier readings' facts first). */
export function mergeFacts(...readings: Facts[]): Facts {
  const merged = emptyFacts();
  for (const reading of readings) {
    for (const key of Object.keys(merged) as (keyof Facts)[])
      (merged[key] as Found<unknown>[]).push(...(reading[key] as Found<unknown>[]));
  }
  return merged;
}

/** Where a reading's facts come from: each fact is stamped with it. */
export interface Provenance {
  source: FactSource;
  confidence: number;
}

export function found<T>(value: T, field: string, provenance: Provenance): Found<T> {
  return { value, field, source: provenance.source, confidence: provenance.confidence };
}

/** Text as one line: whitespace collapsed, trimmed, cut to `max` characters at a word boundary. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/** An absolute http(s) URL for a reference found on a page, or null. */
export function absoluteUrl(reference: string, base: string | null): string | null {
  try {
    const url = base ? new URL(reference, base) : new URL(reference);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A decimal number as people write it: "1200.00", "1.200,50", "1,250.00", "3,5", "85". The last separator
 * followed by one or two digits is the decimal mark; a separator followed by three digits groups thousands.
 */
export function parseDecimal(text: string): number | null {
  const match = /-?\d[\d.,'\u00a0 ]*/.exec(text.trim());
  if (!match) return null;
  let digits = match[0].replace(/[\u00a0' ]/g, '').replace(/[.,]$/, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  if (decimal) digits = `${digits.slice(0, decimal.index).replace(/[.,]/g, '')}.${decimal[1]}`;
  else digits = digits.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(/,/g, '.');
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** A number written as in JSON and XML (dot decimal, no grouping), or null. */
export function plainNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
