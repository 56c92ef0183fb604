import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import type { JsonSchema } from './resolve-refs.ts';
import { BODY_CONSTRAINTS, toolInput, type ArgumentLayout } from './tool-input.ts';

export const ACTION_ARGUMENT = 'action';

export interface ActionsInput {
  schema: JsonSchema;
  /** Per action, its operation's argument layout and the arguments its schema declares. */
  actions: Record<
    string,
    { operationId: string; layout: ArgumentLayout; schema: JsonSchema; arguments: ReadonlySet<string> }
  >;
}

/** What the actions that declare an argument must agree on to share its schema: all of it but the prose. */
function shape({ description: _description, ...schema }: JsonSchema): string {
  return JSON.stringify(schema);
}

/** The schema without its `null` alternative (`X | null` → X), as an update types what a create requires. */
function nonNull(schema: JsonSchema): JsonSchema {
  const { oneOf, type, ...rest } = schema;
  if (Array.isArray(oneOf) && oneOf.length === 2) {
    const other = (oneOf as JsonSchema[]).filter((option) => shape(option) !== '{"type":"null"}');
    if (other.length === 1) return { ...other[0], ...rest };
  }
  if (Array.isArray(type) && type.length === 2 && type.includes('null'))
    return { ...rest, type: type.find((name) => name !== 'null') };
  return schema;
}

type Declared = ReadonlyArray<{ action: string; schema: JsonSchema }>;

/** The shared structure with the actions' descriptions: the one they give, or each action's when they differ. */
function described({ description: _description, ...structure }: JsonSchema, declared: Declared): JsonSchema {
  const describing = declared.filter(({ schema }) => schema.description !== undefined);
  const distinct = new Set(describing.map(({ schema }) => schema.description));
  const only = distinct.size === 1 ? JSON.stringify([...distinct][0]) : undefined;
  // A nullable form carries the description inside already.
  if (distinct.size === 0 || (only && JSON.stringify(structure).includes(only))) return structure;
  if (distinct.size === 1) return { ...structure, description: [...distinct][0] };
  return {
    ...structure,
    description: describing.map(({ action, schema }) => `\`${action}\`: ${schema.description as string}`).join(' '),
  };
}

/**
 * The schema every action that declares an argument can share, if there is one: theirs when they type it alike,
 * or its nullable form when they differ only in whether `null` is allowed (it clears a value on update; the
 * operation refuses it elsewhere, naming the argument).
 */
function commonSchema(declared: Declared): JsonSchema | undefined {
  if (new Set(declared.map(({ schema }) => shape(schema))).size === 1) return described(declared[0]!.schema, declared);
  if (new Set(declared.map(({ schema }) => shape(nonNull(schema)))).size > 1) return undefined;
  return described(declared.find(({ schema }) => shape(schema) !== shape(nonNull(schema)))!.schema, declared);
}

/**
 * The input schema of a tool over several operations: `action` names the operation, the other arguments are the
 * union of the operations' arguments. An argument that two operations type differently is typed per action, as
 * are each operation's required arguments and body constraints (`if action in [...] then ...`, the actions with
 * the same conditions named together).
 */
export function actionsToolInput(
  actions: Readonly<Record<string, string>>,
  description: string,
  document: OpenApiDocument = openApiDocument(),
): ActionsInput {
  const inputs = Object.entries(actions).map(([action, operationId]) => ({
    action,
    operationId,
    ...toolInput(operationId, document),
  }));
  const declarations = new Map<string, Array<{ action: string; schema: JsonSchema }>>();
  for (const { action, schema } of inputs) {
    for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      if (name === ACTION_ARGUMENT)
        throw new Error(`${Object.values(actions).join(', ')}: the argument ${ACTION_ARGUMENT} is reserved`);
      declarations.set(name, [...(declarations.get(name) ?? []), { action, schema: property }]);
    }
  }
  const common = new Map([...declarations].map(([name, declared]) => [name, commonSchema(declared)]));
  const differing = new Set([...common].filter(([, schema]) => schema === undefined).map(([name]) => name));

  const properties: Record<string, JsonSchema> = {
    [ACTION_ARGUMENT]: { type: 'string', enum: Object.keys(actions), description },
  };
  for (const [name, schema] of common) properties[name] = schema ?? { description: 'Typed per action.' };

  const conditions = new Map<string, string[]>();
  for (const { action, schema } of inputs) {
    const own = schema.properties as Record<string, JsonSchema>;
    const then: JsonSchema = {};
    const typed = Object.fromEntries(Object.entries(own).filter(([name]) => differing.has(name)));
    if (Object.keys(typed).length > 0) then.properties = typed;
    if (schema.required) then.required = schema.required;
    for (const keyword of BODY_CONSTRAINTS) if (schema[keyword] !== undefined) then[keyword] = schema[keyword];
    if (Object.keys(then).length > 0)
      conditions.set(JSON.stringify(then), [...(conditions.get(JSON.stringify(then)) ?? []), action]);
  }
  // `action` is required at the top, so a condition needs no `required` of its own.
  const allOf = [...conditions].map(([then, named]) => ({
    if: { properties: { [ACTION_ARGUMENT]: named.length === 1 ? { const: named[0] } : { enum: named } } },
    then: JSON.parse(then) as JsonSchema,
  }));

  return {
    schema: {
      type: 'object',
      properties,
      required: [ACTION_ARGUMENT],
      ...(allOf.length > 0 ? { allOf } : {}),
      additionalProperties: false,
    },
    actions: Object.fromEntries(
      inputs.map(({ action, operationId, layout, schema }) => [
        action,
        { operationId, layout, schema, arguments: new Set(Object.keys(schema.properties as object)) },
      ]),
    ),
  };
}
