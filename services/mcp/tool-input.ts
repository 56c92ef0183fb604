import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import { resolveRefs, type JsonSchema } from './resolve-refs.ts';

/** Where each tool argument goes in the HTTP request of the operation. */
export interface ArgumentLayout {
  /** Argument name → path parameter name. */
  path: Record<string, string>;
  /** Argument name → query parameter name. */
  query: Record<string, string>;
  /** `properties`: every other argument is a property of the JSON body; `whole`: the argument `body` is the body. */
  body: 'properties' | 'whole' | null;
  bodyRequired: boolean;
  idempotencyKey: boolean;
}

export interface ToolInput {
  schema: JsonSchema;
  layout: ArgumentLayout;
}

interface ParameterDeclaration {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface OperationDeclaration {
  parameters?: ParameterDeclaration[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export const IDEMPOTENCY_KEY_ARGUMENT = 'idempotencyKey';

/** Body keywords that constrain named body properties and so stay valid once parameters join the object. */
const BODY_CONSTRAINTS = [
  'if',
  'then',
  'else',
  'not',
  'allOf',
  'anyOf',
  'oneOf',
  'dependentRequired',
  'dependentSchemas',
];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function declarationOf(document: OpenApiDocument, operationId: string) {
  for (const item of Object.values(document.paths) as Array<
    Record<string, unknown> & { parameters?: ParameterDeclaration[] }
  >) {
    const method = HTTP_METHODS.find(
      (name) => (item[name] as { operationId?: string } | undefined)?.operationId === operationId,
    );
    if (!method) continue;
    const { parameters: declared, requestBody } = item[method] as OperationDeclaration;
    const operation = resolveRefs(document, { parameters: declared, requestBody });
    return {
      operation,
      parameters: [...resolveRefs(document, item.parameters ?? []), ...(operation.parameters ?? [])],
    };
  }
  throw new Error(`operation ${operationId} is not declared in the OpenAPI document`);
}

function isPropertyBag(
  schema: JsonSchema | undefined,
): schema is JsonSchema & { properties: Record<string, JsonSchema> } {
  return schema?.type === 'object' && typeof schema.properties === 'object';
}

function parameterSchema(parameter: ParameterDeclaration): JsonSchema {
  const description = parameter.description ?? parameter.schema?.description;
  return { ...parameter.schema, ...(description ? { description } : {}) };
}

/**
 * The input schema of a tool, derived from its operation: path and query parameters plus the JSON body's
 * properties in one object. A parameter whose name a body property also uses is renamed `<in>_<name>`
 * (e.g. `path_id`), so the body keeps its own names and its constraints (if/then, oneOf, ...) stay valid.
 */
export function toolInput(operationId: string, document: OpenApiDocument = openApiDocument()): ToolInput {
  const { operation, parameters } = declarationOf(document, operationId);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyRequired = operation.requestBody?.required === true;
  const body = bodySchema ? (isPropertyBag(bodySchema) ? 'properties' : 'whole') : null;

  const bodyProperties: Record<string, JsonSchema> = isPropertyBag(bodySchema)
    ? bodySchema.properties
    : bodySchema
      ? { body: bodySchema }
      : {};
  const bodyRequiredNames = !bodyRequired
    ? []
    : isPropertyBag(bodySchema)
      ? ((bodySchema.required as string[] | undefined) ?? [])
      : ['body'];

  const layout: ArgumentLayout = { path: {}, query: {}, body, bodyRequired, idempotencyKey: false };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const argument = parameter.name in bodyProperties ? `${parameter.in}_${parameter.name}` : parameter.name;
    if (argument in properties || argument in bodyProperties)
      throw new Error(`${operationId}: the argument ${argument} is declared twice`);
    properties[argument] = parameterSchema(parameter);
    layout[parameter.in][argument] = parameter.name;
    if (parameter.required || parameter.in === 'path') required.push(argument);
  }
  Object.assign(properties, bodyProperties);
  required.push(...bodyRequiredNames);

  const idempotencyHeader = parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  if (idempotencyHeader) {
    if (IDEMPOTENCY_KEY_ARGUMENT in properties)
      throw new Error(`${operationId}: the argument ${IDEMPOTENCY_KEY_ARGUMENT} is declared twice`);
    properties[IDEMPOTENCY_KEY_ARGUMENT] = parameterSchema(idempotencyHeader);
    layout.idempotencyKey = true;
  }

  const schema: JsonSchema = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: body === 'properties' ? (bodySchema?.additionalProperties ?? true) : false,
  };
  for (const keyword of BODY_CONSTRAINTS) {
    if (body === 'properties' && bodySchema?.[keyword] !== undefined) schema[keyword] = bodySchema[keyword];
  }
  return { schema, layout };
}

export const ACTION_ARGUMENT = 'action';

export interface ActionsInput {
  schema: JsonSchema;
  /** Per action, its operation's argument layout and the arguments its schema declares. */
  actions: Record<
    string,
    { operationId: string; layout: ArgumentLayout; schema: JsonSchema; arguments: ReadonlySet<string> }
  >;
}

function sameSchema(a: JsonSchema, b: JsonSchema): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The input schema of a tool over several operations: `action` names the operation, the other arguments are the
 * union of the operations' arguments. An argument that two operations declare differently is typed per action, as
 * are each operation's required arguments and body constraints (`if action = ... then ...`).
 */
export function actionsToolInput(
  actions: Readonly<Record<string, string>>,
  describe: (action: string, operationId: string) => string,
  document: OpenApiDocument = openApiDocument(),
): ActionsInput {
  const inputs = Object.entries(actions).map(([action, operationId]) => ({
    action,
    operationId,
    ...toolInput(operationId, document),
  }));
  const shared: Record<string, JsonSchema> = {};
  const differing = new Set<string>();
  for (const { schema } of inputs) {
    for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      if (name === ACTION_ARGUMENT)
        throw new Error(`${Object.values(actions).join(', ')}: the argument ${ACTION_ARGUMENT} is reserved`);
      if (shared[name] !== undefined && !sameSchema(shared[name], property)) differing.add(name);
      shared[name] ??= property;
    }
  }

  const properties: Record<string, JsonSchema> = {
    [ACTION_ARGUMENT]: {
      type: 'string',
      enum: Object.keys(actions),
      description: inputs.map(({ action, operationId }) => describe(action, operationId)).join(' '),
    },
  };
  for (const [name, property] of Object.entries(shared)) {
    properties[name] = differing.has(name) ? { description: 'Its type depends on `action`.' } : property;
  }

  const allOf = inputs
    .map(({ action, schema }) => {
      const own = schema.properties as Record<string, JsonSchema>;
      const then: JsonSchema = {};
      const typed = Object.fromEntries(Object.entries(own).filter(([name]) => differing.has(name)));
      if (Object.keys(typed).length > 0) then.properties = typed;
      if (schema.required) then.required = schema.required;
      for (const keyword of BODY_CONSTRAINTS) if (schema[keyword] !== undefined) then[keyword] = schema[keyword];
      return { if: { properties: { [ACTION_ARGUMENT]: { const: action } }, required: [ACTION_ARGUMENT] }, then };
    })
    .filter(({ then }) => Object.keys(then).length > 0);

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
