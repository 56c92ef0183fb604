import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { registerAccount, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { linkIn, mailpit } from '../support/mailpit.ts';
import { harness } from '../support/root-hooks.ts';
import {
  authorizationUrl,
  decide,
  pkce,
  registerClient,
  startAuthorization,
  tokenRequest,
} from '../oauth/oauth-client.ts';
import { startCallbackServer, type CallbackServer } from '../e2e/callback-server.ts';
import { LOCALES, text, type Language } from '../e2e/messages.ts';
import { buildConsole, ensureChromium, launchBrowser, screenshotPath, watchProblems, type Browser } from './browser.ts';

/** Opens a console route on a fresh load and signs in with the password form the page shows. */
async function openSignedIn(page: Page, language: Language, account: TestAccount, route: string): Promise<void> {
  await page.goto(`${harness().baseUrl}/console/#${route}`);
  const form = page.getByRole('region', { name: text(language, 'signIn.withPassword') });
  await form.getByLabel(text(language, 'signIn.email')).fill(account.email);
  await form.getByLabel(text(language, 'signIn.password'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: text(language, 'signIn.submit') }).click();
  await form.waitFor({ state: 'detached' });
}

/** Shows another console route in the same document, so the session held in memory stays. */
async function show(page: Page, route: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${route}`)}`);
}

async function consentRequest(callback: CallbackServer, clientName = 'Consent test client') {
  const clientId = await registerClient({ client_name: clientName, redirect_uris: [callback.redirectUri] });
  return { clientId, ...(await startAuthorization(clientId, { redirectUri: callback.redirectUri })) };
}

describe('web console: the consent page', function () {
  this.timeout(120_000);
  let callback: CallbackServer;

  before(async function () {
    this.timeout(10 * 60_000);
    ensureChromium();
    await buildConsole();
    callback = await startCallbackServer();
  });

  after(async () => {
    await callback?.close();
  });

  it("regression: the authorization endpoint sends the browser to the console's consent page (it was the JSON resource, a 401 envelope in a browser)", async () => {
    const request = await consentRequest(callback);
    const url = authorizationUrl(request.clientId, pkce(), 'state-1', { redirectUri: callback.redirectUri });
    const started = await fetch(url, { redirect: 'manual' });
    const location = started.headers.get('location')!;
    expect(location).to.match(new RegExp(`^${harness().baseUrl}/console/#/consent/ocr_\\w+$`));
    const page = await fetch(location);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    const made = await call('POST', '/v1/auth/oauth/authorize', {
      body: {
        response_type: 'code',
        client_id: request.clientId,
        redirect_uri: callback.redirectUri,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        scope: 'account:read',
      },
    });
    expect(made.status, made.text).to.equal(201);
    expect(made.body.result.consentUrl).to.equal(
      `${harness().baseUrl}/console/#/consent/${made.body.result.requestId}`,
    );
  });

  for (const language of ['en', 'de'] as const) {
    it(`${language}: denying sends the browser back with access_denied; denied, expired, allowed and unknown requests each get a page saying so`, async () => {
      const browser = await launchBrowser({ locale: LOCALES[language] });
      try {
        const page = await browser.context.newPage();
        const problems = watchProblems(page);
        const human = await registerAccount(`consent-${language}`);
        const denied = await consentRequest(callback);
        await openSignedIn(page, language, human, `/consent/${denied.requestId}`);
        const form = page.getByRole('form', {
          name: text(language, 'consent.title', { client: 'Consent test client' }),
        });
        const arrived = callback.nextCallback();
        await form.getByRole('button', { name: text(language, 'consent.deny') }).click();
        const response = await arrived;
        await page.waitForURL((url) => url.href.startsWith(callback.redirectUri));
        expect(Object.fromEntries(response)).to.deep.equal({
          error: 'access_denied',
          error_description: 'The human denied the request.',
          state: denied.state,
          iss: harness().baseUrl,
        });

        await openSignedIn(page, language, human, `/consent/${denied.requestId}`);
        await page.getByRole('heading', { level: 1, name: text(language, 'consent.state.denied') }).waitFor();
        expect(await page.getByRole('button', { name: text(language, 'consent.approve') }).count()).to.equal(0);
        await page.screenshot({ path: await screenshotPath(`consent-denied-${language}`), fullPage: true });

        const expired = await consentRequest(callback);
        await harness()
          .mongo.db.collection('oauth_consent_requests')
          .updateOne({ _id: expired.requestId as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
        await show(page, `/consent/${expired.requestId}`);
        await page.getByRole('heading', { level: 1, name: text(language, 'consent.state.expired') }).waitFor();
        await page.screenshot({ path: await screenshotPath(`consent-expired-${language}`), fullPage: true });

        const allowed = await consentRequest(callback);
        await decide(human, allowed.requestId, 'approve', ['account:read']);
        await show(page, `/consent/${allowed.requestId}`);
        await page.getByRole('heading', { level: 1, name: text(language, 'consent.state.approved') }).waitFor();

        await show(page, '/consent/ocr_00000000000000000000000000');
        await page.getByRole('heading', { level: 1, name: text(language, 'consent.state.missing') }).waitFor();
        expect(await page.locator('body').textContent()).to.not.include('resource_not_found');
        expect(problems, problems.join('\n')).to.deep.equal([]);
      } finally {
        await browser.close();
      }
    });
  }

  describe('security', () => {
    let browser: Browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    it("cannot approve another account's request: the page shows it decided, and the API refuses the decision", async () => {
      const owner = await registerAccount('consent-owner');
      const other = await registerAccount('consent-other');
      const request = await consentRequest(callback, 'Owner app');
      const back = await decide(owner, request.requestId, 'approve', ['account:read']);
      const exchanged = await tokenRequest({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: callback.redirectUri,
        client_id: request.clientId,
        code_verifier: request.pkce.verifier,
      });
      expect(exchanged.status, exchanged.text).to.equal(200);

      const page = await browser.context.newPage();
      await openSignedIn(page, 'en', other, `/consent/${request.requestId}`);
      await page.getByRole('heading', { level: 1, name: text('en', 'consent.state.approved') }).waitFor();
      expect(await page.getByRole('button', { name: text('en', 'consent.approve') }).count()).to.equal(0);
      const refused = await call('POST', `/v1/auth/oauth/requests/${request.requestId}/decision`, {
        token: other.token,
        body: { decision: 'approve' },
      });
      expectError(refused, 409, 'invalid_transition');

      const apps = async (who: TestAccount) =>
        (await call('GET', '/v1/auth/oauth/authorized-clients', { token: who.token })).body.result.map(
          (client: { clientId: string }) => client.clientId,
        );
      expect(await apps(owner)).to.deep.equal([request.clientId]);
      expect(await apps(other)).to.deep.equal([]);
      await show(page, '/apps');
      await page.getByText(text('en', 'apps.none')).waitFor();
      await page.close();
    });

    it('a magic link that asks to continue off the console signs in and stays on the console', async () => {
      const base = harness().baseUrl;
      for (const elsewhere of [
        'https://evil.example/steal',
        '//evil.example/steal',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const email = uniqueEmail('continue');
        const redirectUrl = `${base}/console/?${new URLSearchParams({ continue: elsewhere })}#/magic`;
        const mail = await mailpit().mailSentBy(email, async () => {
          expect((await call('POST', '/v1/auth/magic/request', { body: { email, redirectUrl } })).status).to.equal(202);
        });
        const link = linkIn(mail);
        expect(link.searchParams.get('continue')).to.equal(elsewhere);
        const page = await browser.context.newPage();
        const visited: string[] = [];
        page.on('request', (request) => visited.push(request.url()));
        await page.goto(link.href);
        await page.getByRole('heading', { level: 1, name: text('en', 'approvals.title') }).waitFor();
        expect(page.url(), elsewhere).to.equal(`${base}/console/#/approvals`);
        expect(
          visited.filter((url) => !url.startsWith(`${base}/`)),
          elsewhere,
        ).to.deep.equal([]);
        await page.close();
      }
    });

    it('shows a client name with markup as text: nothing of it runs or renders as elements', async () => {
      const human = await registerAccount('consent-escape');
      const name = `<img src=x onerror="document.title='pwned'"><script>window.pwned=1</script><b>Evil</b> & Co`;
      const request = await consentRequest(callback, name);
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      await openSignedIn(page, 'en', human, `/consent/${request.requestId}`);
      const form = page.getByRole('form', { name: text('en', 'consent.title', { client: name }) });
      await form.waitFor();
      expect(await form.getByRole('heading', { level: 1 }).textContent()).to.equal(
        text('en', 'consent.title', { client: name }),
      );
      expect(await form.locator('img, script, b').count()).to.equal(0);
      expect(await page.evaluate('[document.title, window.pwned ?? null]')).to.deep.equal([
        'Marketplace console',
        null,
      ]);
      expect(problems, problems.join('\n')).to.deep.equal([]);
      await page.close();
    });
  });
});
