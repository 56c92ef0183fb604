import { expect } from 'chai';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

describe('gateway: CORS and security headers', () => {
  it('regression: a CORS preflight answers 204 with the methods and headers a browser client needs, not 405', async () => {
    const response = await fetch(`${harness().baseUrl}/v1/listings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(response.status).to.equal(204);
    expect(response.headers.get('access-control-allow-origin')).to.equal('*');
    expect(response.headers.get('access-control-allow-methods')).to.include('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase())
      .to.include('authorization')
      .and.include('idempotency-key');
  });

  it('lets a page of another origin read answers and their request id', async () => {
    const response = await call('GET', '/v1/health', { headers: { origin: 'https://app.example' } });
    expect(response.headers.get('access-control-allow-origin')).to.equal('*');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).to.include('x-request-id');
  });

  it('regression: every answer says nosniff, and an authenticated one is not stored by caches', async () => {
    const account = await registerAccount('headers');
    const anonymous = await call('GET', '/v1/health');
    expect(anonymous.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(anonymous.headers.get('cache-control')).to.equal(null);
    const signedIn = await call('GET', '/v1/me', { token: account.token });
    expect(signedIn.status).to.equal(200);
    expect(signedIn.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(signedIn.headers.get('cache-control')).to.equal('no-store');
    const refused = await call('GET', '/v1/me', { token: 'not-a-token' });
    expect(refused.headers.get('cache-control')).to.equal('no-store');
  });
});
