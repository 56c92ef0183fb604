import { errorItem, type ErrorItem } from '../../../shared/errors/app-error.ts';
import { jsonStrings } from './json-strings.ts';

/** Half of a UTF-16 surrogate pair without its other half (JSON can write one as an escape, `"\ud800"`). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * One validation item per string or property name of a JSON body that is not Unicode text: a lone surrogate
 * cannot be stored or sent on as UTF-8, and replacing it would change what the client sent without a word.
 */
export function loneSurrogateItems(value: unknown, field = 'body'): ErrorItem[] {
  const items: ErrorItem[] = [];
  for (const { field: where, text, isPropertyName } of jsonStrings(value, field)) {
    if (!LONE_SURROGATE.test(text)) continue;
    const message = isPropertyName
      ? `${where} has a property name that is not valid Unicode (a lone surrogate escape such as \\ud800)`
      : `${where} must be valid Unicode text, without lone surrogate escapes such as \\ud800`;
    items.push(errorItem('validation_failed', message, where));
  }
  return items;
}
