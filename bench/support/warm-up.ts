import { SEARCH_PATH } from './search-requests.ts';

/**
 * Waits until a service just started has embedded its facet vocabularies. Every process with a catalog starts that
 * at once (VocabularyMeaning.warmUp): some seconds of the embedding server's work on every core of this machine, which
 * a bench measuring meanwhile would share the machine with. The first question asked waits for those vectors, so
 * its answer marks the end.
 */
export async function untilVocabularyEmbedded(baseUrl: string): Promise<void> {
  const response = await fetch(baseUrl + SEARCH_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: 'a bicycle for commuting' }),
  });
  if (!response.ok) throw new Error(`POST ${SEARCH_PATH} answered ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
