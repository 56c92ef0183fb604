import type { ErrorObject } from 'ajv';
import { errorItem, type ErrorItem } from '../../../shared/errors/app-error.ts';
import { CONTROL_CHARACTERS_REFUSED, TEXT_PATTERN } from './control-characters.ts';
import { selectedBranchErrors } from './one-of-branches.ts';
import { WEB_URL_PATTERN, WEB_URL_REQUIRED } from './web-url.ts';

const LOCATIONS: Record<string, string> = { requestBody: 'body', query: 'query', path: 'path', header: 'header' };

/**
 * Turns Ajv's errors into catalog items, one per offending field, each naming it: by default as a request's part
 * (`body.email`, `query.limit`), or as `fieldOf` names the instance path's segments. Of a `oneOf` told apart by a
 * discriminator, only the selected branch's fields are named.
 */
export function validationItems(
  errors: readonly ErrorObject[],
  fieldOf: (segments: string[]) => string = requestField,
): ErrorItem[] {
  const items = new Map<string, ErrorItem>();
  for (const error of selectedBranchErrors(errors)) {
    if (error.keyword === 'if') continue;
    const field = fieldOf(segmentsOf(error));
    const message = `${field} ${describe(error)}`;
    if (!items.has(message)) items.set(message, errorItem('validation_failed', message, field));
  }
  return [...items.values()];
}

/** The path of the offending value, ending in the missing or unexpected property the error names. */
function segmentsOf(error: ErrorObject): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const child =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  if (child !== undefined) segments.push(child);
  return segments;
}

function requestField(segments: string[]): string {
  const [location, ...rest] = segments;
  if (location === undefined) return 'body';
  if (location === 'header' && rest[0] !== undefined) rest[0] = headerName(rest[0]);
  return [LOCATIONS[location] ?? location, ...rest].join('.');
}

/** A header as the document spells it (`Idempotency-Key`); HTTP hands the validator its lower-case form. */
function headerName(lowerCase: string): string {
  return lowerCase.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed here';
    case 'enum':
      return describeEnum(params.allowedValues as unknown[], error.parentSchema as EnumSchema | undefined);
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'parse':
      return 'is not valid JSON';
    case 'pattern':
      if (params.pattern === TEXT_PATTERN) return CONTROL_CHARACTERS_REFUSED;
      return params.pattern === WEB_URL_PATTERN ? WEB_URL_REQUIRED : (error.message ?? 'is invalid');
    default:
      return error.message ?? 'is invalid';
  }
}

/** Enums longer than this (ISO country and currency codes) are named by their schema's title and examples, not listed. */
const LISTED_ENUM_VALUES = 20;

interface EnumSchema {
  title?: string;
  examples?: unknown[];
}

function describeEnum(allowed: unknown[], schema: EnumSchema | undefined): string {
  if (allowed.length <= LISTED_ENUM_VALUES)
    return `must be one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  const examples = (schema?.examples ?? allowed.slice(0, 3)).map((value) => JSON.stringify(value)).join(', ');
  const name = schema?.title ? ` of "${schema.title}"` : '';
  return `must be one of the ${allowed.length} values${name} (the schema's enum), such as ${examples}`;
}
