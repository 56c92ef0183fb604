import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seedDemoLoop, type DemoLoop } from '../../scripts/demo-data/demo-loop.ts';
import { createCore } from '../../services/core/index.ts';
import { systemClock } from '../../shared/clock.ts';
import { businessListing, createListing, searchUntil } from '../catalog/catalog-helpers.ts';
import { registerThroughSdk, type SdkAccount } from '../sdk/support.ts';
import { establishProvider } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { screenshotPath, signedInPage, useConsoleBrowser } from './browser.ts';

const PAGES = ['approvals', 'deals', 'claims', 'listings', 'credits', 'keys', 'domains', 'settings', 'search'];

describe("web console: the demo's loop, and every page of the human's job with its main action", function () {
  this.timeout(180_000);
  const browser = useConsoleBrowser();
  let human: SdkAccount;
  let seller: SdkAccount;
  let loop: DemoLoop;

  before(async () => {
    human = await registerThroughSdk('demo-human');
    seller = await registerThroughSdk('atelier');
    await seller.client.updateMe({ body: { displayName: 'Atelier Nord' } });
    const scout = await registerThroughSdk('scout-owner');
    const mandate = await human.client.createMandate({
      body: {
        offer: { title: 'Managed Kubernetes', description: 'Introduce companies that run their own servers.' },
        territory: ['DE', 'AT'],
        reward: { amount: 150_000, currency: 'EUR' },
      },
    });
    // What `npm start` seeds for the demo account, made for this account by the same function.
    const core = createCore({ db: harness().mongo.db, clock: systemClock, config: harness().config });
    loop = await seedDemoLoop(core, { accountId: human.id, mandateId: mandate.id }, [seller.id, scout.id]);
  });

  const signedIn = () => signedInPage(browser(), human);

  it("shows the agent's proposals with who gets the money and who asked, counts them in the navigation, and approves the funding", async () => {
    const { page, problems } = await signedIn();
    const count = page.locator('[data-field="approval-count"]');
    await count.filter({ hasText: '2' }).waitFor();

    const [fundId, topUpId] = loop.approvalIds;
    const fund = page.locator(`article[data-approval-id="${fundId}"]`);
    await fund.waitFor();
    expect(await fund.getByRole('heading').textContent()).to.equal('Fund the escrow: €1,850.00');
    expect(await fund.locator('[data-field="counterparty"]').textContent()).to.equal(
      `Atelier Nord (${seller.id}) · no reviews yet`,
    );
    expect(await fund.locator('[data-field="agent"]').textContent()).to.equal(
      `Procurement assistant (${loop.agentId})`,
    );
    expect(await fund.locator('[data-field="key"]').textContent()).to.equal(`“Procurement assistant” (${loop.keyId})`);
    const topUp = page.locator(`article[data-approval-id="${topUpId}"]`);
    expect(await topUp.locator('.outcome').textContent()).to.equal(
      'Approving charges €50.00 to your payment method for 500 credits.',
    );
    expect(await topUp.locator('[data-field="counterparty"]').textContent()).to.equal(
      'the marketplace, for 500 credits',
    );
    await page.screenshot({ path: await screenshotPath('demo-approvals-en'), fullPage: true });

    await fund.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved: €1,850.00.' }).waitFor();
    await count.filter({ hasText: '1' }).waitFor();
    expect((await human.client.getApproval({ id: fundId! })).status).to.equal('approved');
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('accepts the lead waiting for a decision', async () => {
    const { page } = await signedIn();
    await page.getByRole('link', { name: 'Claims and mandates' }).click();
    const row = page.locator(`tr[data-claim-id="${loop.claimId}"]`);
    expect(await row.locator('[data-field="status"]').textContent()).to.equal('provisional');
    await row.getByRole('button', { name: 'Accept the lead Brauerei Hofmann GmbH' }).click();
    await page.getByRole('status').filter({ hasText: 'The lead Brauerei Hofmann GmbH is accepted.' }).waitFor();
    expect((await human.client.getClaim({ id: loop.claimId })).status).to.not.equal('provisional');
    await page.close();
  });

  it("completes the imported draft's gaps and publishes it", async () => {
    const { page, problems } = await signedIn();
    await page.getByRole('link', { name: 'My listings' }).click();
    const row = page.locator(`tr[data-draft-id="${loop.draftId}"]`);
    expect(await row.locator('[data-field="status"]').textContent()).to.equal('draft');
    await row.getByRole('button', { name: /^Complete / }).click();
    const editor = page.locator(`section[data-draft-id="${loop.draftId}"]`);
    await editor.locator('[data-field="gap-report"]').waitFor();
    const draft = await human.client.getDraft({ id: loop.draftId });
    const gaps = [...draft.gapReport.missing, ...draft.gapReport.ambiguous];
    expect(gaps.length, 'the demo draft has something to complete').to.be.greaterThan(0);
    await fillGaps(page, editor.getByRole('form', { name: 'Fields of the draft' }));
    await page.screenshot({ path: await screenshotPath('demo-draft-en'), fullPage: true });
    await editor.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /published as a listing|waits for the moderators/ })
      .waitFor();
    expect((await human.client.getDraft({ id: loop.draftId })).status).to.be.oneOf(['published', 'in_review']);
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('tops up credits in the sandbox and shows the balance and ledger', async () => {
    const { page } = await signedIn();
    await page.getByRole('link', { name: 'Credits' }).click();
    await page.getByLabel('Credits', { exact: true }).fill('100');
    expect(await page.getByText('Price: €10.00').count()).to.equal(1);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^100 credits: succeeded/ })
      .waitFor();
    await page.locator('[data-field="balance"]').filter({ hasText: 'Balance: 100 credits' }).waitFor();
    expect(await page.locator('tr [data-field="kind"]').allTextContents()).to.include('top_up');
    expect((await human.client.getCreditBalance()).balance).to.equal(100);
    await page.close();
  });

  it("lists the agent's key with its agent and spending policy, and revokes it", async () => {
    const { page } = await signedIn();
    await page.getByRole('link', { name: 'API keys' }).click();
    const row = page.locator(`tr[data-key-id="${loop.keyId}"]`);
    await row
      .locator('[data-field="agent"]')
      .filter({ hasText: /^Procurement assistant$/ })
      .waitFor();
    expect(await row.locator('[data-field="policy"]').textContent()).to.equal('€3,000.00 per deal, €5,000.00 per day');
    expect(await page.locator(`tr[data-agent-id="${loop.agentId}"] [data-field="keys"]`).textContent()).to.equal('1');
    await row.getByRole('button', { name: 'Revoke Procurement assistant' }).click();
    await page.getByRole('status').filter({ hasText: '“Procurement assistant” is revoked.' }).waitFor();
    const keys = await human.client.listApiKeys();
    expect(keys.find((key) => key.id === loop.keyId)?.revokedAt).to.be.a('string');
    await page.close();
  });

  it('adds a domain with its proof, and saves settings, which switch the console to German', async () => {
    const { page } = await signedIn();
    await page.getByRole('link', { name: 'Domains' }).click();
    const domain = `shop-${randomBytes(3).toString('hex')}.example.com`;
    await page.getByLabel('Domain', { exact: true }).fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await announced(page, `${domain} is added`);
    const [added] = await human.client.listDomains();
    const row = page.locator(`tr[data-domain-id="${added!.id}"]`);
    expect(await row.locator('[data-field="status"]').textContent()).to.equal('not verified yet');
    expect(await row.textContent()).to.include(added!.proof.dns.value);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Receipt of and decision on a report I filed').uncheck();
    await page.getByLabel('Language of mails and of this console').selectOption('de');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    const settings = await human.client.getSettings();
    expect(settings.locale).to.equal('de');
    expect(settings.notificationMail.listing_report).to.equal(false);
    await page.getByLabel('Sprache', { exact: true }).selectOption('en');
    await page.close();
  });

  it('searches around a city named in its own language', async () => {
    await establishProvider(harness().mongo.db, seller.id);
    const word = `citysearch${randomBytes(3).toString('hex')}`;
    for (const [city, lat, lon] of [
      ['Wien', 48.21, 16.37],
      ['Graz', 47.07, 15.44],
    ] as const) {
      await createListing(
        seller,
        businessListing(`${word} ${city} studio`, { location: { lat, lon, city, country: 'AT' } }),
      );
    }
    await searchUntil({ q: word, semantic: false }, (result) => result.hits.length === 2, 30_000);
    const { page, problems } = await signedIn();
    await page.getByRole('link', { name: 'Catalog search' }).click();
    await page.getByLabel('Search for').fill(word);
    await page.getByLabel('These words only (not by meaning)').check();
    await page.getByLabel('Category').selectOption('businesses');
    await page.getByLabel('City').fill('wien');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: '1 result' }).waitFor();
    expect(await page.locator('ol.hits li strong').allTextContents()).to.deep.equal([`${word} Wien studio`]);
    expect(await page.getByRole('heading', { name: 'Narrow down' }).count()).to.equal(1);

    await page.getByLabel('City').fill('Atlantis');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The marketplace knows no city called “Atlantis”.' }).waitFor();
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('shows every page with data, in English and in German (screenshots)', async () => {
    for (const language of ['en', 'de'] as const) {
      const { page, problems } = await signedIn();
      if (language === 'de') await page.getByLabel('Language').selectOption('de');
      for (const route of PAGES) {
        await page.goto(`${harness().baseUrl}/console/#/${route}`);
        await page.locator('h1').waitFor();
        await settled(page);
        await page.screenshot({ path: await screenshotPath(`page-${route}-${language}`), fullPage: true });
      }
      expect(problems, problems.join('\n')).to.deep.equal([]);
      await page.close();
    }
  });
});

/**
 * Completes the draft as a person would: the category a café belongs to, then each facet the category requires (a
 * list's first choice, else a word), saving after each round, until it can be published.
 */
async function fillGaps(page: Page, form: ReturnType<Page['locator']>): Promise<void> {
  const publish = form.getByRole('button', { name: 'Publish' });
  for (let round = 0; round < 3 && !(await publish.isEnabled()); round += 1) {
    const category = form.locator('select#draft-category');
    if (round === 0)
      await form.locator('select#draft-category option[value="local-services"]').waitFor({ state: 'attached' });
    if (await category.count()) await category.selectOption('local-services');
    for (const select of await form.locator('select[id^="draft-facets-"]').all()) {
      const options = await select
        .locator('option')
        .evaluateAll((nodes) => nodes.map((node) => (node as { value: string }).value).filter(Boolean));
      if (options[0]) await select.selectOption(options[0]);
    }
    for (const input of await form.locator('input[id^="draft-facets-"]').all()) await input.fill('Leipzig');
    await form.getByRole('button', { name: 'Save' }).click();
    await announced(page, 'The draft is saved.');
    await settled(page);
  }
}

/** Waits for the page to announce `text`; a refusal it shows instead fails with the refusal's words. */
async function announced(page: Page, text: string): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: text });
  const alert = page.getByRole('alert');
  await status.or(alert).first().waitFor();
  if (await alert.count()) throw new Error(`refused instead: ${await alert.first().textContent()}`);
}

/** Waits until nothing on the page is loading. */
async function settled(page: Page): Promise<void> {
  while (await page.locator('[aria-busy="true"]').count()) await page.waitForTimeout(50);
}
