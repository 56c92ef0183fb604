import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';

type Schema = Record<string, unknown>;
type Response = { $ref?: string; content?: Record<string, { schema?: Schema }> };

/**
 * Object schemas whose openness is the contract. Everything else a response can hold is closed, so a field the code
 * sends but the document does not name (an internal id, a hash, a secret) fails the documented-response check.
 */
const OPEN_BY_CONTRACT = [
  // The slot every operation's allOf narrows to its own result (checked below).
  '#/components/schemas/Envelope/properties/result',
  // Per-error facts; each slug's description says what its meta carries.
  '#/components/schemas/ErrorItem/properties/meta',
  // Facet values keyed by the category's facet keys, typed by its facet schema (getCatalogSchema).
  '#/components/schemas/Listing/properties/facets',
  '#/components/schemas/SearchHit/properties/facets',
  '#/components/schemas/DraftFields/properties/facets',
  '#/components/schemas/ConciergeSearch/properties/filters',
  // schema.org JSON-LD, whose vocabulary schema.org defines.
  '#/components/schemas/ListingVisibility/properties/jsonLd',
  // Raw documents that other specifications define (OpenAPI, agents.json, A2A), built from constants, not records.
  '#/paths/~1v1~1openapi.json/get/responses/200/content/application~1json/schema',
  '#/paths/~1v1~1openapi.json/get/responses/200/content/application~1json/schema/properties/info',
  '#/paths/~1v1~1openapi.json/get/responses/200/content/application~1json/schema/properties/paths',
  '#/paths/~1.well-known~1agents.json/get/responses/200/content/application~1json/schema',
  '#/paths/~1.well-known~1agent-card.json/get/responses/200/content/application~1json/schema',
];

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, Response> }>>;
};
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const resolve = (ref: string): Schema =>
  ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Schema>((node, segment) => node[segment] as Schema, document as unknown as Schema);

const isObjectSchema = (node: Schema) => [node.type].flat().includes('object') || 'properties' in node;
const closes = (keyword: unknown) => keyword === false || (typeof keyword === 'object' && keyword !== null);
/** No member beyond those it declares, or members of a declared type only (a map keyed by data). */
const isClosed = (node: Schema) => closes(node.additionalProperties) || closes(node.unevaluatedProperties);
/** An allOf whose whole is closed, or one of whose parts is: its other parts cannot admit more. */
const boundsItsParts = (node: Schema) =>
  isClosed(node) ||
  (node.allOf as Schema[]).some((part) => isClosed(typeof part.$ref === 'string' ? resolve(part.$ref) : part));

const responseSchemas = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    Object.entries(operation?.responses ?? {}).flatMap(([status, declared]) => {
      const base = declared.$ref ?? `#/paths/${escape(path)}/${method}/responses/${status}`;
      const response = declared.$ref ? (resolve(declared.$ref) as Response) : declared;
      return Object.entries(response.content ?? {}).flatMap(([mediaType, { schema }]) =>
        schema ? [{ schema, pointer: `${base}/content/${escape(mediaType)}/schema` }] : [],
      );
    }),
  ),
);

/** Every object schema a response can hold, by pointer, with whether it admits members it does not declare. */
function objectSchemas(): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const visited = new Set<string>();
  const walk = (node: unknown, pointer: string, bounded: boolean): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const key = `${pointer} ${bounded}`;
    if (visited.has(key)) return;
    visited.add(key);
    const schema = node as Schema;
    if (typeof schema.$ref === 'string') walk(resolve(schema.$ref), schema.$ref, bounded);
    if (isObjectSchema(schema)) found.set(pointer, (found.get(pointer) ?? false) || (!bounded && !isClosed(schema)));
    for (const [keyword, value] of Object.entries(schema)) {
      if (['properties', 'patternProperties'].includes(keyword))
        for (const [name, child] of Object.entries(value as Schema))
          walk(child, `${pointer}/${keyword}/${escape(name)}`, false);
      if (['allOf', 'anyOf', 'oneOf'].includes(keyword))
        (value as Schema[]).forEach((child, index) =>
          walk(child, `${pointer}/${keyword}/${index}`, keyword === 'allOf' && boundsItsParts(schema)),
        );
      if (['items', 'additionalProperties', 'unevaluatedProperties', 'then', 'else'].includes(keyword))
        walk(value, `${pointer}/${keyword}`, false);
    }
  };
  for (const { schema, pointer } of responseSchemas) walk(schema, pointer, false);
  return found;
}

describe('response schemas are closed', () => {
  it('admit no member they do not declare, except where openness is the contract', () => {
    const schemas = objectSchemas();
    expect(schemas.size).to.be.greaterThan(150);
    const open = [...schemas].filter(([, isOpen]) => isOpen).map(([pointer]) => pointer);
    expect(open.filter((pointer) => !OPEN_BY_CONTRACT.includes(pointer))).to.deep.equal([]);
    expect(
      OPEN_BY_CONTRACT.filter((pointer) => !open.includes(pointer)),
      'allowed but no longer open',
    ).to.deep.equal([]);
  });

  it("narrow the envelope's open result slot in every operation that answers with the envelope", () => {
    const unnarrowed = responseSchemas
      .filter(({ schema }) => {
        const parts = (schema.allOf as Schema[] | undefined) ?? [schema];
        return (
          parts.some((part) => part.$ref === '#/components/schemas/Envelope') &&
          !parts.some((part) => (part.properties as Schema | undefined)?.result)
        );
      })
      .map(({ pointer }) => pointer);
    expect(unnarrowed).to.deep.equal([]);
  });
});
