import type { ConciergeCitation, ConciergeSearchView } from './types.ts';

/** How the question was read, in words: "businesses, services: translation, within 25 km of Munich, at most 60 €". */
export function describeSearch(search: ConciergeSearchView): string {
  const parts: string[] = [search.category ?? 'every category'];
  for (const [key, value] of Object.entries(search.filters)) {
    if (Array.isArray(value)) parts.push(`${key}: ${value.join(' or ')}`);
  }
  if (search.q) parts.push(`the words "${search.q}"`);
  if (search.city && search.geo) parts.push(`within ${search.geo.radiusKm} km of ${search.city}`);
  if (search.priceCeiling !== null) parts.push(`at most ${search.priceCeiling} €`);
  return parts.join(', ');
}

function money(price: ConciergeCitation['price']): string | null {
  return price ? `${(price.amount / 100).toFixed(2)} ${price.currency}` : null;
}

function listingLine(citation: ConciergeCitation): string {
  const facts = [money(citation.price), citation.distanceKm === undefined ? null : `${citation.distanceKm} km away`].filter(Boolean);
  return `[${citation.marker}] ${citation.title}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}: ${citation.url}`;
}

/**
 * The answer without a language model: what the search found and which documentation applies, every statement
 * pointing at its citation, deterministic for the same sources.
 */
export function retrievalSummary(search: ConciergeSearchView, citations: readonly ConciergeCitation[]): string {
  const listings = citations.filter((citation) => citation.kind === 'listing');
  const docs = citations.filter((citation) => citation.kind === 'documentation');
  const lines = [`I searched the catalog for: ${describeSearch(search)}.`];
  if (listings.length === 0) {
    lines.push('No published listing matches; ask with fewer details, another city or a higher price.');
  } else {
    lines.push(`${search.total} listing${search.total === 1 ? '' : 's'} matched; ${listings.length === 1 ? 'this one fits' : `these ${listings.length} fit best`}:`);
    lines.push(...listings.map(listingLine));
  }
  lines.push('', 'From the documentation:');
  lines.push(...docs.map((doc) => `[${doc.marker}] ${doc.title}: ${doc.excerpt ?? ''} ${doc.url}`.replace(/\s+$/, '')));
  return lines.join('\n');
}
