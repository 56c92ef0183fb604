import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document.ts';
import { leanOutputSchema, TOOL_SUBSTITUTES } from './lean-schema.ts';
import { refsToDefs, type JsonSchema } from './resolve-refs.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Responses {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

type ResultPart = { properties: { result: JsonSchema; result_info?: JsonSchema } };

/** The part of the operation's success answer beside the Envelope: its `result`, and `result_info` on pages. */
function resultPart(operationId: string, document: OpenApiDocument): ResultPart {
  for (const item of Object.values(document.paths) as Array<Record<string, Responses & { operationId?: string }>>) {
    const method = HTTP_METHODS.find((name) => item[name]?.operationId === operationId);
    if (!method) continue;
    const success = Object.entries(item[method]!.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
    const envelope = success?.content?.['application/json']?.schema as
      { allOf?: Array<Partial<ResultPart>> } | undefined;
    const part = envelope?.allOf?.find((candidate) => candidate.properties?.result);
    if (!part) throw new Error(`${operationId}: its success answer declares no envelope result`);
    return part as ResultPart;
  }
  throw new Error(`operation ${operationId} is not declared in the OpenAPI document`);
}

/** How large an output schema may be (about 600 tokens); a larger one is left out, so tools/list stays small. */
export const OUTPUT_SCHEMA_BUDGET_BYTES = 2500;

/**
 * The output schema of a tool: the structured content of a successful call, which is the envelope's `result`
 * (one of the actions' results for a tool over several operations), `result_info` on pages, and `messages`;
 * each schema it references once under `$defs`, without the prose. None when that exceeds the budget: clients then
 * read the structured content unchecked, and `/v1/openapi.json` documents it.
 */
export function toolOutputSchema(
  operationIds: readonly string[],
  document: OpenApiDocument = openApiDocument(),
): JsonSchema | undefined {
  const parts = operationIds.map((operationId) => resultPart(operationId, document).properties);
  const results = [...new Set(parts.map(({ result }) => JSON.stringify(result)))].map((text) => JSON.parse(text));
  const paged = parts.some((part) => part.result_info !== undefined);
  const schema = leanOutputSchema(
    refsToDefs(
      document,
      {
        type: 'object',
        properties: {
          result: results.length === 1 ? results[0] : { anyOf: results },
          ...(paged ? { result_info: { $ref: '#/components/schemas/ResultInfo' } } : {}),
          messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } },
        },
        required: ['result'],
      },
      TOOL_SUBSTITUTES,
    ),
  );
  return Buffer.byteLength(JSON.stringify(schema)) <= OUTPUT_SCHEMA_BUDGET_BYTES ? schema : undefined;
}
