import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import { inputSubstitutes, leanInputSchema } from './lean-schema.ts';
import { referenced, resolveRefs, type JsonSchema } from './resolve-refs.ts';

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

/** Parameters that many tools share and the server's instructions explain once (paging, ids, retries). */
const EXPLAINED_ONCE = new Set(
  ['Limit', 'Cursor', 'IdPath', 'IdempotencyKey', 'IdempotencyKeyRequired'].map(
    (name) => `#/components/parameters/${name}`,
  ),
);

/** Body keywords that constrain named body properties and so stay valid once parameters join the object. */
export const BODY_CONSTRAINTS = [
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

/**
 * A parameter whose description sits beside its schema's reference, so that the argument's schema carries it;
 * a shared parameter the instructions explain is only typed.
 */
function describedParameter(document: OpenApiDocument, entry: ParameterDeclaration | { $ref: string }) {
  const shared = '$ref' in entry;
  const parameter = (shared ? referenced(document, entry.$ref) : entry) as ParameterDeclaration;
  const { description, schema, ...rest } = parameter;
  if (shared && EXPLAINED_ONCE.has(entry.$ref))
    return { ...rest, schema: { type: resolveRefs(document, schema)?.type } };
  if (!description) return { ...rest, schema };
  return { ...rest, schema: { ...schema, description } };
}

function declarationOf(document: OpenApiDocument, operationId: string) {
  for (const item of Object.values(document.paths) as Array<
    Record<string, unknown> & { parameters?: ParameterDeclaration[] }
  >) {
    const method = HTTP_METHODS.find(
      (name) => (item[name] as { operationId?: string } | undefined)?.operationId === operationId,
    );
    if (!method) continue;
    const { parameters: declared = [], requestBody } = item[method] as OperationDeclaration;
    const parameters = [...(item.parameters ?? []), ...declared].map((entry) => describedParameter(document, entry));
    const substitutes = inputSubstitutes(document);
    return {
      requestBody: resolveRefs(document, requestBody, substitutes),
      parameters: resolveRefs(document, parameters, substitutes),
    };
  }
  throw new Error(`operation ${operationId} is not declared in the OpenAPI document`);
}

function isPropertyBag(
  schema: JsonSchema | undefined,
): schema is JsonSchema & { properties: Record<string, JsonSchema> } {
  return schema?.type === 'object' && typeof schema.properties === 'object';
}

/**
 * The input schema of a tool, derived from its operation: path and query parameters plus the JSON body's
 * properties in one object. A parameter whose name a body property also uses is renamed `<in>_<name>`
 * (e.g. `path_id`), so the body keeps its own names and its constraints (if/then, oneOf, ...) stay valid.
 */
export function toolInput(operationId: string, document: OpenApiDocument = openApiDocument()): ToolInput {
  const { requestBody, parameters } = declarationOf(document, operationId);
  const bodySchema = requestBody?.content?.['application/json']?.schema;
  const bodyRequired = requestBody?.required === true;
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
    properties[argument] = parameter.schema ?? {};
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
    properties[IDEMPOTENCY_KEY_ARGUMENT] = idempotencyHeader.schema ?? {};
    if (idempotencyHeader.required) required.push(IDEMPOTENCY_KEY_ARGUMENT);
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
  return { schema: leanInputSchema(schema), layout };
}
