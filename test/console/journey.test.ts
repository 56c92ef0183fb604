import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { registerThroughSdk } from '../sdk/support.ts';
import { screenshotPath, signedInPage, useConsoleBrowser } from './browser.ts';

describe('web console: a human clears the gates an agent asked for, in a real browser', function () {
  this.timeout(120_000);
  const browser = useConsoleBrowser();

  it('signs in, approves the funding the agent requested, funds, approves and confirms the release; the API agrees', async () => {
    const buyer = await registerThroughSdk('console-buyer');
    const seller = await registerThroughSdk('console-seller');
    const agent = await buyer.client.createAgent({
      body: { name: `Procurement bot ${randomBytes(2).toString('hex')}` },
    });
    const key = await buyer.client.createApiKey({
      body: {
        name: 'procurement',
        agentId: agent.id,
        scopes: ['deals:read', 'deals:write', 'deals:human-gate'],
        spendingPolicy: { perDeal: 100_000, perDay: 100_000, currency: 'EUR' },
      },
    });
    const agentClient = buyer.client.withToken(key.secret);
    const title = `Logo design ${randomBytes(3).toString('hex')}`;
    const deal = await agentClient.createDeal({
      body: { counterpartyId: seller.id, title, amount: 12_345, currency: 'EUR' },
    });
    await agentClient.proposeDeal({ id: deal.id });
    const fundApproval = await agentClient.requestDealApproval({
      id: deal.id,
      body: { action: 'fund', note: 'Three logo drafts, delivery in a week.' },
    });

    const { page, problems } = await signedInPage(browser(), buyer);

    const card = page.locator(`article[data-approval-id="${fundApproval.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).to.equal('Fund the escrow: €123.45');
    expect(await card.locator('[data-field="amount"]').textContent()).to.equal('€123.45');
    expect(await card.locator('[data-field="currency"]').textContent()).to.equal('EUR');
    expect(await card.locator('[data-field="counterparty"]').textContent()).to.equal(
      `console-seller (${seller.id}) · no reviews yet`,
    );
    expect(await card.locator('[data-field="deal"]').textContent()).to.equal(`${title} (${deal.id})`);
    expect(await card.locator('[data-field="agent"]').textContent()).to.equal(`${agent.name} (${agent.id})`);
    expect(await card.locator('[data-field="note"]').textContent()).to.equal('Three logo drafts, delivery in a week.');
    expect(await card.locator('.outcome').textContent()).to.equal(
      'Approving lets the deal be funded: €123.45 is taken from you and held in escrow for console-seller. Nothing is paid out yet.',
    );
    await page.screenshot({ path: await screenshotPath('approvals'), fullPage: true });

    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved: €123.45.' }).waitFor();
    await card.waitFor({ state: 'detached' });
    expect((await buyer.client.getApproval({ id: fundApproval.id })).status).to.equal('approved');

    await page.getByRole('link', { name: 'Deals' }).click();
    const row = page.locator(`tr[data-deal-id="${deal.id}"]`);
    await row.getByRole('button', { name: 'Fund' }).click();
    await row
      .locator('[data-field="status"]')
      .filter({ hasText: /^funded$/ })
      .waitFor();
    expect((await buyer.client.getDeal({ id: deal.id })).status).to.equal('funded');

    await seller.client.startDeal({ id: deal.id });
    await seller.client.deliverDeal({ id: deal.id, body: { note: 'Drafts attached.' } });
    const releaseApproval = await agentClient.requestDealApproval({ id: deal.id, body: { action: 'release' } });

    await page.getByRole('link', { name: 'My approvals' }).click();
    const release = page.locator(`article[data-approval-id="${releaseApproval.id}"]`);
    await release.getByRole('heading', { name: 'Release the payment: €123.45' }).waitFor();
    // By keyboard alone: type the comment, Tab to Approve, press Enter.
    await release.getByLabel('Comment (optional)').fill('Drafts received.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | null>('document.activeElement && document.activeElement.textContent')).to.equal(
      'Approve',
    );
    await page.keyboard.press('Enter');
    await release.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Deals' }).click();
    await row.getByRole('button', { name: 'Confirm release' }).click();
    await row
      .locator('[data-field="status"]')
      .filter({ hasText: /^released$/ })
      .waitFor();
    await page.screenshot({ path: await screenshotPath('deals'), fullPage: true });

    const settled = await seller.client.getDeal({ id: deal.id });
    expect(settled.status).to.equal('released');
    const steps = (settled.history ?? []).map((entry) => [entry.operation, entry.by]);
    expect(steps).to.deep.include.members([
      ['fundDeal', buyer.id],
      ['confirmDealRelease', buyer.id],
    ]);
    const decided = await buyer.client.getApproval({ id: releaseApproval.id });
    expect(decided).to.include({ comment: 'Drafts received.' });
    expect(problems, problems.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
