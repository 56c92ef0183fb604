import { basename } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { categoryProblems } from './schema-checks.ts';
import { FACET_TYPES, JSON_LD_TYPES, type CategorySchema } from './types.ts';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const flag = (fallback: boolean) => ({ type: 'boolean', default: fallback });
const list = (items: object) => ({ type: 'array', minItems: 1, items });

const commonProperties = {
  key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,39}$' },
  label: text(80),
  description: text(500),
  filterable: { type: 'boolean' },
  required: flag(false),
  jsonLdProperty: { type: 'string', pattern: '^[a-z][a-zA-Z]*$' },
};

function facetVariant(type: string, properties: object, required: string[] = []) {
  return {
    type: 'object',
    properties: { type: { const: type }, ...commonProperties, ...properties },
    required: ['key', 'label', 'description', 'filterable', ...required],
    additionalProperties: false,
  };
}

const tagEntry = {
  type: 'object',
  properties: {
    value: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 },
    label: text(80),
    synonyms: { type: 'array', items: text(80), default: [] },
  },
  required: ['value', 'label'],
  additionalProperties: false,
};

const enumValue = {
  type: 'object',
  properties: { value: text(40), label: text(80), synonyms: { type: 'array', items: text(80) } },
  required: ['value', 'label'],
  additionalProperties: false,
};

/** The format of `schemas/facets/<category>.yaml`; defaults fill the optional flags. */
const categoryFileSchema = {
  type: 'object',
  properties: {
    category: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
    title: text(80),
    description: text(500),
    jsonLdType: { enum: JSON_LD_TYPES },
    facets: list({
      type: 'object',
      required: ['type'],
      discriminator: { propertyName: 'type' },
      oneOf: [
        facetVariant('semantic-tag', { multiple: flag(false), definesKind: flag(false), vocabulary: list(tagEntry) }, [
          'vocabulary',
        ]),
        facetVariant('text', { maxLength: { type: 'integer', minimum: 1, maximum: 10_000 } }, ['maxLength']),
        facetVariant('enum', { multiple: flag(false), definesKind: flag(false), values: list(enumValue) }, ['values']),
        facetVariant('number', {
          integer: flag(false),
          min: { type: 'number' },
          max: { type: 'number' },
          unit: text(20),
        }),
        facetVariant('boolean', {}),
      ],
    }),
  },
  required: ['category', 'title', 'description', 'jsonLdType', 'facets'],
  additionalProperties: false,
};

let validator: ValidateFunction<CategorySchema> | undefined;

/**
 * Parses and checks one facet schema file. Throws an error naming the file and every problem found:
 * the file's format first, then what a format cannot say (duplicates, synonym collisions, ranges).
 */
export function readCategoryFile(file: string, source: string): CategorySchema {
  const fail = (problems: string[]) => new Error(`facet schema ${file}: ${problems.join('; ')}`);
  let document: unknown;
  try {
    document = parse(source);
  } catch (error) {
    throw fail([`not valid YAML (${(error as Error).message})`]);
  }
  validator ??= new Ajv2020({ discriminator: true, useDefaults: true }).compile<CategorySchema>(categoryFileSchema);
  if (!validator(document)) throw fail((validator.errors ?? []).map((error) => describe(document, error)));
  const slug = basename(file, '.yaml');
  const problems = categoryProblems(document);
  if (document.category !== slug)
    problems.unshift(`category "${document.category}" must equal the file name "${slug}"`);
  if (problems.length > 0) throw fail(problems);
  return document;
}

function describe(document: unknown, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const where = locate(document, error.instancePath);
  const prefix = where ? `${where}: ` : '';
  switch (error.keyword) {
    case 'discriminator':
      return `${prefix}unknown facet type ${JSON.stringify(params.tagValue)}; known types: ${FACET_TYPES.join(', ')}`;
    case 'required':
      return `${prefix}missing property "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `${prefix}unknown property "${String(params.additionalProperty)}"`;
    case 'enum':
      return `${prefix}must be one of: ${(params.allowedValues as string[]).join(', ')}`;
    default:
      return `${prefix}${error.message ?? 'is invalid'}`;
  }
}

/** `facets[2] (companySize).values` for `/facets/2/values`: the path, with the facet's key when it has one. */
function locate(document: unknown, instancePath: string): string {
  const segments = instancePath.split('/').slice(1);
  return segments
    .map((segment, index) => {
      if (!/^\d+$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      const key = segments[index - 1] === 'facets' && index === 1 ? facetKeyAt(document, Number(segment)) : undefined;
      return key ? `[${segment}] (${key})` : `[${segment}]`;
    })
    .join('');
}

function facetKeyAt(document: unknown, index: number): string | undefined {
  const facets = (document as { facets?: unknown }).facets;
  const key = Array.isArray(facets) ? (facets[index] as { key?: unknown } | undefined)?.key : undefined;
  return typeof key === 'string' ? key : undefined;
}
