import type { EmbeddingsClient, Vector } from './embeddings-client.ts';
import { passageVectorKey, type PassageVectorStore } from './passage-vector-store.ts';

/**
 * The vectors of listing texts, in order: those already in the store are read from it, the others are embedded
 * (each distinct text once) and appended to it. For seeds and benchmarks, so that a machine embeds a seed once.
 */
export async function embedPassagesWithStore(
  client: EmbeddingsClient,
  store: PassageVectorStore,
  texts: readonly string[],
): Promise<Vector[]> {
  const keys = texts.map((text) => passageVectorKey(client.model, client.passagePrefix + text));
  const stored = await store.read(keys);
  const missing = new Map<string, string>();
  texts.forEach((text, i) => {
    if (!stored[i]) missing.set(keys[i] as string, text);
  });
  const fetched = new Map<string, Vector>();
  if (missing.size > 0) {
    const vectors = await client.embedPassages([...missing.values()]);
    [...missing.keys()].forEach((key, i) => fetched.set(key, vectors[i] as Vector));
    await store.append([...fetched].map(([key, vector]) => ({ key, vector })));
  }
  return keys.map((key, i) => stored[i] ?? (fetched.get(key) as Vector));
}
