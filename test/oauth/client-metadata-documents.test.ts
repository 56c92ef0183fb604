import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import { close, listen } from '../../shared/process/listen.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { authorizationUrl, decide, NATIVE_REDIRECT, pkce, startAuthorization, tokenRequest } from './oauth-client.ts';

/**
 * Clients known by the URL of their metadata document (MCP's Client ID Metadata Documents), served here on
 * loopback over http, which the test configuration allows (WEBHOOK_ALLOWED_PRIVATE_HOSTS); production needs https.
 */
describe('OAuth clients identified by a client metadata document URL', () => {
  let documents: Server;
  let documentsUrl: string;
  let served = 0;
  let human: TestAccount;
  const bodies = new Map<string, () => unknown>();

  before(async () => {
    human = await registerAccount('cimd-human');
    documents = createServer((req, res) => {
      served += 1;
      const body = bodies.get(req.url ?? '');
      if (!body) return res.writeHead(404).end();
      const text = JSON.stringify(body());
      res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    });
    documentsUrl = await listen(documents, '127.0.0.1', 0);
  });
  after(async () => close(documents));

  function serve(path: string, document: (url: string) => unknown): string {
    const url = `${documentsUrl}${path}`;
    bodies.set(path, () => document(url));
    return url;
  }

  it('runs the whole flow with the document URL as client_id, fetching the document once while cached', async () => {
    const clientId = serve('/client.json', (url) => ({
      client_id: url,
      client_name: 'Document client',
      redirect_uris: [NATIVE_REDIRECT],
      token_endpoint_auth_method: 'none',
    }));
    const before = served;
    const started = await startAuthorization(clientId);
    const code = (await decide(human, started.requestId)).searchParams.get('code') ?? '';
    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: NATIVE_REDIRECT,
      client_id: clientId,
      code_verifier: started.pkce.verifier,
    });
    expect(tokens.status, tokens.text).to.equal(200);
    expect(served - before).to.equal(1);
  });

  it('refuses a document that names another client_id, or a redirect URI it does not list', async () => {
    const impostor = serve('/impostor.json', () => ({
      client_id: 'https://someone-else.example/client.json',
      redirect_uris: [NATIVE_REDIRECT],
    }));
    const refused = await fetch(authorizationUrl(impostor, pkce(), 's'), { redirect: 'manual' });
    expect(refused.status).to.equal(400);
    expect(refused.headers.get('location')).to.equal(null);
    const honest = serve('/honest.json', (url) => ({ client_id: url, redirect_uris: [NATIVE_REDIRECT] }));
    const elsewhere = await fetch(
      authorizationUrl(honest, pkce(), 's', { redirectUri: 'https://attacker.example/callback' }),
      { redirect: 'manual' },
    );
    expect(elsewhere.status).to.equal(400);
  });

  it('never fetches a document from a private address that is not allow-listed (the webhooks SSRF guard)', async () => {
    // The same loopback server, addressed as an IPv4-mapped IPv6 literal, which the allow-list does not name.
    const mapped = `${documentsUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/client.json`;
    serve('/client.json', (url) => ({ client_id: url, redirect_uris: [NATIVE_REDIRECT] }));
    const before = served;
    const refused = await fetch(authorizationUrl(mapped, pkce(), 's'), { redirect: 'manual' });
    expect(refused.status).to.equal(400);
    expect(served).to.equal(before);
  });
});
