import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { businessListing, createListing, searchUntil } from '../catalog/catalog-helpers.ts';
import { createClient, MarketplaceError } from '../../sdk/src/index.ts';
import { apiKeyClient, registerThroughSdk, type SdkAccount } from '../sdk/support.ts';
import { createAdmin, establishProvider } from '../support/factories.ts';
import { latestMailTo, sentText } from '../support/mail-outbox.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver } from '../webhooks/receiver.ts';
import { launchBrowser, screenshotPath, signedInPage, useConsoleBrowser } from './browser.ts';

describe('web console: keys, webhooks, claims, search with its map, moderation and German', function () {
  this.timeout(120_000);
  const browser = useConsoleBrowser();
  let account: SdkAccount;

  before(async () => {
    account = await registerThroughSdk('console-user');
    // The map's listings are the user's, live at once.
    await establishProvider(harness().mongo.db, account.id);
  });

  const signedIn = (who: { email: string; password: string } = account) => signedInPage(browser(), who);

  it('signs in by magic link: with the code from the mail, and from the link, which leaves no token in the address', async () => {
    // An account of its own: the first link proves the address, which removes the password (docs/product.md "Sign-in without a password").
    const linkUser = await registerThroughSdk('console-link');
    const mailedToken = async () => {
      const mail = await latestMailTo(linkUser.email);
      return new URL(/^https?:\/\/\S+$/m.exec(sentText(mail!))![0]).searchParams.get('token')!;
    };
    const page = await browser().context.newPage();
    await page.goto(`${harness().baseUrl}/console/`);
    const byLink = page.getByRole('region', { name: 'With a link by email' });
    await byLink.getByLabel('Email address').fill(linkUser.email);
    await byLink.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await byLink.getByRole('status').filter({ hasText: 'a link is on its way' }).waitFor();
    await byLink.getByLabel('Code from the email').fill(await mailedToken());
    await byLink.getByRole('button', { name: 'Sign in with the code' }).click();
    await page.getByRole('heading', { level: 1, name: 'My approvals' }).waitFor();
    await page.close();

    await linkUser.client.withToken(undefined).requestMagicLink({ body: { email: linkUser.email } });
    const linked = await browser().context.newPage();
    await linked.goto(`${harness().baseUrl}/console/?token=${encodeURIComponent(await mailedToken())}#/deals`);
    await linked.getByRole('heading', { level: 1, name: 'My deals' }).waitFor();
    expect(linked.url()).to.equal(`${harness().baseUrl}/console/#/deals`);
    await linked.close();
  });

  it('creates an API key with scopes and a spending policy, shows its secret once, and revokes it', async () => {
    const { page, problems } = await signedIn();
    await page.getByRole('link', { name: 'API keys' }).click();
    const form = page.getByRole('form', { name: 'Create a key' });
    await form.getByLabel('Name').fill('Console key');
    await form.getByRole('checkbox', { name: /^deals:read\b/ }).check();
    await form.getByRole('checkbox', { name: /^deals:human-gate\b/ }).check();
    await form.getByLabel('Limit per deal').fill('250');
    await form.getByLabel('Limit per day').fill('1000.50');
    await form.getByRole('button', { name: 'Create key' }).click();

    const secret = (await page.locator('output[data-field="secret"]').textContent())!;
    const keyed = createClient({ baseUrl: harness().baseUrl, token: secret });
    const keys = await account.client.listApiKeys();
    const created = keys.find((key) => key.name === 'Console key')!;
    expect(created.scopes).to.have.members(['deals:read', 'deals:human-gate']);
    expect(created.spendingPolicy).to.deep.equal({ perDeal: 25_000, perDay: 100_050, currency: 'EUR' });
    expect(await keyed.listDeals(), 'the secret shown works as a key').to.deep.equal([]);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.locator('output[data-field="secret"]').count(), 'the secret is gone once dismissed').to.equal(0);
    await page.getByRole('button', { name: 'Revoke Console key' }).click();
    await page.getByRole('status').filter({ hasText: '“Console key” is revoked.' }).waitFor();
    const refused = await keyed.listDeals().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(MarketplaceError);
    expect((refused as MarketplaceError).status).to.equal(401);
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('subscribes a webhook and shows its delivery log', async () => {
    const receiver = await startReceiver();
    try {
      const { page } = await signedIn();
      await page.getByRole('link', { name: 'Webhooks' }).click();
      const form = page.getByRole('form', { name: 'Subscribe' });
      await form.getByLabel('Address (https)').fill(`${receiver.url}/hooks`);
      await form.getByRole('button', { name: 'Create subscription' }).click();
      await page.getByRole('heading', { name: 'Signing secret' }).waitFor();
      const [subscription] = await account.client.listWebhooks();
      expect(subscription).to.deep.include({
        url: `${receiver.url}/hooks`,
        events: ['approval.requested', 'deal.status_changed'],
      });

      const seller = await registerThroughSdk('console-webhook-seller');
      const deal = await account.client.createDeal({
        body: { counterpartyId: seller.id, title: 'Webhook deal', amount: 1_000, currency: 'EUR' },
      });
      await account.client.proposeDeal({ id: deal.id });
      await receiver.waitFor(1, '/hooks');
      for (let tries = 0; ; tries += 1) {
        const deliveries = await account.client.listWebhookDeliveries({ id: subscription!.id });
        if (deliveries.some((delivery) => delivery.status === 'succeeded')) break;
        if (tries > 100) throw new Error(`no succeeded delivery recorded: ${JSON.stringify(deliveries)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      await page.getByRole('button', { name: 'Delivery log' }).click();
      const row = page.getByRole('row', { name: /deal\.status_changed/ }).first();
      expect(await row.locator('[data-field="status"]').textContent()).to.equal('succeeded');
      await page.close();
    } finally {
      await receiver.stop();
    }
  });

  it('lists claims with their decision deadline for the provider, and the mandates it published', async () => {
    const provider = await registerThroughSdk('console-provider');
    const agent = await registerThroughSdk('console-agent');
    const providerKey = await apiKeyClient(provider, ['mandates:write']);
    const agentKey = await apiKeyClient(agent, ['claims:write']);
    const title = `Heat pumps ${randomBytes(3).toString('hex')}`;
    const mandate = await providerKey.createMandate({
      body: {
        offer: { title, description: 'Installed in a week.' },
        territory: ['DE', 'AT'],
        reward: { amount: 50_000, currency: 'EUR' },
      },
    });
    const claim = await agentKey.createClaim({
      body: {
        mandateId: mandate.id,
        buyer: { legalName: 'Stadtwerke Beispiel GmbH', country: 'DE' },
        contact: { name: 'Kim Buyer', email: `kim-${randomBytes(4).toString('hex')}@buyer.example.test` },
        lawfulContactSourceAttestation: true,
        registrationBeforeIntroductionAttestation: true,
      },
    });

    const { page } = await signedIn(provider);
    await page.getByRole('link', { name: 'Claims and mandates' }).click();
    const row = page.locator(`tr[data-claim-id="${claim.id}"]`);
    expect(await row.getByRole('rowheader').textContent()).to.equal(title);
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(claim.decisionDeadline),
    );
    expect(await row.locator('[data-field="deadline"]').textContent()).to.equal(deadline);
    expect(await page.locator(`tr[data-mandate-id="${mandate.id}"]`).textContent())
      .to.include('DE, AT')
      .and.include('€500.00');
    await page.close();
  });

  it('searches the catalog, narrows by a facet and shows the geo results on a map without tiles', async () => {
    const word = `maptest${randomBytes(3).toString('hex')}`;
    const places = [
      { name: 'Berlin', lat: 52.52, lon: 13.405, services: 'web-design' },
      { name: 'Hamburg', lat: 53.551, lon: 9.993, services: 'seo' },
      { name: 'Munich', lat: 48.137, lon: 11.575, services: 'web-design' },
    ];
    for (const place of places) {
      await createListing(
        account,
        businessListing(`${word} ${place.name} studio`, {
          location: { lat: place.lat, lon: place.lon, city: place.name, country: 'DE' },
          facets: { services: [place.services] },
        }),
      );
    }
    await searchUntil({ q: word, semantic: false }, (result) => result.hits.length === 3, 30_000);

    const { page, problems } = await signedIn();
    await page.getByRole('link', { name: 'Catalog search' }).click();
    await page.getByLabel('Search for').fill(word);
    // The made-up word keeps the search to this test's listings only when matched as a word.
    await page.getByLabel('These words only (not by meaning)').check();
    await page.getByLabel('Category').selectOption('businesses');
    await page.getByLabel('Search for').press('Enter');
    await page.getByRole('heading', { name: '3 results' }).waitFor();
    const map = page.getByRole('region', { name: 'Map of 3 results with a location' });
    await map.waitFor();
    expect(await map.locator('path.leaflet-interactive').count()).to.equal(3);
    expect(await map.locator('.leaflet-tooltip').allTextContents()).to.have.members(
      places.map((place) => `${word} ${place.name} studio`),
    );
    expect(await map.locator('img.leaflet-tile').count(), 'no tiles are loaded').to.equal(0);
    await page.screenshot({ path: await screenshotPath('search-map'), fullPage: true });

    await page.getByRole('group', { name: 'services' }).getByRole('checkbox', { name: /^seo / }).check();
    await page.getByRole('heading', { name: '1 result' }).waitFor();
    expect(await page.locator('ol.hits li strong').allTextContents()).to.deep.equal([`${word} Hamburg studio`]);
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('shows the moderation queue to admins only', async () => {
    const { page } = await signedIn();
    expect(await page.getByRole('link', { name: 'Moderation queue' }).count()).to.equal(0);
    await page.close();
    const admin = await createAdmin('console-admin');
    const adminPage = (await signedIn(admin)).page;
    await adminPage.getByRole('link', { name: 'Moderation queue' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Moderation queue' }).waitFor();
    await adminPage
      .getByText(/Nothing waits for a decision\.|Why/)
      .first()
      .waitFor();
    await adminPage.close();
  });

  it('speaks German when the browser prefers it, and switches language on request', async () => {
    const german = await launchBrowser({ locale: 'de-DE' });
    try {
      const page = await german.context.newPage();
      await page.goto(`${harness().baseUrl}/console/`);
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).to.equal('de');
      expect(await page.getByLabel('Passwort', { exact: true }).count()).to.equal(1);
    } finally {
      await german.close();
    }

    const { page } = await signedIn();
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Meine Freigaben' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).to.equal('de');
    expect(
      await page.getByRole('navigation', { name: 'Konsole' }).getByRole('link').allTextContents(),
    ).to.include.members(['Meine Freigaben', 'Geschäfte', 'API-Schlüssel']);
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'My approvals' }).waitFor();
    await page.close();
  });
});
