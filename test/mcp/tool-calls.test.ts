import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { mcpTools } from '../../services/mcp/tool-catalog.ts';
import { sparseListing } from '../listings/fixtures.ts';
import { createApiKey, registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { callTool, connectMcp, toolErrors, toolValue } from './mcp-client.ts';

describe('MCP tool calls run the REST pipeline', () => {
  const clients: Client[] = [];
  let account: TestAccount;
  async function connect(token?: string): Promise<Client> {
    const client = await connectMcp(token);
    clients.push(client);
    return client;
  }
  before(async () => {
    account = await registerProvider('mcp-agent');
  });
  after(async () => Promise.all(clients.map((client) => client.close())));

  it('reads the catalog schema without a credential, with the same result as REST', async () => {
    const result = await callTool(await connect(), 'svc_get_catalog_schema', { category: 'businesses' });
    const rest = await call('GET', '/v1/catalog/schema?category=businesses');
    expect(rest.status).to.equal(200);
    expect(toolValue(result)).to.deep.equal(rest.body.result);
    expect(result.structuredContent).to.deep.equal({ result: rest.body.result });
  });

  it('creates a listing with an API key, and replays it for the same idempotencyKey', async () => {
    const key = await createApiKey(account, ['listings:write']);
    const client = await connect(key.secret);
    const body = sparseListing('businesses', { title: 'Listed over MCP' });
    const idempotencyKey = `mcp-${Date.now()}`;
    const created = toolValue(await callTool(client, 'svc_listings', { action: 'create', ...body, idempotencyKey }));
    expect(created).to.include({ title: 'Listed over MCP', providerId: account.id });
    const replayed = toolValue(await callTool(client, 'svc_listings', { action: 'create', ...body, idempotencyKey }));
    expect(replayed.id).to.equal(created.id);
    const read = await call('GET', `/v1/listings/${created.id}`);
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result.title).to.equal('Listed over MCP');
  });

  it('pages list results: result_info comes with the result', async () => {
    const result = await callTool(await connect(), 'svc_listings', { action: 'list', limit: 1 });
    const structured = result.structuredContent as { result: unknown[]; result_info: { count: number } };
    expect(structured.result).to.be.an('array').with.length.at.most(1);
    expect(structured.result_info.count).to.equal(structured.result.length);
    expect(result.content).to.have.length(1);
  });

  it('refuses with the same slug as REST for every tool whose scope the API key lacks', async () => {
    const key = await createApiKey(account, ['account:read']);
    const client = await connect(key.secret);
    const scoped = mcpTools()
      .flatMap(({ definition, operations }) =>
        [...operations].map(([action, { operation, layout }]) => ({ definition, action, operation, layout })),
      )
      .filter(
        ({ operation }) => operation.auth === 'bearer' && operation.scopes.some((scope) => scope !== 'account:read'),
      );
    expect(scoped.length).to.be.above(60);
    for (const { definition, action, operation, layout } of scoped) {
      const args: Record<string, unknown> = Object.fromEntries(
        Object.keys(layout.path).map((argument) => [argument, 'unknown1']),
      );
      if (action !== null) args.action = action;
      const errors = toolErrors(await callTool(client, definition.name, args));
      const path = Object.values(layout.path).reduce(
        (filled, name) => filled.replace(`{${name}}`, 'unknown1'),
        operation.path,
      );
      const rest = await call(operation.method, path, { token: key.secret });
      expect(rest.status, `${definition.name}: ${rest.text}`).to.equal(403);
      expect(
        errors.map((item) => item.slug),
        definition.name,
      ).to.deep.equal(rest.body.errors.map((item: { slug: string }) => item.slug));
      expect(errors[0]?.slug).to.equal('scope_missing');
    }
  });

  it('answers a call of a tool that needs a credential, made without one, with HTTP 401 credential_missing, as REST does', async () => {
    const error = await callTool(await connect(), 'svc_listings', { action: 'create', ...sparseListing() }).then(
      () => null,
      (failure: unknown) => failure,
    );
    const rest = await call('POST', '/v1/listings', { body: sparseListing() });
    expect(rest.status).to.equal(401);
    expect(error).to.be.instanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).to.equal(401);
    expect((error as Error).message).to.include('credential_missing');
    const raw = await fetch(new URL('/mcp', harness().baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'svc_listings', arguments: { action: 'create', ...sparseListing() } },
      }),
    });
    expect(raw.status).to.equal(401);
    expect(raw.headers.get('www-authenticate')).to.equal(
      `Bearer realm="marketplace-api", resource_metadata="${harness().baseUrl}/.well-known/oauth-protected-resource/mcp"`,
    );
  });

  it('refuses an invalid bearer at the endpoint with 401 credential_invalid', async () => {
    const error = await connectMcp('not-a-real-token').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).to.be.instanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).to.equal(401);
    const raw = await fetch(new URL('/mcp', harness().baseUrl), {
      method: 'POST',
      headers: {
        authorization: 'Bearer not-a-real-token',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).to.equal(401);
    expect(raw.headers.get('www-authenticate')).to.match(/^Bearer /);
    expect(((await raw.json()) as { errors: Array<{ slug: string }> }).errors[0]?.slug).to.equal('credential_invalid');
  });

  it("names the invalid field as REST does, in the tool's argument names", async () => {
    const key = await createApiKey(account, ['listings:write']);
    const { title: _title, ...untitled } = sparseListing();
    const errors = toolErrors(
      await callTool(await connect(key.secret), 'svc_listings', { action: 'create', ...untitled }),
    );
    const rest = await call('POST', '/v1/listings', { token: key.secret, body: untitled });
    expect(rest.status).to.equal(400);
    expect(rest.body.errors.map((item: { field: string }) => item.field)).to.include('body.title');
    const inToolTerms = rest.body.errors.map((item: { field: string; message: string }) => ({
      ...item,
      field: item.field.replace(/^body\./, ''),
      message: item.message.replace(/^body\./, ''),
    }));
    expect(errors).to.deep.equal(inToolTerms);
    expect(errors.map((item) => item.field)).to.include('title');
  });

  it('refuses a call without its path argument, naming the parameter', async () => {
    const errors = toolErrors(await callTool(await connect(), 'svc_listings', { action: 'get' }));
    expect(errors[0]).to.include({ slug: 'validation_failed', field: 'path.id' });
  });

  it('refuses an unknown action and an argument that belongs to another action, naming them', async () => {
    const client = await connect();
    expect(toolErrors(await callTool(client, 'svc_listings', { action: 'publish' }))[0]).to.include({
      slug: 'validation_failed',
      field: 'action',
    });
    expect(toolErrors(await callTool(client, 'svc_listings', { id: 'lst_1' }))[0]).to.include({
      slug: 'validation_failed',
      field: 'action',
    });
    expect(
      toolErrors(await callTool(client, 'svc_listings', { action: 'get', id: 'lst_1', title: 'x' }))[0],
    ).to.include({ slug: 'validation_failed', field: 'title' });
  });

  it('answers a public action without a credential and asks for one for an action that needs it, in the same tool', async () => {
    const client = await connect();
    const listed = await callTool(client, 'svc_listings', { action: 'list', limit: 1 });
    expect(listed.isError).to.not.equal(true);
    const refused = await callTool(client, 'svc_listings', { action: 'archive', id: 'lst_1' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect((refused as StreamableHTTPError).code).to.equal(401);
  });

  it('answers only POST at /mcp: a GET gets 405 with Allow: POST', async () => {
    const response = await call('GET', '/mcp');
    expect(response.status).to.equal(405);
    expect(response.headers.get('allow')).to.equal('POST');
    expect(response.body.errors[0].slug).to.equal('method_not_allowed');
  });

  it('refuses an argument the tool does not declare and a value of the wrong type, instead of ignoring or coercing it', async () => {
    const client = await connect();
    const unknown = toolErrors(await callTool(client, 'svc_find_mandates', { country: 'DE' }));
    expect(unknown).to.have.length(1);
    expect(unknown[0]).to.include({ slug: 'validation_failed', field: 'country' });
    const mistyped = toolErrors(await callTool(client, 'svc_get_mandate', { id: 42 }));
    expect(mistyped[0]).to.include({ slug: 'validation_failed', field: 'id' });
  });

  it("names REST fields as the tool's arguments in refusals", async () => {
    const key = await createApiKey(account, ['listings:write']);
    const errors = toolErrors(
      await callTool(await connect(key.secret), 'svc_listings', { action: 'update', id: 'lst_missing', title: 'x' }),
    );
    expect(errors[0]).to.include({ slug: 'resource_not_found' });
    const tooLong = toolErrors(
      await callTool(await connect(key.secret), 'svc_listings', {
        action: 'create',
        ...sparseListing(),
        title: 'x'.repeat(1000),
      }),
    );
    expect(tooLong.map((item) => item.field)).to.include('title');
  });

  it('declares output schemas of objects, which the official client checks results against', async () => {
    for (const { definition } of mcpTools())
      if (definition.outputSchema) expect(definition.outputSchema.type, definition.name).to.equal('object');
    const catalogSchema = mcpTools().find(({ definition }) => definition.name === 'svc_get_catalog_schema')!;
    expect(catalogSchema.definition.outputSchema).to.be.an('object');
    const client = await connect();
    const result = await callTool(client, 'svc_get_catalog_schema', {});
    expect(result.structuredContent).to.have.property('result');
  });

  it('answers JSON-RPC errors in JSON-RPC: a body that is not JSON is -32700, a call without a tool name -32602', async () => {
    const post = (body: string) =>
      fetch(new URL('/mcp', harness().baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body,
      });
    const malformed = await post('{"jsonrpc": "2.0", "id": 1,');
    expect(malformed.status).to.equal(400);
    expect(await malformed.json()).to.deep.equal({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not JSON.' },
    });
    const client = await connect();
    const nameless = await client
      .request(
        { method: 'tools/call', params: { arguments: {} } } as never,
        (await import('@modelcontextprotocol/sdk/types.js')).CallToolResultSchema,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((nameless as { code: number }).code).to.equal(-32602);
    expect((nameless as Error).message).to.equal(
      'MCP error -32602: tools/call needs params.name, the name of a tool from tools/list.',
    );
    const unknownTool = await client.callTool({ name: 'svc_nothing', arguments: {} }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((unknownTool as Error).message).to.equal(
      'MCP error -32602: Unknown tool svc_nothing; tools/list names the 45 tools.',
    );
  });

  it("refuses a browser Origin other than the service's own with 403 (DNS rebinding)", async () => {
    const post = (origin: string) =>
      fetch(new URL('/mcp', harness().baseUrl), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const foreign = await post('http://attacker.example');
    expect(foreign.status).to.equal(403);
    expect(((await foreign.json()) as { error: { code: number } }).error.code).to.equal(-32600);
    expect((await post(new URL(harness().baseUrl).origin)).status).to.equal(200);
  });
});
