import { TextDecoder } from 'node:util';
import type { FeedText } from './feed-reading.ts';

/** Bytes decoded chunk by chunk in the given charset (UTF-8 when unknown); a character split between chunks stays whole. */
export async function* decodedText(body: AsyncIterable<Uint8Array>, charset: string | null): FeedText {
  const decoder = textDecoder(charset);
  for await (const chunk of body) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Text given whole, as a feed text of one chunk. */
export async function* wholeText(text: string): FeedText {
  yield text;
}

function textDecoder(charset: string | null): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}
