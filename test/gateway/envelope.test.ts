import { expect } from 'chai';
import type { ApiResponse } from '../support/http.ts';
import { inject } from '../support/inject.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

function expectFailure(response: ApiResponse, status: number, slug: string): void {
  expect(response.status, response.text).to.equal(status);
  expect(response.body.success).to.equal(false);
  expect(response.body.result).to.equal(null);
  expect(response.body.messages).to.deep.equal([]);
  expect(response.body.request_id).to.be.a('string').and.equal(response.headers.get('x-request-id'));
  expect(response.body.errors).to.be.an('array').that.is.not.empty;
  for (const error of response.body.errors) {
    expect(error).to.include.keys('code', 'slug', 'message');
    expect(error.code).to.be.a('number');
  }
  expect(response.body.errors[0].slug).to.equal(slug);
  expect(response.text).not.to.match(/at .*\.ts:\d+|node_modules|Mongo|stack/i);
}

describe('gateway: the envelope', () => {
  it('wraps a success in the envelope and echoes the request id as a header', async () => {
    const response = await inject('GET', '/v1/health');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({
      success: true,
      result: { status: 'ok' },
      errors: [],
      messages: [],
      request_id: response.headers.get('x-request-id'),
    });
  });

  it('honours an incoming X-Request-Id', async () => {
    const response = await inject('GET', '/v1/nowhere', { headers: { 'x-request-id': 'client-abc.123' } });
    expect(response.headers.get('x-request-id')).to.equal('client-abc.123');
    expect(response.body.request_id).to.equal('client-abc.123');
  });

  it('replaces an unusable X-Request-Id with its own', async () => {
    const response = await inject('GET', '/v1/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.headers.get('x-request-id')).to.match(/^req_[0-9a-f]{32}$/);
  });

  it('answers an unknown route with 404 route_not_found', async () => {
    expectFailure(await inject('GET', '/v1/no-such-thing'), 404, 'route_not_found');
  });

  it('answers a wrong method with 405 method_not_allowed and an Allow header', async () => {
    const response = await inject('PUT', '/v1/health');
    expectFailure(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).to.equal('GET');
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await inject('POST', '/v1/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(response, 400, 'malformed_json');
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const huge = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(harness().config.bodyLimitBytes) });
    const response = await inject('POST', '/v1/auth/login', {
      rawBody: huge,
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(response, 413, 'payload_too_large');
  });

  it('answers a non-JSON body with 415 unsupported_media_type', async () => {
    const response = await inject('POST', '/v1/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expectFailure(response, 415, 'unsupported_media_type');
  });

  it('names every invalid body field in a 400 validation_failed', async () => {
    const response = await inject('POST', '/v1/auth/register', {
      body: { email: 'not-an-email', password: 'short', extra: 1 },
    });
    expectFailure(response, 400, 'validation_failed');
    const fields = response.body.errors.map((error: { field: string }) => error.field);
    expect(fields).to.include.members(['body.email', 'body.password', 'body.extra']);
    for (const error of response.body.errors) expect(error.message).to.include(error.field);
  });

  it('names a missing required field', async () => {
    const response = await inject('POST', '/v1/auth/login', { body: { email: 'a@example.test' } });
    expectFailure(response, 400, 'validation_failed');
    expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['body.password']);
  });

  it('names invalid query and path parameters', async () => {
    const account = await registerAccount('validator');
    const badPath = await inject('DELETE', '/v1/keys/bad%20id!', { token: account.token });
    expectFailure(badPath, 400, 'validation_failed');
    expect(badPath.body.errors[0].field).to.equal('path.id');
    const badQuery = await inject('GET', '/v1/requests?limit=1000');
    expectFailure(badQuery, 400, 'validation_failed');
    expect(badQuery.body.errors[0].field).to.equal('query.limit');
  });

  it('answers a missing credential with 401 credential_missing and a challenge', async () => {
    const response = await inject('GET', '/v1/me');
    expectFailure(response, 401, 'credential_missing');
    expect(response.headers.get('www-authenticate')).to.match(/^Bearer/);
  });

  it('answers a missing scope with 403 scope_missing naming the scope', async () => {
    const account = await registerAccount('scoped');
    const key = await createApiKey(account, ['account:read']);
    const response = await inject('PATCH', '/v1/me', { token: key.secret, body: { bio: 'x' } });
    expectFailure(response, 403, 'scope_missing');
    expect(response.body.errors[0].meta.missing).to.deep.equal(['account:write']);
  });

  it('answers a non-admin on an admin operation with 403 admin_required', async () => {
    const account = await registerAccount('plain');
    expectFailure(await inject('GET', '/v1/intake/moderation', { token: account.token }), 403, 'admin_required');
  });
});
