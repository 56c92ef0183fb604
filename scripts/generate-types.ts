import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, UNKNOWN } from 'openapi-typescript';
import { openApiDocument, OPENAPI_PATH } from '../shared/openapi/document.ts';

/**
 * `npm run generate:types` writes the types of the HTTP contract into shared/openapi/generated/ (not committed;
 * `npm test` and `npm run typecheck` run it before tsc): openapi.d.ts, the operations with their parameters,
 * bodies and responses (openapi-typescript); error-slugs.d.ts and scopes.d.ts, the slugs of the root
 * `x-error-catalog` and the scopes of `x-scope-catalog`.
 */
const folder = new URL('../shared/openapi/generated/', import.meta.url);
const header = '// Generated from schemas/openapi.yaml by `npm run generate:types`; do not edit.\n';

// The envelope's own `result` (object, array or null) is left unknown, so that each operation's result, which
// narrows it through `allOf`, reads as the operation's result alone.
const ENVELOPE_RESULT = '#/components/schemas/Envelope/result';
const operations = astToString(
  await openapiTS(pathToFileURL(OPENAPI_PATH), { silent: true, transform: (_schema, { path }) => (path === ENVELOPE_RESULT ? UNKNOWN : undefined) }),
);
const union = (values: string[]) => `\n  | ${values.map((value) => JSON.stringify(value)).join('\n  | ')};\n`;
const document = openApiDocument();

mkdirSync(folder, { recursive: true });
writeFileSync(new URL('openapi.d.ts', folder), header + operations);
writeFileSync(new URL('error-slugs.d.ts', folder), `${header}export type ErrorSlug =${union(document['x-error-catalog'].map((entry) => entry.slug))}`);
writeFileSync(new URL('scopes.d.ts', folder), `${header}export type Scope =${union(document['x-scope-catalog'].map((entry) => entry.scope))}`);
