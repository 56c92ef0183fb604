import type { ChatMessage } from './language-model.ts';
import { describeSearch } from './retrieval-summary.ts';
import type { ConciergeCitation, ConciergeSearchView } from './types.ts';

const INSTRUCTIONS = [
  'You are the concierge of a marketplace and sales-network API used by people and AI agents.',
  'Answer the question only from the sources given: the listings the catalog search found and the sections of the API documentation.',
  'Cite every listing you mention as [L1], [L2] ... and every documentation section you use as [D1], [D2] ..., exactly as the sources are marked.',
  'Never invent listings, prices, ids, URLs or API operations. If the sources do not answer the question, say so and suggest how to ask.',
  'Answer in the language of the question, briefly.',
].join(' ');

function sourceLine(citation: ConciergeCitation): string {
  const facts = [
    `id: ${citation.id}`,
    citation.category ? `category: ${citation.category}` : null,
    citation.price ? `price: ${(citation.price.amount / 100).toFixed(2)} ${citation.price.currency}` : null,
    citation.distanceKm === undefined ? null : `distance: ${citation.distanceKm} km`,
    `url: ${citation.url}`,
  ].filter(Boolean);
  return `[${citation.marker}] ${citation.title} (${facts.join('; ')})${citation.excerpt ? `\n    ${citation.excerpt}` : ''}`;
}

/** The messages the model gets: the rules, then the question with the retrieved sources it may use. */
export function modelPrompt(
  question: string,
  search: ConciergeSearchView,
  citations: readonly ConciergeCitation[],
): ChatMessage[] {
  const listings = citations.filter((citation) => citation.kind === 'listing');
  const docs = citations.filter((citation) => citation.kind === 'documentation');
  const content = [
    `Question: ${question}`,
    '',
    `Catalog search (${describeSearch(search)}): ${search.total} matches.`,
    'Listings:',
    ...(listings.length > 0 ? listings.map(sourceLine) : ['(none found)']),
    '',
    'Documentation:',
    ...docs.map(sourceLine),
  ].join('\n');
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content },
  ];
}
