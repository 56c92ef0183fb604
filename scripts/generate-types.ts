import { mkdirSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, UNKNOWN } from 'openapi-typescript';
import { openApiDocument } from '../shared/openapi/document.ts';
import { bundleOpenApi } from './bundle-openapi.ts';

/**
 * `npm run generate:types` bundles the HTTP contract (openapi.json, the served document) and writes its types into
 * shared/openapi/generated/ (not committed; `npm install`, `npm start`, `npm test` and `npm run typecheck` run it):
 * openapi.d.ts, the operations with their parameters,
 * bodies and responses (openapi-typescript); error-slugs.d.ts and scopes.d.ts, the slugs of the root
 * `x-error-catalog` and the scopes of `x-scope-catalog`.
 */
const folder = new URL('../shared/openapi/generated/', import.meta.url);
const header = '// Generated from schemas/openapi/ by `npm run generate:types`; do not edit.\n';

// The envelope's own `result` (object, array or null) is left unknown, so that each operation's result, which
// narrows it through `allOf`, reads as the operation's result alone.
const ENVELOPE_RESULT = '#/components/schemas/Envelope/result';

const listsOnlyRequired = (member: unknown) =>
  typeof member === 'object' && member !== null && Object.keys(member).every((key) => key === 'required');

/**
 * The document without the anyOf/oneOf alternatives that only list `required` properties ("give a or b"): they
 * say which of the schema's own properties must be present, which the gateway validates, while openapi-typescript
 * would type each alternative `unknown` and with it the whole schema.
 */
function withoutPresenceAlternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPresenceAlternatives);
  if (typeof node !== 'object' || node === null) return node;
  const kept = Object.entries(node).filter(
    ([key, value]) => !(['anyOf', 'oneOf'].includes(key) && Array.isArray(value) && value.every(listsOnlyRequired)),
  );
  return Object.fromEntries(kept.map(([key, value]) => [key, withoutPresenceAlternatives(value)]));
}

await bundleOpenApi();
const document = openApiDocument();
const operations = astToString(
  await openapiTS(withoutPresenceAlternatives(document) as Parameters<typeof openapiTS>[0], {
    silent: true,
    // The gateway applies no defaults: a property with a default may still be absent.
    defaultNonNullable: false,
    // An object that names no properties (facet values, JSON-LD, a Stripe object) holds any, not none.
    emptyObjectsUnknown: true,
    transform: (_schema, { path }) => (path === ENVELOPE_RESULT ? UNKNOWN : undefined),
  }),
);
const union = (values: string[]) => `\n  | ${values.map((value) => JSON.stringify(value)).join('\n  | ')};\n`;

mkdirSync(folder, { recursive: true });
writeFileSync(new URL('openapi.d.ts', folder), header + operations);
writeFileSync(
  new URL('error-slugs.d.ts', folder),
  `${header}export type ErrorSlug =${union(document['x-error-catalog'].map((entry) => entry.slug))}`,
);
writeFileSync(
  new URL('scopes.d.ts', folder),
  `${header}export type Scope =${union(document['x-scope-catalog'].map((entry) => entry.scope))}`,
);
