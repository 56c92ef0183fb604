import type { AnswerLanguage } from './answer-language.ts';
import type { ConciergeCitation, ConciergeSearchView } from './types.ts';

const PHRASES = {
  en: {
    everyCategory: 'every category',
    or: 'or',
    words: (q: string) => `the words "${q}"`,
    near: (km: number, city: string) => `within ${km} km of ${city}`,
    atMost: (euros: number) => `at most ${euros} €`,
    searched: (what: string) => `I searched the catalog for: ${what}.`,
    none: 'No published listing matches; ask with fewer details, another city or a higher price.',
    found: (total: number, shown: number) =>
      `${total} listing${total === 1 ? '' : 's'} matched; ${shown === 1 ? 'this one fits' : `these ${shown} fit best`}:`,
    away: (km: number) => `${km} km away`,
    documentation: 'From the documentation:',
  },
  de: {
    everyCategory: 'alle Kategorien',
    or: 'oder',
    words: (q: string) => `die Wörter „${q}“`,
    near: (km: number, city: string) => `im Umkreis von ${km} km um ${city}`,
    atMost: (euros: number) => `höchstens ${euros} €`,
    searched: (what: string) => `Ich habe den Katalog durchsucht nach: ${what}.`,
    none: 'Kein veröffentlichtes Angebot passt; fragen Sie mit weniger Angaben, einer anderen Stadt oder einem höheren Preis.',
    found: (total: number, shown: number) =>
      `${total} ${total === 1 ? 'Angebot passt' : 'Angebote passen'}; ${shown === 1 ? 'dieses passt am besten' : `diese ${shown} passen am besten`}:`,
    away: (km: number) => `${km} km entfernt`,
    documentation: 'Aus der Dokumentation:',
  },
} as const;

/** How the question was read, in words: "businesses, services: translation, within 25 km of Munich, at most 60 €". */
export function describeSearch(search: ConciergeSearchView, language: AnswerLanguage = 'en'): string {
  const say = PHRASES[language];
  const parts: string[] = [search.category ?? say.everyCategory];
  for (const [key, value] of Object.entries(search.filters)) {
    if (Array.isArray(value)) parts.push(`${key}: ${value.join(` ${say.or} `)}`);
  }
  if (search.q) parts.push(say.words(search.q));
  if (search.city && search.geo) parts.push(say.near(search.geo.radiusKm, search.city));
  if (search.priceCeiling !== null) parts.push(say.atMost(search.priceCeiling));
  return parts.join(', ');
}

function money(price: ConciergeCitation['price']): string | null {
  return price ? `${(price.amount / 100).toFixed(2)} ${price.currency}` : null;
}

function listingLine(citation: ConciergeCitation, language: AnswerLanguage): string {
  const distance = citation.distanceKm === undefined ? null : PHRASES[language].away(citation.distanceKm);
  const facts = [money(citation.price), distance].filter(Boolean);
  return `[${citation.marker}] ${citation.title}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}: ${citation.url}`;
}

/**
 * The answer without a language model, in the question's language: what the search found and which documentation
 * applies, every statement pointing at its citation, deterministic for the same sources.
 */
export function retrievalSummary(
  search: ConciergeSearchView,
  citations: readonly ConciergeCitation[],
  language: AnswerLanguage,
): string {
  const say = PHRASES[language];
  const listings = citations.filter((citation) => citation.kind === 'listing');
  const docs = citations.filter((citation) => citation.kind === 'documentation');
  const lines: string[] = [say.searched(describeSearch(search, language))];
  if (listings.length === 0) lines.push(say.none);
  else
    lines.push(say.found(search.total, listings.length), ...listings.map((listing) => listingLine(listing, language)));
  lines.push('', say.documentation);
  lines.push(...docs.map((doc) => `[${doc.marker}] ${doc.title}: ${doc.excerpt ?? ''} ${doc.url}`.replace(/\s+$/, '')));
  return lines.join('\n');
}
