import { expect } from 'chai';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { credentialLookupOn } from '../../services/core/credential-lookup.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { inject as injectInto } from '../../services/gateway/inject.ts';
import { call, type CallOptions } from '../support/http.ts';
import { inject } from '../support/inject.ts';
import { harness } from '../support/root-hooks.ts';

const EXCHANGES: Array<[string, string, CallOptions]> = [
  ['GET', '/v1/openapi.json', {}],
  ['GET', '/llms.txt', {}],
  ['PUT', '/v1/health', {}],
  ['POST', '/v1/auth/login', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } }],
  ['POST', '/v1/auth/register', { body: { email: 'not-an-email' } }],
  ['GET', '/v1/me', { token: 'not-a-real-token' }],
];

describe('inject(): the gateway without a socket', () => {
  for (const [method, path, options] of EXCHANGES) {
    it(`${method} ${path} answers the same status, headers and body as over loopback`, async () => {
      // One request id for both, so that the bodies can be compared byte for byte.
      const sameId = { ...options, headers: { ...options.headers, 'x-request-id': `inject-check-${method}` } };
      const overHttp = await call(method, path, sameId);
      const injected = await inject(method, path, sameId);
      expect(injected.status, injected.text).to.equal(overHttp.status);
      expect(injected.text).to.equal(overHttp.text);
      for (const name of ['content-type', 'content-length', 'allow', 'www-authenticate', 'x-request-id']) {
        expect(injected.headers.get(name), name).to.equal(overHttp.headers.get(name));
      }
    });
  }

  it('serves a gateway that never listened, body parsing included, and answers an operation no service handles with 501 not_implemented', async () => {
    const { mongo, config } = harness();
    const gateway = await createGatewayServer({
      config,
      db: mongo.db,
      clock: systemClock,
      logger: createLogger('silent', 'test'),
      credentialLookup: credentialLookupOn(mongo.db),
      serviceHandlers: {},
      readiness: async () => ({}),
    });
    const health = await injectInto(gateway, { method: 'GET', url: '/v1/health' });
    expect(health.status).to.equal(200);
    expect(JSON.parse(health.body.toString()).result).to.deep.equal({ status: 'ok' });
    const malformed = await injectInto(gateway, {
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.status).to.equal(400);
    expect(JSON.parse(malformed.body.toString()).errors[0].slug).to.equal('malformed_json');
    expect(gateway.listening).to.equal(false);
    // No service handles anything here, so every declared operation is an unbuilt one.
    const unbuilt = await injectInto(gateway, { method: 'GET', url: '/v1/blog' });
    expect(unbuilt.status).to.equal(501);
    expect(JSON.parse(unbuilt.body.toString())).to.deep.include({ success: false, result: null });
    expect(JSON.parse(unbuilt.body.toString()).errors[0].slug).to.equal('not_implemented');
  });
});
