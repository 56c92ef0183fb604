import { AppError } from '../../../shared/errors/app-error.ts';

/** The deepest nesting of objects and arrays a JSON body may have (the top-level object or array is level 1). */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON request body as the gateway accepts it: UTF-8 (a leading BOM is dropped), an object or an array at the top,
 * nested at most MAX_JSON_DEPTH levels. The depth is measured before parsing, so nothing recursive ever sees a deeper
 * text. An empty body is an empty object, as body-parser has it.
 */
export function parseJsonText(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('malformed_json', {
      field: 'body',
      message: 'The request body is not valid UTF-8; send JSON as UTF-8 text.',
    });
  }
  const start = firstNonWhitespace(text);
  if (start === text.length) return {};
  const first = text.charCodeAt(start);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) throw new AppError('malformed_json', { field: 'body' });
  if (nestingDepth(text, start) > MAX_JSON_DEPTH) {
    throw new AppError('malformed_json', {
      field: 'body',
      message: `The JSON body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep, the limit.`,
      meta: { maxDepth: MAX_JSON_DEPTH },
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('malformed_json', { field: 'body' });
  }
}

function firstNonWhitespace(text: string): number {
  let index = 0;
  while (index < text.length && WHITESPACE.has(text.charCodeAt(index))) index += 1;
  return index;
}

/** The deepest nesting of brackets outside strings, counted up to the first level past the limit. */
function nestingDepth(text: string, start: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_JSON_DEPTH) return deepest;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth -= 1;
  }
  return deepest;
}
