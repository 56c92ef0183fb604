import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import { TEXT_PATTERN, WEB_URL_PATTERN } from '../gateway/for-roles.ts';
import type { JsonSchema, Substitutes } from './resolve-refs.ts';

const PUBLISHED_AT = '/v1/openapi.json#/components/schemas/';

/**
 * What tool schemas say instead of a referenced schema. The long code lists are described by their pattern and
 * where the API publishes them; an id is an opaque string an agent takes from another answer. The gateway still
 * checks every value against the whole document and names the field it refuses.
 */
export const TOOL_SUBSTITUTES: Substitutes = {
  '#/components/schemas/CountryCode': {
    type: 'string',
    pattern: '^[A-Z]{2}$',
    description: `ISO 3166-1 alpha-2 code (list: ${PUBLISHED_AT}CountryCode)`,
  },
  '#/components/schemas/CurrencyCode': {
    type: 'string',
    pattern: '^[A-Z]{3}$',
    description: `ISO 4217 code (list: ${PUBLISHED_AT}CurrencyCode)`,
  },
  '#/components/schemas/Id': { type: 'string' },
};

/** How long a component's own description may be to be quoted in tool schemas; a longer one is pointed to. */
const QUOTED_DESCRIPTION_CHARACTERS = 200;

/**
 * What input schemas say instead of a referenced schema: the substitutes above, and each component the document
 * explains at length with a pointer to that explanation instead of the explanation (tool schemas are a digest).
 */
export function inputSubstitutes(document: OpenApiDocument = openApiDocument()): Substitutes {
  const { schemas = {} } = (document.components ?? {}) as { schemas?: Record<string, JsonSchema> };
  const pointed = Object.entries(schemas)
    .filter(([, schema]) => String(schema.description ?? '').length > QUOTED_DESCRIPTION_CHARACTERS)
    .map(([name, schema]) => [
      `#/components/schemas/${name}`,
      { ...schema, description: `See ${PUBLISHED_AT}${name}.` },
    ]);
  return { ...Object.fromEntries(pointed), ...TOOL_SUBSTITUTES };
}

/** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
const SCHEMA = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']);
const SCHEMA_ARRAY = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/** Keywords that tell a client nothing it needs to call a tool or read its answer. */
const NOISE = new Set(['examples', 'example', 'title', '$comment', 'readOnly', 'writeOnly', 'deprecated']);

/** Bounds on size: the gateway refuses a value beyond them naming the field and the bound, so a model needs none. */
const SIZE_BOUNDS = new Set([
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
]);

/** What a schema keeps for a tool: `drop` says which keywords of a (sub)schema go. */
function lean(schema: JsonSchema, drop: (keyword: string, value: unknown) => boolean): JsonSchema {
  const kept: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword.startsWith('x-') || NOISE.has(keyword) || drop(keyword, value)) continue;
    if (SCHEMA.has(keyword) && typeof value === 'object' && value !== null)
      kept[keyword] = lean(value as JsonSchema, drop);
    else if (SCHEMA_ARRAY.has(keyword) && Array.isArray(value))
      kept[keyword] = value.map((item: JsonSchema) => lean(item, drop));
    else if (SCHEMA_MAP.has(keyword) && typeof value === 'object' && value !== null)
      kept[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, lean(item as JsonSchema, drop)]),
      );
    else kept[keyword] = value;
  }
  return kept;
}

/**
 * Patterns that tell a model nothing it could act on: free text without control characters, the shape of the
 * opaque ids it copies from other answers, and the http(s) scheme of a `format: uri` web address. The gateway
 * refuses a value that breaks them, naming the field.
 */
function untoldPattern(keyword: string, value: unknown): boolean {
  if (keyword !== 'pattern') return false;
  const { schemas } = openApiDocument().components as { schemas: Record<string, JsonSchema> };
  return value === TEXT_PATTERN || value === WEB_URL_PATTERN || value === schemas.Id!.pattern;
}

/**
 * An input schema as a model reads it: which arguments there are, what they mean and which values they take. Size
 * bounds and untold patterns go: the gateway refuses a value beyond them naming the field.
 */
export function leanInputSchema(schema: JsonSchema): JsonSchema {
  return lean(schema, (keyword, value) => SIZE_BOUNDS.has(keyword) || untoldPattern(keyword, value));
}

/** An output schema as a client checks results against it: the shapes and values, without the prose. */
export function leanOutputSchema(schema: JsonSchema): JsonSchema {
  return lean(
    schema,
    (keyword, value) => keyword === 'description' || SIZE_BOUNDS.has(keyword) || untoldPattern(keyword, value),
  );
}
