import { errorItem, type ErrorItem } from '../../../shared/errors/app-error.ts';
import { jsonStrings } from './json-strings.ts';

/** C0 controls other than tab, line feed and carriage return, DEL, and C1 controls: never text a person wrote. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The `pattern` the document gives free text in request bodies: the same characters refused, as JSON Schema says it. */
export const TEXT_PATTERN = String.raw`^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]*$`;

export const CONTROL_CHARACTERS_REFUSED = 'must not contain control characters (only tab and line breaks)';

/** One validation item per string of a JSON body that holds a control character, naming where (`body.title`). */
export function controlCharacterItems(value: unknown, field = 'body'): ErrorItem[] {
  const items: ErrorItem[] = [];
  for (const { field: where, text, isPropertyName } of jsonStrings(value, field)) {
    if (!isPropertyName && CONTROL_CHARACTER.test(text))
      items.push(errorItem('validation_failed', `${where} ${CONTROL_CHARACTERS_REFUSED}`, where));
  }
  return items;
}
