import type { Server } from 'node:http';
import { expect } from 'chai';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { createLogger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { decide, NATIVE_REDIRECT, registerClient, startAuthorization, tokenRequest } from './oauth-client.ts';

/** The service over the test database with a clock the test moves, so lifetimes are checked without waiting. */
describe('OAuth 2.1 lifetimes (on a clock the test sets)', () => {
  const clock = new SettableClock(new Date());
  let server: Server;
  let baseUrl: string;

  before(async () => {
    const { mongo, config } = harness();
    const core = createCore({ db: mongo.db, clock, config });
    server = await createGatewayServer({
      config,
      db: mongo.db,
      clock,
      logger: createLogger('silent', 'test'),
      credentialLookup: core.credentialLookup,
      serviceHandlers: core.handlers,
      readiness: core.ready,
    });
    baseUrl = await listen(server, '127.0.0.1', 0);
  });

  after(async () => close(server));

  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  async function human() {
    const email = `lifetimes-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl,
      body: { email, password: 'lifetimes-password' },
    });
    return {
      id: registered.body.result.account.id,
      email,
      password: '',
      token: registered.body.result.token as string,
    };
  }

  async function approved() {
    const clientId = await registerClient({}, baseUrl);
    const started = await startAuthorization(clientId, { baseUrl });
    const code =
      (await decide(await human(), started.requestId, 'approve', undefined, baseUrl)).searchParams.get('code') ?? '';
    return {
      clientId,
      code,
      fields: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: NATIVE_REDIRECT,
        client_id: clientId,
        code_verifier: started.pkce.verifier,
      },
    };
  }

  it('refuses a code older than 60 seconds', async () => {
    const { fields } = await approved();
    later(61_000);
    const response = await tokenRequest(fields, baseUrl);
    expect(response.status, response.text).to.equal(400);
    expect(response.body.error).to.equal('invalid_grant');
    expect(response.body.error_description).to.include('expired');
  });

  it('accepts a code within its 60 seconds', async () => {
    const { fields } = await approved();
    later(59_000);
    expect((await tokenRequest(fields, baseUrl)).status).to.equal(200);
  });

  it('lets a consent request expire after 10 minutes', async () => {
    const owner = await human();
    const { requestId } = await startAuthorization(await registerClient({}, baseUrl), { baseUrl });
    later(10 * 60_000 + 1_000);
    expect(
      (await call('GET', `/v1/auth/oauth/requests/${requestId}`, { baseUrl, token: owner.token })).body.result.status,
    ).to.equal('expired');
    const decision = await call('POST', `/v1/auth/oauth/requests/${requestId}/decision`, {
      baseUrl,
      token: owner.token,
      body: { decision: 'approve' },
    });
    expect(expectError(decision, 409, 'invalid_transition').meta).to.deep.include({ currentState: 'expired' });
  });

  it('ends an access token after an hour and a refresh token after 30 days', async () => {
    const { fields, clientId } = await approved();
    const tokens = (await tokenRequest(fields, baseUrl)).body;
    expect((await call('GET', '/v1/me', { baseUrl, token: tokens.access_token })).status).to.equal(200);
    later(3600_000);
    expectError(await call('GET', '/v1/me', { baseUrl, token: tokens.access_token }), 401, 'credential_invalid');
    const refreshed = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId },
      baseUrl,
    );
    expect(refreshed.status, refreshed.text).to.equal(200);
    later(30 * 24 * 3600_000);
    const stale = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token, client_id: clientId },
      baseUrl,
    );
    expect(stale.status).to.equal(400);
    expect(stale.body.error).to.equal('invalid_grant');
  });
});
