import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { jwtKeyId } from '../../shared/auth/jwt-key-id.ts';
import { signSessionToken } from '../../shared/auth/session-token.ts';
import type { Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';

const previousSecret = randomBytes(32).toString('hex');
const currentSecret = randomBytes(32).toString('hex');

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Two systems over one database, both signing with `currentSecret`: one mid-rotation, one after PREVIOUS is dropped. */
describe('security: rotating AUTH_JWT_SECRET (key ids, AUTH_JWT_SECRET_PREVIOUS)', function () {
  this.timeout(60_000);
  let rotating: RunningSystem;
  let rotated: RunningSystem;
  let accountId: string;
  let sessionId: string;
  let currentToken: string;

  before(async function () {
    this.timeout(120_000);
    const base: Config = { ...testConfig(harness().servers), jwtSecret: currentSecret };
    const start = (config: Config) =>
      startSystem({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'jwt-rotation') });
    rotating = await start({ ...base, previousJwtSecret: previousSecret });
    rotated = await start({ ...base, previousJwtSecret: null });
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl: rotating.url,
      body: { email: uniqueEmail('rotation'), password: `pw-${randomBytes(8).toString('hex')}`, displayName: 'rot' },
    });
    expect(registered.status, registered.text).to.equal(201);
    currentToken = registered.body.result.token;
    const claims = payloadOf(currentToken);
    accountId = claims.sub as string;
    sessionId = claims.sid as string;
  });

  after(async () => {
    await Promise.all([rotating?.stop(), rotated?.stop()]);
  });

  const signedByPrevious = () => {
    const now = new Date();
    return signSessionToken({ accountId, sessionId }, previousSecret, now, new Date(now.getTime() + 3600_000));
  };
  const me = (system: RunningSystem, token: string) => call('GET', '/v1/me', { baseUrl: system.url, token });

  it('signs with the current secret under a kid derived from it, never containing it', () => {
    const header = headerOf(currentToken);
    expect(header.kid).to.equal(jwtKeyId(currentSecret));
    expect(currentSecret).to.not.include(header.kid as string);
    expect(header.kid as string).to.not.include(currentSecret);
    expect(jwtKeyId(previousSecret)).to.not.equal(header.kid);
    jwt.verify(currentToken, currentSecret, { algorithms: ['HS256'] });
  });

  it('accepts a session token signed under the previous secret while AUTH_JWT_SECRET_PREVIOUS is set', async () => {
    const response = await me(rotating, signedByPrevious());
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.account.id).to.equal(accountId);
  });

  it('refuses the same token with 401 once AUTH_JWT_SECRET_PREVIOUS is unset', async () => {
    expectError(await me(rotated, signedByPrevious()), 401, 'credential_invalid');
    expect((await me(rotated, currentToken)).status).to.equal(200);
  });

  it('accepts a token issued before key ids (no kid) under either accepted secret, and only then', async () => {
    const noKid = (secret: string) =>
      jwt.sign({ typ: 'session', sid: sessionId }, secret, {
        algorithm: 'HS256',
        issuer: 'marketplace-api',
        subject: accountId,
        expiresIn: 3600,
      });
    expect((await me(rotating, noKid(currentSecret))).status).to.equal(200);
    expect((await me(rotating, noKid(previousSecret))).status).to.equal(200);
    expectError(await me(rotated, noKid(previousSecret)), 401, 'credential_invalid');
  });

  it('refuses a token whose kid names no accepted secret, even when its signature is genuine', async () => {
    const payload = payloadOf(currentToken);
    const unknownKid = jwt.sign(payload, currentSecret, { algorithm: 'HS256', keyid: '0123456789abcdef' });
    expectError(await me(rotating, unknownKid), 401, 'credential_invalid');
  });

  it('refuses a token that names the current kid but is signed with the previous secret', async () => {
    const payload = payloadOf(currentToken);
    const mislabelled = jwt.sign(payload, previousSecret, { algorithm: 'HS256', keyid: jwtKeyId(currentSecret) });
    expectError(await me(rotating, mislabelled), 401, 'credential_invalid');
  });
});
