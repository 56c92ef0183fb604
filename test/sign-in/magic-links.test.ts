import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { buildConsole } from '../console/browser.ts';
import { signInRepositories } from '../../services/core/sign-in/domain.ts';
import { purgeExpiredSignInRecords } from '../../services/core/sign-in/sign-in-purge.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import type { ApiResponse } from '../support/http.ts';
import { latestMailTo, sentText } from '../support/mail-outbox.ts';
import { linkIn, mailpit, type MailMessage } from '../support/mailpit.ts';
import { APP_ORIGIN, startSignInSystem, type SignInSystem } from './sign-in-system.ts';

const MINUTE = 60_000;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('sign-in: magic links', function () {
  this.timeout(60_000);
  let signIn: SignInSystem;
  let db: Db;

  before(async function () {
    this.timeout(120_000);
    signIn = await startSignInSystem('magic-links');
    db = signIn.mongo.db;
  });

  after(async () => {
    await signIn?.stop();
  });

  // Every test starts past the windows of the requests before it (5 per address, 20 per client, 15 minutes).
  beforeEach(() => signIn.clock.advance(16 * MINUTE));

  async function requestLink(email: string, redirectUrl?: string): Promise<ApiResponse> {
    const response = await signIn.api('POST', '/v1/auth/magic/request', {
      body: { email, ...(redirectUrl ? { redirectUrl } : {}) },
    });
    expectDocumentedResponse('requestMagicLink', response);
    return response;
  }

  async function verify(token: string): Promise<ApiResponse> {
    const response = await signIn.api('POST', '/v1/auth/magic/verify', { body: { token } });
    expectDocumentedResponse('verifyMagicLink', response);
    return response;
  }

  /** Asks for a link and reads it (and its token) from the mail it sent over SMTP, as it arrived in Mailpit. */
  async function mailedLink(
    email: string,
    redirectUrl?: string,
  ): Promise<{ mail: MailMessage; link: URL; token: string }> {
    const mail = await mailpit().mailSentBy(email, async () => {
      expect((await requestLink(email, redirectUrl)).status).to.equal(202);
    });
    const link = linkIn(mail);
    return { mail, link, token: link.searchParams.get('token')! };
  }

  async function register(email: string): Promise<string> {
    const response = await signIn.api('POST', '/v1/auth/register', {
      body: { email, password: 'magic-link-password' },
    });
    expect(response.status, response.text).to.equal(201);
    return response.body.result.account.id;
  }

  it('answers a known and an unknown address identically, and mails both', async () => {
    const known = uniqueEmail('known');
    await register(known);
    const unknown = uniqueEmail('unknown');
    const [forKnown, forUnknown] = [await requestLink(known), await requestLink(unknown)];
    const comparable = (response: ApiResponse) => ({
      status: response.status,
      body: { ...response.body, request_id: undefined },
    });
    expect(comparable(forKnown)).to.deep.equal(comparable(forUnknown));
    expect(forKnown.status).to.equal(202);
    expect(forKnown.body.result).to.deep.equal({ accepted: true });
    const mails = [await mailpit().waitForMailTo(known), await mailpit().waitForMailTo(unknown)];
    expect(mails.map((mail) => [mail.Subject, mail.From.Address])).to.deep.equal([
      ['Your sign-in link', 'no-reply@localhost'],
      ['Your sign-in link', 'no-reply@localhost'],
    ]);
  });

  it('mails a link to the chosen page that carries the token over SMTP, and stores the token only hashed', async () => {
    const email = uniqueEmail('mail');
    const { mail, link, token } = await mailedLink(email, `${APP_ORIGIN}/welcome?next=%2Fdeals`);
    expect(`${link.origin}${link.pathname}`).to.equal(`${APP_ORIGIN}/welcome`);
    expect(link.searchParams.get('next')).to.equal('/deals');
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.Text).to.include(`{"token": "${token}"}`);
    const record = await db.collection('mail_outbox').findOne({ to: email });
    expect(record).to.deep.include({ status: 'sent', about: { kind: 'magic_link', id: sha256(token) } });
    const stored = await db.collection('magic_links').findOne({ _id: sha256(token) as never });
    expect(stored).to.include({ email });
    expect(JSON.stringify(stored)).to.not.include(token);
    expect((stored!.expiresAt as Date).getTime() - (stored!.createdAt as Date).getTime()).to.equal(15 * MINUTE);
  });

  it('regression: keeps the link and its token in mail_outbox only encrypted, while the mail sent carries them', async () => {
    const email = uniqueEmail('sealed');
    const { mail, link, token } = await mailedLink(email);
    expect(mail.Text).to.include(link.href).and.include(token);
    const record = await latestMailTo(email, db);
    expect(JSON.stringify(record)).to.not.include(token);
    expect(record!.text).to.include('Open this link to sign in').and.include('[sealed]');
    expect(sentText(record!, signIn.config.dataEncryptionKey)).to.include(link.href).and.include(token);
  });

  it("regression: follows the mailed link: it opens the console's sign-in page on the service's own address (it was a 404 at http://localhost:0/sign-in/magic), whose token signs the address in", async () => {
    const email = uniqueEmail('follow');
    const { link } = await mailedLink(email);
    expect(`${link.origin}${link.pathname}${link.hash}`).to.equal(`${signIn.system.url}/console/#/magic`);
    await buildConsole();
    const page = await fetch(link);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    const signedIn = await verify(link.searchParams.get('token')!);
    expect(signedIn.status, signedIn.text).to.equal(200);
    const me = await signIn.api('GET', '/v1/me', { token: signedIn.body.result.token });
    expect(me.status, me.text).to.equal(200);
    expect(me.body.result.account.email).to.equal(email);
  });

  it('refuses a page outside the website and SIGN_IN_REDIRECT_ORIGINS, naming the field', async () => {
    const response = await requestLink(uniqueEmail('elsewhere'), 'https://evil.example/steal');
    expect(expectError(response, 400, 'validation_failed').field).to.equal('body.redirectUrl');
  });

  it("accepts a page of the service's own origin: the console's link keeps its continuation and fragment", async () => {
    const page = `${signIn.system.url}/console/?continue=%2Fconsent%2Focr_1#/magic`;
    const { link, token } = await mailedLink(uniqueEmail('console'), page);
    expect(link.href).to.equal(`${signIn.system.url}/console/?continue=%2Fconsent%2Focr_1&token=${token}#/magic`);
  });

  it('creates the account of an unknown address when its link is redeemed, and returns a session like login', async () => {
    const email = uniqueEmail('new');
    const { token } = await mailedLink(email);
    const response = await verify(token);
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.account.email).to.equal(email);
    const me = await signIn.api('GET', '/v1/me', { token: response.body.result.token });
    expect(me.status, me.text).to.equal(200);
    expect(me.body.result.account.id).to.equal(response.body.result.account.id);
    expect(me.body.result.principal.kind).to.equal('session');
    const account = await db.collection('accounts').findOne({ emailNormalized: email });
    expect(account).to.include({ passwordHash: null });
  });

  it('signs in the existing account of the address', async () => {
    const email = uniqueEmail('existing');
    const accountId = await register(email);
    const { token } = await mailedLink(email);
    const response = await verify(token);
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.account.id).to.equal(accountId);
  });

  it("takes an address registered with a password but never proven back for its owner: the password removed, the registrant's sessions, keys and OAuth grants ended", async () => {
    const email = uniqueEmail('pre-hijacked');
    await register(email);
    const login = await signIn.api('POST', '/v1/auth/login', { body: { email, password: 'magic-link-password' } });
    expect(login.status, login.text).to.equal(200);
    const impostor = login.body.result.token as string;
    const key = await signIn.api('POST', '/v1/keys', {
      token: impostor,
      body: { name: 'kept access', scopes: ['account:read'] },
    });
    expect(key.status, key.text).to.equal(201);

    const owner = await verify((await mailedLink(email)).token);
    expect(owner.status, owner.text).to.equal(200);
    expect((await signIn.api('GET', '/v1/me', { token: owner.body.result.token })).status).to.equal(200);
    expect((await signIn.api('GET', '/v1/me', { token: impostor })).status, "the registrant's session").to.equal(401);
    expect(
      (await signIn.api('GET', '/v1/me', { token: key.body.result.secret })).status,
      "the registrant's API key",
    ).to.equal(401);
    expectError(
      await signIn.api('POST', '/v1/auth/login', { body: { email, password: 'magic-link-password' } }),
      401,
      'invalid_credentials',
    );
    const account = await db.collection('accounts').findOne({ emailNormalized: email });
    expect(account).to.include({ passwordHash: null });
    expect(account!.emailProvenAt).to.be.instanceOf(Date);
  });

  it('regression: a registrant racing the takeover (changing the profile, setting a password without the old one) keeps no way back in', async function () {
    this.timeout(120_000);
    for (let round = 0; round < 10; round += 1) {
      const email = uniqueEmail('racing-registrant');
      await register(email);
      const login = await signIn.api('POST', '/v1/auth/login', { body: { email, password: 'magic-link-password' } });
      const impostor = login.body.result.token as string;
      const { token } = await mailedLink(email);
      let proven = false;
      const hammer = async () => {
        while (!proven) {
          await Promise.all([
            signIn.api('PATCH', '/v1/me', { token: impostor, body: { bio: `still here ${round}` } }),
            signIn.api('POST', '/v1/auth/password', { token: impostor, body: { newPassword: 'impostor-password' } }),
          ]);
        }
      };
      const hammering = [hammer(), hammer()];
      const owner = await verify(token);
      proven = true;
      await Promise.all(hammering);
      expect(owner.status, owner.text).to.equal(200);
      for (const password of ['magic-link-password', 'impostor-password']) {
        const attempt = await signIn.api('POST', '/v1/auth/login', { body: { email, password } });
        expect(attempt.status, `round ${round}: signed in with ${password}`).to.equal(401);
      }
      expect((await signIn.api('GET', '/v1/me', { token: impostor })).status).to.equal(401);
      signIn.clock.advance(16 * MINUTE);
    }
  });

  it('keeps the sessions and keys of an account whose address was proven before', async () => {
    const email = uniqueEmail('proven');
    const first = await verify((await mailedLink(email)).token);
    const key = await signIn.api('POST', '/v1/keys', {
      token: first.body.result.token,
      body: { name: 'agent', scopes: ['account:read'] },
    });
    expect(key.status, key.text).to.equal(201);
    signIn.clock.advance(16 * MINUTE);
    expect((await verify((await mailedLink(email)).token)).status).to.equal(200);
    expect((await signIn.api('GET', '/v1/me', { token: first.body.result.token })).status).to.equal(200);
    expect((await signIn.api('GET', '/v1/me', { token: key.body.result.secret })).status).to.equal(200);
  });

  it('lets exactly one of 10 parallel redemptions of a token sign in; the link is spent afterwards', async function () {
    this.timeout(120_000);
    const email = uniqueEmail('parallel');
    const { token } = await mailedLink(email);
    const responses = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
    expect(responses.map((response) => response.status).sort()).to.deep.equal([200, ...Array(9).fill(410)]);
    for (const refused of responses.filter((response) => response.status !== 200))
      expectError(refused, 410, 'link_expired');
    const account = await db.collection('accounts').findOne({ emailNormalized: email });
    expect(await db.collection('sessions').countDocuments({ accountId: account!._id })).to.equal(1);
    const again = expectError(await verify(token), 410, 'link_expired');
    expect(again).to.include({ field: 'body.token' });
    expect(again.message).to.match(/already used/);
  });

  it('honours a link for 15 minutes and refuses it afterwards with 410 link_expired', async () => {
    const email = uniqueEmail('expiry');
    const first = await mailedLink(email);
    const second = await mailedLink(email);
    signIn.clock.advance(15 * MINUTE - 10_000);
    expect((await verify(first.token)).status).to.equal(200);
    signIn.clock.advance(20_000);
    const expired = expectError(await verify(second.token), 410, 'link_expired');
    expect(expired.message).to.match(/expired/);
  });

  it('refuses an unknown token with 401 credential_invalid naming the field', async () => {
    const refused = expectError(await verify('x'.repeat(43)), 401, 'credential_invalid');
    expect(refused.field).to.equal('body.token');
  });

  it('limits an address to 5 links in 15 minutes, answering 429 rate_limited with Retry-After until the window frees it', async () => {
    const email = uniqueEmail('limited');
    for (let index = 0; index < 5; index += 1) expect((await requestLink(email)).status).to.equal(202);
    const limited = await requestLink(email);
    const error = expectError(limited, 429, 'rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, 900);
    expect(error.meta.retryAfterSeconds).to.equal(retryAfter);
    expect(await mailpit().mailsTo(email), 'no mail for a refused request').to.have.length(5);
    expect((await requestLink(uniqueEmail('other-address'))).status, 'another address is not limited').to.equal(202);
    signIn.clock.advance(retryAfter * 1000);
    expect((await requestLink(email)).status).to.equal(202);
  });

  it('limits one client address to 20 links in 15 minutes, whatever the addresses', async function () {
    this.timeout(120_000);
    for (let index = 0; index < 20; index += 1)
      expect((await requestLink(uniqueEmail(`client-${index}`))).status).to.equal(202);
    const limited = await requestLink(uniqueEmail('client-21'));
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 900);
    const clientKey = sha256('client\n127.0.0.1');
    expect(
      await db.collection('sign_in_requests').countDocuments({ key: clientKey }),
      'counted under the client address the gateway saw',
    ).to.be.at.least(20);
  });

  it('purges expired links and their spent claims', async () => {
    const { token } = await mailedLink(uniqueEmail('purged'));
    expect((await verify(token)).status).to.equal(200);
    const tokenHash = sha256(token);
    await purgeExpiredSignInRecords(
      signInRepositories(db),
      new Date(signIn.clock.now().getTime() + 15 * MINUTE + 1000),
    );
    expect(await db.collection('magic_links').countDocuments({ _id: tokenHash as never })).to.equal(0);
    expect(await db.collection('sign_in_claims').countDocuments({ _id: `magic-link:${tokenHash}` as never })).to.equal(
      0,
    );
  });
});
