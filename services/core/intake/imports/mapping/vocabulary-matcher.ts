import { tagKey } from '../../../../../shared/facets/semantic-tags.ts';

export interface PhraseEntry {
  value: string;
  spellings: readonly string[];
}

/** Spellings shorter than this are too often part of other words or codes ("de", "tv") to be matched in running text. */
const SHORTEST_MATCHED = 3;

/** The form in which a spelling and a run of words are compared: tagKey's, with punctuation dropped as well. */
function phraseKey(words: string): string {
  return tagKey(words).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Finds, in running text, the values whose spellings occur as whole words (case, accents and hyphens do not count). */
export class PhraseIndex {
  private readonly byKey = new Map<string, string>();
  private readonly longest: number;

  constructor(entries: readonly PhraseEntry[]) {
    let longest = 1;
    for (const entry of entries) {
      for (const spelling of entry.spellings) {
        const key = phraseKey(spelling);
        if (key.length < SHORTEST_MATCHED || this.byKey.has(key)) continue;
        this.byKey.set(key, entry.value);
        longest = Math.max(longest, spelling.split(/[\s\-_/]+/).length);
      }
    }
    this.longest = longest;
  }

  /** The values found, each once, in the order of their first occurrence. */
  matches(text: string): string[] {
    const keys = wordKeys(text);
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += 1) {
      // The key of a run of words is its words' keys joined: phraseKey drops the spaces between them.
      let key = '';
      for (let length = 1; length <= this.longest && start + length <= keys.length; length += 1) {
        key += keys[start + length - 1];
        const value = this.byKey.get(key);
        if (value !== undefined) found.add(value);
      }
    }
    return [...found];
  }
}

/** The same texts are matched against every facet's index in turn, so their words' keys are kept for a while. */
const recentWordKeys = new Map<string, string[]>();
const RECENT_TEXTS = 64;

function wordKeys(text: string): string[] {
  let keys = recentWordKeys.get(text);
  if (!keys) {
    if (recentWordKeys.size >= RECENT_TEXTS) recentWordKeys.clear();
    keys = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(phraseKey);
    recentWordKeys.set(text, keys);
  }
  return keys;
}
