import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { controlCharacterItems, TEXT_PATTERN } from '../../services/gateway/openapi/control-characters.ts';
import { catalogScopes } from '../../services/core/oauth/scopes.ts';

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema };
type Parameter = { $ref?: string; name: string; in: string };
type Link = { operationId?: string; parameters?: Record<string, string>; requestBody?: Record<string, string> };
type Response = {
  $ref?: string;
  description?: string;
  links?: Record<string, Link>;
  content?: Record<string, { schema?: Schema }>;
};
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
};

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    if (!operation?.operationId) return [];
    // Parameters declared on the path item belong to each of its operations.
    const shared = (item as unknown as { parameters?: Parameter[] }).parameters ?? [];
    return [{ path, method, operation: { ...operation, parameters: [...shared, ...(operation.parameters ?? [])] } }];
  }),
);
const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));

const resolveParameter = (parameter: Parameter): Parameter =>
  parameter.$ref ? document.components.parameters[parameter.$ref.split('/').pop()!]! : parameter;
const resolveSchema = (schema: Schema): Schema =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;

/** The schema at a JSON pointer below a response body schema, following $ref and allOf; undefined where none is declared. */
function schemaAt(schema: Schema | undefined, segments: string[]): Schema | undefined {
  if (!schema) return undefined;
  const resolved = resolveSchema(schema);
  if (segments.length === 0) return resolved;
  const [head, ...rest] = segments;
  if (/^\d+$/.test(head!)) return schemaAt(resolved.items, rest);
  const direct = resolved.properties?.[head!];
  if (direct) return schemaAt(direct, rest);
  for (const part of resolved.allOf ?? []) {
    const found = schemaAt(part, segments);
    if (found) return found;
  }
  return undefined;
}

/** "$response.body#/result/id" names a field of the source response; "$request.path.id" a parameter of the source. */
function expressionProblem(source: Operation, response: Response, expression: string): string | null {
  const body = /^\$response\.body#\/(.+)$/.exec(expression);
  if (body) {
    const schema = response.content?.['application/json']?.schema;
    return schemaAt(schema, body[1]!.split('/'))
      ? null
      : `${expression} names no field of the ${source.operationId} response`;
  }
  const request = /^\$request\.path\.(\w+)$/.exec(expression);
  if (request) {
    const names = (source.parameters ?? [])
      .map(resolveParameter)
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name);
    return names.includes(request[1]!) ? null : `${expression} is no path parameter of ${source.operationId}`;
  }
  return `${expression} is not an expression this document uses`;
}

describe('the contract is exact', () => {
  it('lists every status an operation answers: no catch-all default, 500 internal_error everywhere, never 501', () => {
    const problems: string[] = [];
    for (const { operation } of operations) {
      const statuses = Object.keys(operation.responses);
      if (statuses.includes('default')) problems.push(`${operation.operationId} has a default response`);
      if (statuses.includes('501')) problems.push(`${operation.operationId} documents 501`);
      if (!/`internal_error`/.test(operation.responses['500']?.description ?? ''))
        problems.push(`${operation.operationId} does not list 500 internal_error`);
    }
    expect(problems).to.deep.equal([]);
  });

  it('lists 503 service_unavailable on the operations that need a dependency which can be down', () => {
    const needing = [
      'getReadiness',
      'searchCatalog',
      'getCatalogSchema',
      'getCatalogLlmsText',
      'fundDeal',
      'confirmDealRelease',
      'cancelDeal',
      'resolveDeal',
      'applyDealApproval',
      'createCreditTopUp',
      'boostListing',
      'receiveStripeWebhook',
    ];
    const missing = needing.filter(
      (id) => !/`service_unavailable`/.test(byId.get(id)!.operation.responses['503']?.description ?? ''),
    );
    expect(missing).to.deep.equal([]);
  });

  it('lists 503 service_unavailable on every operation but the generated documents, since any may meet a busy database', () => {
    const documents = [
      'getOpenApiDocument',
      'getSkillDocument',
      'getLlmsTxt',
      'getAgentsMd',
      'getAgentsJson',
      'getAgentCard',
      'getOAuthAuthorizationServerMetadata',
      'getApiResourceMetadata',
      'getMcpResourceMetadata',
      'getIndex',
      'getHealth',
    ];
    const missing = operations
      .filter(({ operation }) => !documents.includes(operation.operationId) && !operation.responses['503'])
      .map(({ operation }) => operation.operationId);
    expect(missing).to.deep.equal([]);
  });

  describe('links', () => {
    const links = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.links ?? {}).map(([name, link]) => ({
          source: operation,
          status,
          response,
          name,
          link,
        })),
      ),
    );

    it('lead from every operation that creates a resource under a collection to the operations on its {id}', () => {
      const creating = operations.filter(
        ({ path, method, operation }) =>
          method === 'post' &&
          !path.includes('{') &&
          operation.responses['201'] &&
          operations.some((other) => other.path.startsWith(`${path}/{id}`)),
      );
      expect(creating.length).to.be.greaterThan(10);
      const without = creating
        .filter(({ operation }) => !links.some((link) => link.source === operation))
        .map(({ operation }) => operation.operationId);
      expect(without).to.deep.equal([]);
    });

    it('name an existing operation, fill exactly its path parameters and fields its body has, and read values the source really has', () => {
      expect(links.length).to.be.greaterThan(50);
      const problems: string[] = [];
      for (const { source, status, response, name, link } of links) {
        const where = `${source.operationId} ${status} link ${name}`;
        const target = link.operationId ? byId.get(link.operationId) : undefined;
        if (!target) {
          problems.push(`${where}: no operation ${link.operationId}`);
          continue;
        }
        const targetParameters = (target.operation.parameters ?? []).map(resolveParameter);
        const required = targetParameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        const given = Object.keys(link.parameters ?? {});
        for (const parameter of given) {
          const bare = parameter.replace(/^(path|query|header|cookie)\./, '');
          if (!targetParameters.some((declared) => declared.name === bare))
            problems.push(`${where}: ${link.operationId} has no parameter ${parameter}`);
        }
        for (const parameter of required)
          if (!given.includes(parameter))
            problems.push(`${where}: path parameter ${parameter} of ${link.operationId} not filled`);
        const body = target.operation.requestBody?.content?.['application/json']?.schema;
        for (const field of Object.keys(link.requestBody ?? {})) {
          if (!schemaAt(body, [field]))
            problems.push(`${where}: the body of ${link.operationId} has no field ${field}`);
        }
        for (const expression of [...Object.values(link.parameters ?? {}), ...Object.values(link.requestBody ?? {})]) {
          const problem = expressionProblem(source, response, expression);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
      expect(problems).to.deep.equal([]);
    });
  });

  describe('free text in request bodies', () => {
    /** Shared with results, which also carry text imported from feeds, and Stripe's own event fields. */
    const UNCHECKED = ['Location', 'StripeEvent'];

    /** Paths to the string schemas under a schema that neither list, format nor pattern their values. */
    function freeText(schema: unknown, where: string, seen: Set<string>): string[] {
      if (schema === null || typeof schema !== 'object') return [];
      const node = schema as Record<string, unknown>;
      if (typeof node.$ref === 'string') {
        const name = node.$ref.split('/').pop()!;
        if (seen.has(name) || UNCHECKED.includes(name)) return [];
        return freeText(document.components.schemas[name], name, new Set([...seen, name]));
      }
      const types = [node.type].flat();
      const own =
        types.includes('string') && !['enum', 'const', 'format', 'pattern'].some((keyword) => keyword in node)
          ? [where]
          : [];
      const nested = Object.entries(node).flatMap(([keyword, value]) => {
        if (keyword === 'properties')
          return Object.entries(value as Record<string, unknown>).flatMap(([name, property]) =>
            freeText(property, `${where}.${name}`, seen),
          );
        if (['allOf', 'anyOf', 'oneOf'].includes(keyword))
          return (value as unknown[]).flatMap((part) => freeText(part, where, seen));
        if (['items', 'additionalProperties', 'then', 'else'].includes(keyword))
          return freeText(value, `${where}[]`, seen);
        return [];
      });
      return [...own, ...nested];
    }

    it('declares the pattern of the control-character check, which refuses exactly the characters the gateway refuses', () => {
      const pattern = new RegExp(TEXT_PATTERN, 'u');
      const disagreeing: string[] = [];
      for (let codePoint = 0; codePoint <= 0x3000; codePoint += 1) {
        const text = `a${String.fromCodePoint(codePoint)}b`;
        if (pattern.test(text) === controlCharacterItems(text).length > 0) disagreeing.push(codePoint.toString(16));
      }
      expect(disagreeing).to.deep.equal([]);
      expect(JSON.stringify(document)).to.include(JSON.stringify(TEXT_PATTERN));
    });

    it('says so on every free-text field of a JSON request body', () => {
      const undeclared = operations.flatMap(({ operation }) =>
        freeText(operation.requestBody?.content?.['application/json']?.schema, operation.operationId, new Set()),
      );
      expect([...new Set(undeclared)]).to.deep.equal([]);
    });
  });

  it('lets the OAuth scope parameters name the scopes of the catalog, as the code reads them', () => {
    const catalog = (document as unknown as { 'x-scope-catalog': { scope: string }[] })['x-scope-catalog'].map(
      (entry) => entry.scope,
    );
    const { OAuthClientRegistrationInput: registration, OAuthAuthorizeInput: authorization } = document.components
      .schemas as Record<string, { properties: Record<string, { pattern: string }> }>;
    const registered = new RegExp(registration!.properties.scope!.pattern, 'u');
    const asked = new RegExp(authorization!.properties.scope!.pattern, 'u');
    const samples = [
      ...catalog,
      catalog.join(' '),
      ` ${catalog[0]}  ${catalog[1]} `,
      `${catalog[0]} listings:delete`,
      'listings',
      ' ',
      `${catalog[0]},${catalog[1]}`,
    ];
    expect(samples.filter((sample) => registered.test(sample) !== (catalogScopes(sample) !== null))).to.deep.equal([]);
    // Authorization requests keep the single-space form the gateway has always asked for.
    expect(
      samples.filter((sample) => asked.test(sample) !== (catalogScopes(sample) !== null && !/^ | $|  /.test(sample))),
    ).to.deep.equal([]);
  });
});
