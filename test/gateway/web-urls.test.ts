import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { WEB_URL_PATTERN } from '../../services/gateway/openapi/web-url.ts';
import { sparseListing } from '../listings/fixtures.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

const SCRIPT_URL = 'javascript:alert(1)';

/** Request fields declared `format: uri` that name no web page: compared exactly with the service's own URLs. */
const IDENTIFIERS = new Set(['authorizeOAuth body.resource', 'exchangeOAuthToken body.resource']);

type Schema = Record<string, unknown>;

/** Every `format: uri` string a request can send (parameters and bodies, $refs followed), with where it is. */
function requestUris(): Array<{ where: string; schema: Schema }> {
  const document = openApiDocument() as unknown as Schema;
  const resolve = (node: Schema): Schema =>
    typeof node.$ref === 'string'
      ? resolve(
          node.$ref
            .slice(2)
            .split('/')
            .reduce<Schema>((at, key) => at[key] as Schema, document),
        )
      : node;
  const found: Array<{ where: string; schema: Schema }> = [];
  const walk = (node: unknown, where: string, seen: Set<unknown>): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    const schema = resolve(node as Schema);
    const trail = new Set([...seen, node, schema]);
    if (schema.format === 'uri') found.push({ where, schema });
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === 'properties')
        for (const [name, property] of Object.entries(value as Schema)) walk(property, `${where}.${name}`, trail);
      else if (['items', 'additionalProperties'].includes(keyword)) walk(value, `${where}[]`, trail);
      else if (['oneOf', 'anyOf', 'allOf'].includes(keyword))
        for (const part of value as unknown[]) walk(part, where, trail);
    }
  };
  for (const item of Object.values(openApiDocument().paths))
    for (const operation of Object.values(item) as Schema[]) {
      const { operationId, requestBody, parameters } = operation as {
        operationId?: string;
        requestBody?: Schema;
        parameters?: Schema[];
      };
      if (!operationId) continue;
      for (const parameter of (parameters ?? []).map(resolve))
        walk(parameter.schema, `${operationId} ${String(parameter.in)}.${String(parameter.name)}`, new Set());
      const content = requestBody ? (resolve(requestBody).content as Record<string, { schema: Schema }>) : {};
      for (const { schema } of Object.values(content)) walk(schema, `${operationId} body`, new Set());
    }
  return found;
}

describe('gateway: web-facing URLs are http or https', () => {
  let account: TestAccount;
  before(async () => {
    account = await registerAccount('web-urls');
  });

  it('declares the pattern on every URL a request sends, except identifiers compared exactly', () => {
    const uris = requestUris();
    expect(uris.length).to.be.greaterThan(20);
    const unguarded = uris
      .filter(({ where, schema }) => schema.pattern !== WEB_URL_PATTERN && !IDENTIFIERS.has(where.replace('[]', '')))
      .map(({ where }) => where);
    expect([...new Set(unguarded)]).to.deep.equal([]);
  });

  it('regression: refuses a javascript: URL as a draft’s url and media, naming each field (was stored)', async () => {
    const imported = await call('POST', '/v1/intake/import-structured', {
      token: account.token,
      body: {
        kind: 'products-json',
        currency: 'EUR',
        content: JSON.stringify({ products: [{ handle: 'lamp', title: 'Desk lamp, brass' }] }),
      },
    });
    expect(imported.status, imported.text).to.equal(201);
    const draftId = imported.body.result.draftIds[0];
    const response = await call('PATCH', `/v1/intake/drafts/${draftId}`, {
      token: account.token,
      body: { url: SCRIPT_URL, media: ['https://example.com/lamp.jpg', SCRIPT_URL] },
    });
    expectError(response, 400, 'validation_failed');
    expect(response.body.errors.map((error: { field: string; message: string }) => error.message)).to.have.members([
      'body.url must be an http or https URL',
      'body.media.1 must be an http or https URL',
    ]);
    const draft = await call('GET', `/v1/intake/drafts/${draftId}`, { token: account.token });
    expect(JSON.stringify(draft.body.result)).not.to.include('javascript:');
  });

  it('regression: refuses a javascript: URL as the locationUrl of a DSA notice', async () => {
    const listing = await call('POST', '/v1/listings', { token: account.token, body: sparseListing('businesses') });
    expect(listing.status, listing.text).to.equal(201);
    const response = await call('POST', '/v1/intake/reports', {
      token: account.token,
      body: {
        listingId: listing.body.result.id,
        reason: 'fraud',
        explanation: 'The offer asks for payment outside the marketplace.',
        goodFaithStatement: true,
        locationUrl: SCRIPT_URL,
      },
    });
    const error = expectError(response, 400, 'validation_failed');
    expect(error).to.include({ field: 'body.locationUrl', message: 'body.locationUrl must be an http or https URL' });
  });

  it('accepts http and https URLs and refuses data:, file: and ftp: on a listing', async () => {
    const created = await call('POST', '/v1/listings', {
      token: account.token,
      body: sparseListing('businesses', { url: 'https://example.com/shop', media: ['http://example.com/a.png'] }),
    });
    expect(created.status, created.text).to.equal(201);
    for (const url of ['data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'ftp://example.com/x']) {
      const refused = await call('POST', '/v1/listings', {
        token: account.token,
        body: sparseListing('businesses', { url }),
      });
      expect(expectError(refused, 400, 'validation_failed').field).to.equal('body.url');
    }
  });
});
