import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import openapiTS, { astToString, UNKNOWN } from 'openapi-typescript';
import { OPENAPI_PATH } from '../../shared/openapi/document.ts';

/**
 * Writes the SDK's generated sources from the repository's contract (`npm run generate` in sdk/, run by the
 * build): openapi.ts, the operations' parameters, bodies and results (openapi-typescript, as the service's own
 * scripts/generate-types.ts does); events.ts, the webhook payloads of schemas/events/*.json; error-slugs.ts, the
 * slugs of `x-error-catalog`; operations.ts, what the client needs at run time to call each operation.
 * `generatedSources(schemasFolder)` answers the files without writing them, for the test that checks they are
 * in sync.
 */

const header = '// Generated from schemas/ by `npm run generate` in sdk/; do not edit.\n';
const ENVELOPE_RESULT = '#/components/schemas/Envelope/result';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Json = Record<string, any>;

const listsOnlyRequired = (member: unknown) =>
  typeof member === 'object' && member !== null && Object.keys(member).every((key) => key === 'required');

/** anyOf/oneOf alternatives that only list `required` properties would make openapi-typescript type the schema `unknown`. */
function withoutPresenceAlternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPresenceAlternatives);
  if (typeof node !== 'object' || node === null) return node;
  const kept = Object.entries(node).filter(
    ([key, value]) => !(['anyOf', 'oneOf'].includes(key) && Array.isArray(value) && value.every(listsOnlyRequired)),
  );
  return Object.fromEntries(kept.map(([key, value]) => [key, withoutPresenceAlternatives(value)]));
}

const typesOf = async (document: Json) =>
  astToString(
    await openapiTS(withoutPresenceAlternatives(document) as Parameters<typeof openapiTS>[0], {
      silent: true,
      defaultNonNullable: false,
      emptyObjectsUnknown: true,
      transform: (_schema, { path }) => (path === ENVELOPE_RESULT ? UNKNOWN : undefined),
    }),
  );

const resolve = (document: Json, node: Json | undefined): Json | undefined =>
  typeof node?.$ref === 'string'
    ? (node.$ref as string)
        .slice(2)
        .split('/')
        .reduce((at: Json, key) => at[key], document)
    : node;

/** The run-time description of one operation, as the client reads it (see src/operation.ts). */
function operationSpec(document: Json, path: string, method: string, operation: Json): Json {
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolve(document, parameter)!);
  const headers = parameters
    .filter((parameter) => parameter.in === 'header' && parameter.name !== 'Idempotency-Key')
    .map((parameter) => parameter.name);
  const media = Object.keys(operation.requestBody?.content ?? {});
  const bodySchema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  const paginated = parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'cursor')
    ? 'query'
    : bodySchema?.properties?.cursor
      ? 'body'
      : undefined;
  const spec: Json = { method: method.toUpperCase(), path };
  if (operation['x-idempotent'] || parameters.some((parameter) => parameter.name === 'Idempotency-Key'))
    spec.idempotent = true;
  if (operation['x-raw']) spec.raw = operation['x-raw'];
  if (media.length > 0 && !media.includes('application/json'))
    spec.body = media[0] === 'multipart/form-data' ? 'form-data' : media[0];
  if (paginated) spec.paginated = paginated;
  if (headers.length > 0) spec.headers = headers;
  return spec;
}

function operationsSource(document: Json): string {
  const entries = Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]?.operationId).map(
      (method) => [item[method].operationId, operationSpec(document, path, method, item[method])] as const,
    ),
  );
  const lines = entries.map(([id, spec]) => `  ${id}: ${JSON.stringify(spec)},`);
  return `${header}import type { OperationSpec } from '../operation-spec.js';\n\nexport const operations = {\n${lines.join('\n')}\n} as const satisfies Record<string, OperationSpec>;\n`;
}

async function eventsSource(schemasFolder: URL): Promise<string> {
  const folder = new URL('events/', schemasFolder);
  const events = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => file.slice(0, -'.json'.length));
  const schemas = Object.fromEntries(
    events.map((event) => {
      const {
        $schema: _schema,
        $id: _id,
        ...schema
      } = JSON.parse(readFileSync(new URL(`${event}.json`, folder), 'utf8'));
      return [event, schema];
    }),
  );
  const types = await typesOf({
    openapi: '3.1.0',
    info: { title: 'events', version: '1' },
    paths: {},
    components: { schemas },
  });
  const map = events
    .map((event) => `  ${JSON.stringify(event)}: components['schemas'][${JSON.stringify(event)}];`)
    .join('\n');
  return `${header}${types}\n/** Each webhook event with the type of its payload. */\nexport interface WebhookEvents {\n${map}\n}\n`;
}

/** The generated files by name, from the contract in `schemasFolder` (the repository's schemas/). */
export async function generatedSources(schemasFolder: URL): Promise<Record<string, string>> {
  const document = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;
  const slugs = (document['x-error-catalog'] as Json[]).map((entry) => `\n  | ${JSON.stringify(entry.slug)}`).join('');
  return {
    'openapi.ts': header + (await typesOf(document)),
    'events.ts': await eventsSource(schemasFolder),
    'error-slugs.ts': `${header}/** Every slug of the error catalog (\`x-error-catalog\`). */\nexport type ErrorSlug =${slugs};\n`,
    'operations.ts': operationsSource(document),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../src/generated/', import.meta.url);
  mkdirSync(target, { recursive: true });
  for (const [name, source] of Object.entries(await generatedSources(new URL('../../schemas/', import.meta.url))))
    writeFileSync(new URL(name, target), source);
}
