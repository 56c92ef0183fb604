import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { buildConsole, ensureChromium, launchBrowser, screenshotPath, watchProblems } from '../console/browser.ts';
import { uniqueEmail } from '../support/factories.ts';
import { linkIn, mailpit } from '../support/mailpit.ts';
import { StockClientProvider } from '../oauth/mcp-client-provider.ts';
import { harness } from '../support/root-hooks.ts';
import { startCallbackServer, type CallbackServer } from './callback-server.ts';
import { LOCALES, text, type Language } from './messages.ts';

const CLIENT_NAME = 'Desktop assistant (MCP SDK)';
const GRANTED = ['account:read', 'deals:read'];

/** A stock MCP client's OAuth provider whose "open the browser" opens the authorization URL in Chromium. */
class BrowserOpeningProvider extends StockClientProvider {
  constructor(
    callback: CallbackServer,
    private readonly page: Page,
  ) {
    super(CLIENT_NAME, callback.redirectUri);
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    await this.page.goto(authorizationUrl.href);
  }
}

/** Asks for a link on the page, reads the mail in Mailpit and follows its link in the same tab. */
async function signInByMailedLink(page: Page, language: Language, email: string, shot?: string): Promise<URL> {
  const byLink = page.getByRole('region', { name: text(language, 'signIn.withLink') });
  await byLink.getByLabel(text(language, 'signIn.email')).fill(email);
  const before = (await mailpit().mailsTo(email)).length;
  await byLink.getByRole('button', { name: text(language, 'signIn.sendLink') }).click();
  await byLink
    .getByRole('status')
    .filter({ hasText: text(language, 'signIn.linkSent') })
    .waitFor();
  if (shot) await page.screenshot({ path: await screenshotPath(shot), fullPage: true });
  const link = linkIn(await mailpit().waitForMailTo(email, { count: before + 1 }));
  await page.goto(link.href);
  return link;
}

async function callMcp(accessToken: string): Promise<number> {
  const response = await fetch(new URL('/mcp', harness().baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'svc_account', arguments: { action: 'me' } },
    }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('end to end: a stock MCP client sends a new person to the browser, who signs in by mail and consents', function () {
  this.timeout(180_000);

  before(async function () {
    this.timeout(10 * 60_000);
    ensureChromium();
    await buildConsole();
  });

  for (const language of ['en', 'de'] as const) {
    it(`${language}: from a bare 401 through registration, the magic link from Mailpit and the consent page to the tool call; then the person revokes the app`, async () => {
      const base = harness().baseUrl;
      const email = uniqueEmail(`e2e-${language}`);
      const callback = await startCallbackServer();
      const browser = await launchBrowser({ locale: LOCALES[language] });
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      const provider = new BrowserOpeningProvider(callback, page);
      const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { authProvider: provider });
      const client = new Client({ name: `e2e-${randomBytes(2).toString('hex')}`, version: '1.0.0' });
      try {
        await client.connect(transport);
        const refusal = await client.callTool({ name: 'svc_account', arguments: { action: 'me' } }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal).to.be.instanceOf(UnauthorizedError);
        expect(provider.information?.client_id).to.match(/^ocl_/);

        // The authorization endpoint sent the browser to the console's consent page, which asks to sign in first.
        const consentUrl = new URL(page.url());
        expect(`${consentUrl.origin}${consentUrl.pathname}`).to.equal(`${base}/console/`);
        const requestId = /^#\/consent\/(ocr_\w+)$/.exec(consentUrl.hash)?.[1];
        expect(requestId, page.url()).to.be.a('string');
        await page.getByText(text(language, 'consent.signInFirst')).waitFor();
        await page.screenshot({ path: await screenshotPath(`sign-in-${language}`), fullPage: true });

        const link = await signInByMailedLink(page, language, email, `magic-link-sent-${language}`);
        expect(`${link.origin}${link.pathname}${link.hash}`).to.equal(`${base}/console/#/magic`);
        expect(link.searchParams.get('continue')).to.equal(`/consent/${requestId}`);

        // Signed in by the link, the person is back at the request, with no token left in the address.
        const consent = page.getByRole('form', { name: text(language, 'consent.title', { client: CLIENT_NAME }) });
        await consent.waitFor();
        expect(page.url()).to.equal(`${base}/console/#/consent/${requestId}`);
        const redirectHost = new URL(callback.redirectUri).host;
        expect(await consent.locator('[data-field="client"]').textContent()).to.equal(
          `${CLIENT_NAME} (${provider.information!.client_id})`,
        );
        expect(await consent.locator('[data-field="redirect-host"]').textContent()).to.equal(redirectHost);
        expect(await consent.locator('[data-field="registration"]').textContent()).to.equal(
          text(language, 'consent.registration.dynamic'),
        );
        expect(await consent.locator('[data-field="resource"]').textContent()).to.equal(
          `${text(language, 'consent.resource.mcp')} (${base}/mcp)`,
        );
        expect(await consent.locator('[data-field="money"]').textContent()).to.equal(text(language, 'consent.money'));
        await consent.getByRole('checkbox', { name: text(language, 'scope.deals:read') }).waitFor();
        await page.screenshot({ path: await screenshotPath(`consent-${language}`), fullPage: true });

        // The person allows only two of the scopes asked for.
        for (const box of await consent.getByRole('checkbox').all())
          if (!GRANTED.includes((await box.getAttribute('value'))!)) await box.uncheck();
        const arrived = callback.nextCallback();
        await consent.getByRole('button', { name: text(language, 'consent.approve') }).click();
        const response = await arrived;
        await page.waitForURL((url) => url.href.startsWith(callback.redirectUri));
        expect(response.get('iss')).to.equal(base);
        const code = response.get('code');
        expect(code, response.toString()).to.be.a('string');

        await transport.finishAuth(code!);
        expect(provider.saved).to.include({ token_type: 'Bearer', scope: GRANTED.join(' ') });
        const me = (await client.callTool({ name: 'svc_account', arguments: { action: 'me' } })) as CallToolResult;
        expect(me.isError, JSON.stringify(me.content)).to.not.equal(true);
        const result = (me.structuredContent as { result: { account: { email: string }; principal: unknown } }).result;
        expect(result.account.email).to.equal(email);
        expect(result.principal).to.deep.equal({ kind: 'oauth', scopes: GRANTED, agentId: null });

        // Later, in a new visit to the console's connected apps, the person revokes the app: its token stops working.
        await page.goto(`${base}/console/#/apps`);
        await signInByMailedLink(page, language, email);
        await page.getByRole('heading', { level: 1, name: text(language, 'apps.title') }).waitFor();
        expect(page.url()).to.equal(`${base}/console/#/apps`);
        const row = page.locator('tr', { hasText: CLIENT_NAME });
        expect(await row.locator('td').first().textContent()).to.equal(GRANTED.join(', '));
        await page.screenshot({ path: await screenshotPath(`connected-apps-${language}`), fullPage: true });
        expect(await callMcp(provider.saved!.access_token)).to.equal(200);
        await row.getByRole('button', { name: text(language, 'apps.revokeNamed', { name: CLIENT_NAME }) }).click();
        await page
          .getByRole('status')
          .filter({ hasText: text(language, 'apps.revoked', { name: CLIENT_NAME }) })
          .waitFor();
        await page.getByText(text(language, 'apps.none')).waitFor();
        expect(await callMcp(provider.saved!.access_token)).to.equal(401);
        expect(problems, problems.join('\n')).to.deep.equal([]);
      } finally {
        await client.close();
        await browser.close();
        await callback.close();
      }
    });
  }
});
