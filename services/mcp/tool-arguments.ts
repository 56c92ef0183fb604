import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { AppError, errorItem } from '../../shared/errors/app-error.ts';
import { validationItems } from '../gateway/for-roles.ts';
import type { JsonSchema } from './resolve-refs.ts';
import { IDEMPOTENCY_KEY_ARGUMENT, type ArgumentLayout } from './tool-input.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, verbose: true }));

/**
 * Checks what the operation cannot check once the arguments are split into a request, as the input schema
 * promises: an argument the tool does not declare is refused (never dropped), and path and query arguments must
 * have their declared types (never coerced from another type). The body's arguments are validated by the
 * operation itself, after its credential and scope checks, as over REST.
 */
export function argumentValidator(schema: JsonSchema, layout: ArgumentLayout): (args: Record<string, unknown>) => void {
  const declared = schema.properties as Record<string, JsonSchema>;
  const parameters = [
    ...Object.keys(layout.path),
    ...Object.keys(layout.query),
    ...(layout.idempotencyKey ? [IDEMPOTENCY_KEY_ARGUMENT] : []),
  ];
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((name) => [name, declared[name]])),
  });
  return (args) => {
    const unknown =
      schema.additionalProperties === false ? Object.keys(args).filter((name) => !(name in declared)) : [];
    const items = unknown.map((name) =>
      errorItem('validation_failed', `${name} is not an argument of this tool`, name),
    );
    if (!validate(args)) items.push(...validationItems(validate.errors ?? [], (segments) => segments.join('.')));
    if (items.length > 0) throw new AppError('validation_failed', { items });
  };
}

/**
 * The argument a REST error's field names (`path.id` → `id`, `body.title` → `title`, `header.Idempotency-Key` →
 * `idempotencyKey`), so that a tool's caller reads the names it sent; fields of anything else stay as they are.
 */
export function argumentField(layout: ArgumentLayout, field: string): string {
  const [location, name = '', ...rest] = field.split('.');
  const renamed = (names: Record<string, string>) =>
    Object.entries(names).find(([, parameter]) => parameter === name)?.[0];
  switch (location) {
    case 'path':
    case 'query':
      return [renamed(layout[location]) ?? name, ...rest].join('.');
    case 'body':
      return layout.body === 'properties' && name !== '' ? [name, ...rest].join('.') : field;
    case 'header':
      return name.toLowerCase() === 'idempotency-key' ? IDEMPOTENCY_KEY_ARGUMENT : field;
    default:
      return field;
  }
}
