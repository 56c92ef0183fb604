import { expect } from 'chai';
import { close } from '../../shared/process/listen.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startSplitComposition, type SplitComposition } from './split-composition.ts';

describe('gateway in front of separate service processes (docker-compose mode)', () => {
  let composition: SplitComposition;
  let baseUrl: string;
  before(async () => {
    composition = await startSplitComposition();
    baseUrl = composition.baseUrl;
  });

  after(async () => composition.stop());

  it('serves the same operations over HTTP between gateway and core, catalog errors included', async () => {
    const email = `remote-${Date.now()}@example.test`;
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl,
      body: { email, password: 'remote-password' },
    });
    expect(registered.status, registered.text).to.equal(201);
    const me = await call('GET', '/v1/me', { baseUrl, token: registered.body.result.token });
    expect(me.body.result.account.email).to.equal(email);
    const again = await call('POST', '/v1/auth/register', { baseUrl, body: { email, password: 'remote-password' } });
    expect(again.status).to.equal(409);
    expect(again.body.errors[0]).to.include({ slug: 'email_taken', field: 'body.email' });
    // This catalog process handles nothing, a misconfiguration no deployment has, so the answer is read raw.
    const unbuilt = await fetch(`${baseUrl}/v1/catalog/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unbuilt.status).to.equal(501);
    expect(((await unbuilt.json()) as { errors: Array<{ slug: string }> }).errors[0]!.slug).to.equal('not_implemented');
  });

  it("writes the services' results into its answers as they came: envelopes with result_info, raw JSON, raw text", async () => {
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl,
      body: { email: `remote-${Date.now()}@example.test`, password: 'remote-password' },
    });
    const token = registered.body.result.token as string;
    const [split, inProcess] = await Promise.all(
      [baseUrl, harness().baseUrl].map((url) => call('GET', '/v1/webhooks', { baseUrl: url, token })),
    );
    expectDocumentedResponse('listWebhooks', split!);
    expect(split!.body.result_info).to.deep.equal({ count: 0, limit: 20, next_cursor: null });
    expect({ ...split!.body, request_id: null }, 'the same answer as the in-process gateway').to.deep.equal({
      ...inProcess!.body,
      request_id: null,
    });

    const client = await call('POST', '/v1/auth/oauth/register', {
      baseUrl,
      body: { redirect_uris: ['http://127.0.0.1:8976/callback'] },
    });
    expectDocumentedResponse('registerOAuthClient', client);
    expect(client.status).to.equal(201);
    expect(client.body.client_id).to.be.a('string');

    const feed = await call('GET', '/v1/blog/feed.atom', { baseUrl });
    expect(feed.status).to.equal(200);
    expect(feed.headers.get('content-type')).to.match(/^application\/atom\+xml/);
    expect(feed.text).to.match(/^<\?xml [^\n]*\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });

  it('refuses callers without the service token at the service', async () => {
    const coreUrl = `http://127.0.0.1:${(composition.coreServer.address() as { port: number }).port}`;
    const response = await fetch(`${coreUrl}/operations/getMe`, { method: 'POST', body: '{}' });
    expect(response.status).to.equal(401);
  });

  it('answers 500 internal_error with the request id and no internals when a service is down', async () => {
    await close(composition.coreServer);
    const response = await call('POST', '/v1/auth/login', {
      baseUrl,
      body: { email: 'a@example.test', password: 'whatever' },
    });
    expect(response.status).to.equal(500);
    expect(response.body.errors).to.deep.equal([
      {
        code: 5000,
        slug: 'internal_error',
        message: 'An unexpected error occurred. Quote the request_id when reporting it.',
      },
    ]);
    expect(response.body.request_id).to.equal(response.headers.get('x-request-id'));
    expect(response.text).not.to.match(/ECONNREFUSED|127\.0\.0\.1|undici|\.ts/);
  });
});
