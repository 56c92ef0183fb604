import { expect } from 'chai';
import { MAX_JSON_DEPTH } from '../../services/gateway/body/json-text.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call, decodeResponse, expectDocumentedErrors, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

/** `{"x": [[[...]]]}`: an object holding arrays nested so that the whole text is `depth` levels deep. */
function nested(depth: number): string {
  return `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

/** Sends bytes exactly as given (invalid UTF-8 included), answered and checked as `call` does. */
async function sendBytes(method: string, path: string, bytes: Buffer, headers: Record<string, string>) {
  const response = await fetch(`${harness().baseUrl}${path}`, { method, headers, body: bytes });
  return expectDocumentedErrors(method, path, decodeResponse(response.status, response.headers, await response.text()));
}

describe('gateway: JSON text', () => {
  let account: TestAccount;
  before(async () => {
    account = await registerAccount('json-text');
  });

  const bearer = () => ({ authorization: `Bearer ${account.token}` });
  const operations: Array<{ method: string; path: string; signedIn?: boolean }> = [
    { method: 'POST', path: '/v1/auth/login' },
    { method: 'POST', path: '/v1/auth/register' },
    { method: 'POST', path: '/v1/catalog/search' },
    { method: 'POST', path: '/v1/auth/oauth/register' },
    { method: 'POST', path: '/v1/auth/oauth/token' },
    { method: 'POST', path: '/v1/auth/magic/request' },
    { method: 'PATCH', path: '/v1/me', signedIn: true },
  ];

  it('regression: refuses JSON nested deeper than the limit with 400 malformed_json naming it, on every operation (was 500)', async () => {
    for (const { method, path, signedIn } of operations) {
      const response = await call(method, path, {
        rawBody: nested(2001),
        headers: { 'content-type': 'application/json', ...(signedIn ? bearer() : {}) },
      });
      const error = expectError(response, 400, 'malformed_json');
      expect(error.field, path).to.equal('body');
      expect(error.message, path).to.include(`${MAX_JSON_DEPTH} levels`);
      expect(error.meta).to.deep.equal({ maxDepth: MAX_JSON_DEPTH });
    }
  });

  it('reads a body exactly as deep as the limit, and refuses one a level deeper', async () => {
    const atLimit = await call('POST', '/v1/auth/login', {
      rawBody: nested(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    expect(expectError(atLimit, 400, 'validation_failed').field).to.match(/^body\./);
    const deeper = await call('POST', '/v1/auth/login', {
      rawBody: nested(MAX_JSON_DEPTH + 1),
      headers: { 'content-type': 'application/json' },
    });
    expectError(deeper, 400, 'malformed_json');
  });

  it('counts brackets inside strings as text, not as nesting', async () => {
    const response = await call('PATCH', '/v1/me', {
      token: account.token,
      body: { bio: `${'['.repeat(500)}\\"{${'{'.repeat(500)}` },
    });
    expect(response.status, response.text).to.equal(200);
  });

  describe('text that is not Unicode', () => {
    const displayName = async () =>
      (await call('GET', '/v1/me', { token: account.token })).body.result.account.displayName;

    it('regression: refuses a lone surrogate escape with 400 naming the field, and stores nothing (was stored as "�x")', async () => {
      const before = await displayName();
      const response = await call('PATCH', '/v1/me', {
        token: account.token,
        rawBody: String.raw`{"displayName":"\ud800x","bio":"fine \ud83d\ude00"}`,
        headers: { 'content-type': 'application/json' },
      });
      const error = expectError(response, 400, 'validation_failed');
      expect(response.body.errors).to.have.length(1);
      expect(error.field).to.equal('body.displayName');
      expect(error.message).to.include('lone surrogate');
      expect(await displayName()).to.equal(before);
    });

    it('refuses a lone surrogate in a property name, naming the object', async () => {
      const response = await call('PATCH', '/v1/me', {
        token: account.token,
        rawBody: String.raw`{"bio":{"\udc00":1}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).to.equal(400);
      const items = response.body.errors as Array<{ field: string; message: string }>;
      expect(items.find((item) => item.message.includes('property name'))?.field).to.equal('body.bio');
    });

    it('regression: refuses invalid UTF-8 bytes with 400 malformed_json naming the body (were read as "�")', async () => {
      const before = await displayName();
      const response: ApiResponse = await sendBytes(
        'PATCH',
        '/v1/me',
        Buffer.concat([Buffer.from('{"displayName":"'), Buffer.from([0xff, 0xfe]), Buffer.from('x"}')]),
        { 'content-type': 'application/json', ...bearer() },
      );
      const error = expectError(response, 400, 'malformed_json');
      expect(error.field).to.equal('body');
      expect(error.message).to.include('UTF-8');
      expect(await displayName()).to.equal(before);
    });

    it('refuses a JSON body declared in another charset with 415 instead of decoding it', async () => {
      const response = await sendBytes('PATCH', '/v1/me', Buffer.from('{"displayName":"x"}', 'utf16le'), {
        'content-type': 'application/json; charset=utf-16le',
        ...bearer(),
      });
      expect(expectError(response, 415, 'unsupported_media_type').message).to.include('UTF-8');
    });
  });
});
