import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import { resolveRefs, type JsonSchema } from './resolve-refs.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Responses {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** The `result` schema of the operation's success answer: the second part of its `allOf` with the Envelope. */
export function resultSchema(operationId: string, document: OpenApiDocument = openApiDocument()): JsonSchema {
  for (const item of Object.values(document.paths) as Array<Record<string, Responses & { operationId?: string }>>) {
    const method = HTTP_METHODS.find((name) => item[name]?.operationId === operationId);
    if (!method) continue;
    const success = Object.entries(item[method]!.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
    const envelope = success?.content?.['application/json']?.schema as
      { allOf?: Array<{ properties?: { result?: JsonSchema } }> } | undefined;
    const result = envelope?.allOf?.find((part) => part.properties?.result)?.properties?.result;
    if (!result) throw new Error(`${operationId}: its success answer declares no envelope result`);
    return resolveRefs(document, result);
  }
  throw new Error(`operation ${operationId} is not declared in the OpenAPI document`);
}

/**
 * The output schema of a tool: the structured content of a successful call, which is the envelope's `result`
 * (one of the actions' results for a tool over several operations), with `result_info` on pages and `messages`.
 */
export function toolOutputSchema(
  operationIds: readonly string[],
  document: OpenApiDocument = openApiDocument(),
): JsonSchema {
  const results = operationIds.map((operationId) => resultSchema(operationId, document));
  const unique = results.filter(
    (schema, index) => results.findIndex((other) => JSON.stringify(other) === JSON.stringify(schema)) === index,
  );
  const components = document.components as { schemas: Record<string, JsonSchema> };
  return {
    type: 'object',
    properties: {
      result: unique.length === 1 ? unique[0] : { anyOf: unique },
      result_info: resolveRefs(document, components.schemas.ResultInfo),
      messages: resolveRefs(document, { type: 'array', items: components.schemas.Message }),
    },
    required: ['result'],
  };
}
