import { send } from './search-check.ts';
import { gatewaySearchRequests } from './search-requests.ts';

/**
 * Waits until a service just started has embedded its facet vocabularies. Every process with a catalog starts that
 * at once (VocabularyMeaning.warmUp): some seconds of the embedding server's work on every core of this machine, which
 * a bench measuring meanwhile would share the machine with. The first question asked waits for those vectors, so
 * its answer marks the end.
 */
export async function untilVocabularyEmbedded(baseUrl: string): Promise<void> {
  const [question] = gatewaySearchRequests([{ q: 'a bicycle for commuting' }]);
  const response = await send(baseUrl, question!);
  if (!response.ok) throw new Error(`POST ${question!.path} answered ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
