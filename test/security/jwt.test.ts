import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** Each forged session token must be refused with 401 credential_invalid, and the account it names stays as it was. */
describe('security: session tokens (JWT) that must never pass', () => {
  let alice: TestAccount;
  let mallory: TestAccount;
  before(async () => {
    [alice, mallory] = await Promise.all([registerAccount('jwt-alice'), registerAccount('jwt-mallory')]);
  });

  const expectRefused = async (token: string) => {
    expectError(await call('GET', '/v1/me', { token }), 401, 'credential_invalid');
    expectError(await call('PATCH', '/v1/me', { token, body: { displayName: 'Owned' } }), 401, 'credential_invalid');
  };

  afterEach(async () => {
    const me = await call('GET', '/v1/me', { token: alice.token });
    expect(me.status, me.text).to.equal(200);
    expect(me.body.result.account.displayName).to.equal('jwt-alice');
  });

  it('a genuine session token passes (the baseline the forgeries are built from)', async () => {
    expect(payloadOf(alice.token)).to.include({ sub: alice.id, typ: 'session' });
    expect((await call('GET', '/v1/me', { token: alice.token })).body.result.account.id).to.equal(alice.id);
  });

  it('refuses alg "none" (unsigned) with the genuine claims of a live session', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payloadOf(alice.token))}.`;
    await expectRefused(unsigned);
  });

  it("refuses HS256 signed with a key other than the service's", async () => {
    await expectRefused(
      jwt.sign(payloadOf(alice.token), 'a-wrong-secret-that-is-long-enough-0123456789', { algorithm: 'HS256' }),
    );
  });

  it('refuses a token whose sub was rewritten to another account, the signature kept', async () => {
    const [header, , signature] = alice.token.split('.');
    await expectRefused(`${header}.${base64url({ ...payloadOf(mallory.token), sub: alice.id })}.${signature}`);
  });

  it("refuses a correctly signed token whose sub names another account than its session's", async () => {
    const forged = jwt.sign({ ...payloadOf(mallory.token), sub: alice.id }, harness().config.jwtSecret, {
      algorithm: 'HS256',
    });
    await expectRefused(forged);
  });

  it('refuses an expired token, even correctly signed for a live session', async () => {
    const claims = payloadOf(alice.token);
    await expectRefused(
      jwt.sign({ ...claims, iat: secondsFromNow(-7200), exp: secondsFromNow(-60) }, harness().config.jwtSecret, {
        algorithm: 'HS256',
      }),
    );
  });

  it("refuses a token signed with the service's key as a public key of another algorithm (RS256/HS256 confusion)", async () => {
    const header = base64url({ alg: 'RS256', typ: 'JWT' });
    const body = base64url(payloadOf(alice.token));
    await expectRefused(`${header}.${body}.${alice.token.split('.')[2]}`);
  });

  it('refuses a token of another type than a session (typ rewritten, correctly signed)', async () => {
    await expectRefused(
      jwt.sign({ ...payloadOf(alice.token), typ: 'refresh' }, harness().config.jwtSecret, { algorithm: 'HS256' }),
    );
  });

  it('refuses an OAuth token minted for /mcp on REST, and one minted for REST on /mcp', async () => {
    const mcpToken = (await obtainTokens(alice, { resource: `${harness().baseUrl}/mcp` })).access_token;
    await expectRefused(mcpToken);
    const restToken = (await obtainTokens(alice)).access_token;
    expect((await call('GET', '/v1/me', { token: restToken })).status).to.equal(200);
    const onMcp = await fetch(new URL('/mcp', harness().baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${restToken}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(onMcp.status).to.equal(401);
  });
});
