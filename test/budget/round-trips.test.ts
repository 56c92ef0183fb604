import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import {
  anInvoice,
  confirmationTokenMailedTo,
  publishMandate,
  registerLead,
  type MandateOptions,
} from '../claims/fixtures.ts';
import { approvedApproval, createDeal, okStep, registerParties } from '../deals/fixtures.ts';
import {
  noticeInput,
  startModerationSystem,
  statementInput,
  type ModerationSystem,
} from '../moderation/moderation-system.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { budgetOf } from './budget-hooks.ts';
import { callsDuring } from './command-recorder.ts';

/** The one call `work` makes, with the MongoDB commands it sent before its reply. */
async function onlyCall(work: () => Promise<unknown>) {
  const calls = await callsDuring(work);
  expect(calls, 'one measured call').to.have.length(1);
  return calls[0]!;
}

/** A provider's mandate, an agent's lead on it, and the provider's acceptance: the claim every fact test starts from. */
async function acceptedClaim(label: string, mandate: MandateOptions = {}) {
  const provider = await registerAccount(`${label}-provider`);
  const agent = await registerAccount(`${label}-agent`);
  const claim = await registerLead(agent.token, (await publishMandate(provider.token, mandate)).id);
  expect(
    (await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } }))
      .status,
  ).to.equal(200);
  return { provider, agent, claim };
}

describe('database budget: round trips of single calls', () => {
  it('counts every command a call sends, and holds createDeal and getDeal to their budgets', async () => {
    const parties = await registerParties();
    let dealId = '';
    const created = await onlyCall(async () => {
      dealId = (await createDeal(parties)).id;
    });
    expect(created.operationId).to.equal('createDeal');
    // The session (it carries the admin power), the counterparty, then the deal with its deal.created: one write.
    expect(created.commands).to.deep.equal(['find sessions', 'find accounts', 'insert deals']);
    expect(created.commands.length).to.be.at.most(budgetOf('createDeal', 'POST'));
    // Accounts are never deleted: a counterparty found once is not read again.
    const again = await onlyCall(async () => {
      await createDeal(parties);
    });
    expect(again.commands).to.deep.equal(['find sessions', 'insert deals']);

    const read = await onlyCall(async () => {
      expect((await call('GET', `/v1/deals/${dealId}`, { token: parties.buyer.token })).status).to.equal(200);
    });
    expect(read.operationId).to.equal('getDeal');
    expect(read.commands).to.include('find deals');
    expect(read.commands.length).to.be.at.most(budgetOf('getDeal', 'GET'));
  });

  it('reads the live approvals of a whole page of deals in two round trips, however many deals wait at a gate', async () => {
    const parties = await registerParties();
    const waiting: Array<{ id: string; approvalId: string }> = [];
    for (let n = 0; n < 4; n += 1) {
      const deal = await createDeal(parties);
      await okStep(parties.buyer.token, deal.id, 'propose');
      waiting.push({ id: deal.id, approvalId: await approvedApproval(parties, deal.id, 'fund') });
    }
    await createDeal(parties);
    let listed: Array<{ id: string; pendingApprovalId: string | null }> = [];
    const read = await onlyCall(async () => {
      const response = await call('GET', '/v1/deals?limit=20', { token: parties.buyer.token });
      expect(response.status, response.text).to.equal(200);
      listed = response.body.result;
    });
    expect(read.operationId).to.equal('listDeals');
    expect(listed).to.have.length(5);
    for (const deal of waiting)
      expect(listed.find((each) => each.id === deal.id)?.pendingApprovalId, deal.id).to.equal(deal.approvalId);
    // The session, the page of deals, then the gates' slots and their approvals: one query each for the page.
    expect(read.commands).to.deep.equal(['find sessions', 'find deals', 'find approval_slots', 'find approvals']);
    expect(read.commands.length).to.be.at.most(budgetOf('listDeals', 'GET'));
  });

  it('reads every fact of a claim in one round trip, however many it has', async () => {
    const { provider, agent, claim } = await acceptedClaim('facts');
    const invitations = [];
    for (let n = 0; n < 2; n += 1)
      invitations.push(
        (await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: {} })).body.result,
      );
    expect(
      (await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: anInvoice })).status,
    ).to.equal(200);
    let shown: Record<string, any> = {};
    const read = await onlyCall(async () => {
      const response = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
      expect(response.status, response.text).to.equal(200);
      shown = response.body.result;
    });
    expect(read.operationId).to.equal('getClaim');
    expect(shown).to.deep.include({ status: 'sale_reported', contact: claim.contact });
    expect(shown.decision).to.include({ outcome: 'accepted', by: 'provider' });
    expect(shown.introduction).to.deep.include({
      status: 'invited',
      invitedAt: invitations[1]!.invitedAt,
      expiresAt: invitations[1]!.expiresAt,
    });
    expect(shown.sale).to.include({ invoiceNumber: anInvoice.invoiceNumber, status: 'reported' });
    // The session, the claim, then its four facts (the decision, two invitations, the sale) as one range.
    expect(read.commands).to.deep.equal(['find sessions', 'find claims', 'find claim_facts']);
    expect(read.commands.length).to.be.at.most(budgetOf('getClaim', 'GET'));
  });

  it('shows the buyer a claim behind a confirmation link with its facts read in one round trip', async () => {
    const { agent, claim } = await acceptedClaim('link', { title: 'Facade insulation' });
    for (let n = 0; n < 3; n += 1)
      expect((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: {} })).status).to.equal(
        200,
      );
    const token = await confirmationTokenMailedTo(claim.contact.email);
    let shown: Record<string, any> = {};
    const read = await onlyCall(async () => {
      const response = await call('GET', `/v1/claims/confirmations/${token}`);
      expect(response.status, response.text).to.equal(200);
      shown = response.body.result;
    });
    expect(read.operationId).to.equal('getClaimConfirmation');
    expect(shown).to.deep.include({
      offerTitle: 'Facade insulation',
      providerName: 'link-provider',
      agentName: 'link-agent',
      buyerLegalName: claim.buyer.legalName,
      status: 'pending',
    });
    // The link, its claim, the claim's four facts (the decision, three invitations) as one range, then the two parties' names.
    expect(read.commands).to.deep.equal([
      'find claim_links',
      'find claims',
      'find claim_facts',
      'find accounts',
      'find accounts',
    ]);
    expect(read.commands.length).to.be.at.most(budgetOf('getClaimConfirmation', 'GET'));
  });

  it('lists a page of claims with the facts of all of them read in one round trip', async () => {
    const provider = await registerAccount('page-provider');
    const agent = await registerAccount('page-agent');
    const mandateId = (await publishMandate(provider.token)).id;
    const accepted = await registerLead(agent.token, mandateId);
    const rejected = await registerLead(agent.token, mandateId);
    const provisional = await registerLead(agent.token, mandateId);
    expect(
      (
        await call('POST', `/v1/claims/${accepted.id}/decision`, {
          token: provider.token,
          body: { decision: 'accept' },
        })
      ).status,
    ).to.equal(200);
    expect((await call('POST', `/v1/claims/${accepted.id}/invite`, { token: agent.token, body: {} })).status).to.equal(
      200,
    );
    expect(
      (
        await call('POST', `/v1/claims/${rejected.id}/decision`, {
          token: provider.token,
          body: { decision: 'reject', reason: 'Known buyer.' },
        })
      ).status,
    ).to.equal(200);
    let listed: Array<Record<string, any>> = [];
    const read = await onlyCall(async () => {
      const response = await call('GET', '/v1/claims?limit=20', { token: agent.token });
      expect(response.status, response.text).to.equal(200);
      listed = response.body.result;
    });
    expect(read.operationId).to.equal('listClaims');
    const shown = (id: string) => listed.find((claim) => claim.id === id);
    expect(listed).to.have.length(3);
    expect(shown(accepted.id)).to.include({ status: 'accepted' });
    expect(shown(accepted.id)?.introduction.status).to.equal('invited');
    expect(shown(rejected.id)).to.deep.include({ status: 'rejected', decisionReason: 'Known buyer.' });
    expect(shown(provisional.id)).to.deep.include({ status: 'provisional', decision: null });
    // The session, the page of claims, then the facts of the whole page as one $or of _id ranges.
    expect(read.commands).to.deep.equal(['find sessions', 'find claims', 'find claim_facts']);
    expect(read.commands.length).to.be.at.most(budgetOf('listClaims', 'GET'));
  });

  it("confirms a sale reading the claim's facts in one round trip at each of its reads, however many facts it has", async () => {
    const { provider, agent, claim } = await acceptedClaim('confirm');
    for (let n = 0; n < 2; n += 1)
      expect((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: {} })).status).to.equal(
        200,
      );
    expect(
      (await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: anInvoice })).status,
    ).to.equal(200);
    let confirmed: Record<string, any> = {};
    const write = await onlyCall(async () => {
      const response = await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: provider.token });
      expect(response.status, response.text).to.equal(200);
      confirmed = response.body.result;
    });
    expect(write.operationId).to.equal('confirmSale');
    expect(confirmed).to.deep.include({ status: 'sale_confirmed', rewardStatus: 'awaiting_approval' });
    expect(confirmed.introduction.status).to.equal('invited');
    const claimRead = ['find claims', 'find claim_facts'];
    // The claim as its provider's, then the workflow: its intent, the review, the reward's approval (slot, approval,
    // announcement), the reward request, the status projection (a read, the update, a read to check), its end; the view.
    expect(write.commands).to.deep.equal([
      'find sessions',
      ...claimRead,
      'insert workflows',
      'insert claim_facts',
      'update workflows',
      'find approval_slots',
      'insert approval_slots',
      'insert approvals',
      'insert outbox',
      'update workflows',
      'insert claim_facts',
      'update workflows',
      ...claimRead,
      'update claims',
      ...claimRead,
      'update workflows',
      ...claimRead,
    ]);
    expect(write.commands.length).to.be.at.most(budgetOf('confirmSale', 'POST'));
  });

  describe('the moderation queue', function () {
    this.timeout(120_000);
    let mod: ModerationSystem;

    before(async function () {
      this.timeout(180_000);
      mod = await startModerationSystem('budget-moderation-queue');
    });

    after(async () => mod?.stop());

    /** A new account's first published draft, which the intake trust gate holds for review. */
    async function heldListing(label: string): Promise<string> {
      const owner = await mod.register(label);
      const started = await mod.api('POST', '/v1/intake/imports', {
        token: owner.token,
        body: { text: `Fliesenleger ${label}\nFliesen für Bad und Küche.`, category: 'local-services' },
      });
      expect(started.status, started.text).to.equal(202);
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const job = await mod.api('GET', `/v1/intake/jobs/${started.body.result.id}`, { token: owner.token });
        if (!['queued', 'running'].includes(job.body.result.status)) {
          const published = await mod.api('POST', `/v1/intake/drafts/${job.body.result.draftIds[0]}/publish`, {
            token: owner.token,
          });
          expect(published.body.result?.status, published.text).to.equal('in_review');
          return published.body.result.listingId;
        }
        await sleep(100);
      }
      throw new Error(`the import of ${label} did not finish`);
    }

    async function report(body: Record<string, unknown>, token?: string): Promise<string> {
      const filed = await mod.api('POST', '/v1/intake/reports', { token, body });
      expect(filed.status, filed.text).to.equal(201);
      return filed.body.result.id;
    }

    async function review(listingId: string, author: TestAccount): Promise<string> {
      const written = await mod.api('POST', `/v1/listings/${listingId}/reviews`, {
        token: author.token,
        body: { rating: 1, body: 'Never again.' },
      });
      expect(written.status, written.text).to.equal(201);
      return written.body.result.id;
    }

    it('reads what a page of every kind of item shows in a fixed number of round trips, one more per review', async () => {
      const adminA = await mod.admin('queue-admin-a');
      const adminB = await mod.admin('queue-admin-b');
      const held = [await heldListing('held-one'), await heldListing('held-two')];
      const provider = await mod.register('queue-provider');
      const [twiceReported, reported, kept] = [
        await mod.listing(provider, 'Twice reported'),
        await mod.listing(provider, 'Reported once'),
        await mod.listing(provider, 'Reported and kept'),
      ];
      const author = await mod.register('queue-author');
      const [reportedReview, removedReview] = [
        await review(twiceReported.id, author),
        await review(reported.id, author),
      ];
      const twiceReports = [
        await report(noticeInput(twiceReported.id)),
        await report(noticeInput(twiceReported.id, { reason: 'illegal_content' })),
      ];
      const onceReport = await report(noticeInput(reported.id));
      const reviewReport = await report(noticeInput(twiceReported.id, { reviewId: reportedReview }));
      const removal = await mod.api('POST', `/v1/intake/reviews/${removedReview}/remove`, {
        token: adminA.token,
        body: statementInput({ category: 'scope_of_platform_service' }),
      });
      expect(removal.status, removal.text).to.equal(200);
      const statementAppeal = await mod.api(
        'POST',
        `/v1/intake/statements/${removal.body.result.statementOfReasonsId}/appeal`,
        { token: author.token, body: { explanation: 'An honest opinion.' } },
      );
      expect(statementAppeal.status, statementAppeal.text).to.equal(201);
      const notifier = await mod.register('queue-notifier');
      const { notifier: _anonymous, ...signedNotice } = noticeInput(kept.id);
      const keptReport = await report(signedNotice, notifier.token);
      expect(
        (
          await mod.api('POST', `/v1/intake/reports/${keptReport}/decide`, {
            token: adminA.token,
            body: { decision: 'keep', reasons: 'No breach shown.' },
          })
        ).status,
      ).to.equal(200);
      const keptAppeal = await mod.api('POST', `/v1/intake/reports/${keptReport}/appeal`, {
        token: notifier.token,
        body: { explanation: 'They never delivered.' },
      });
      expect(keptAppeal.status, keptAppeal.text).to.equal(201);

      let items: Array<Record<string, any>> = [];
      const read = await onlyCall(async () => {
        const response = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?limit=20', {
          token: adminB.token,
        });
        expect(response.status, response.text).to.equal(200);
        items = response.body.result;
      });
      expect(read.operationId).to.equal('listModerationQueue');
      expect(items.map((item) => [item.kind, item.listingId, item.reviewId, item.preview?.id])).to.deep.equal([
        ['listing_review', held[0], null, held[0]],
        ['listing_review', held[1], null, held[1]],
        ['listing_reports', twiceReported.id, null, twiceReported.id],
        ['listing_reports', reported.id, null, reported.id],
        ['review_reports', twiceReported.id, reportedReview, reportedReview],
        ['appeal', reported.id, removedReview, removedReview],
        ['appeal', kept.id, null, kept.id],
      ]);
      expect(items[2]!.reports.map((each: { id: string }) => each.id)).to.deep.equal(twiceReports);
      expect(items[2]!.reasons).to.deep.equal(['fraud', 'illegal_content']);
      expect(items[3]!.reports.map((each: { id: string }) => each.id)).to.deep.equal([onceReport]);
      expect(items[4]).to.deep.include({ id: reviewReport, providerId: author.id });
      expect(items[5]).to.deep.include({ id: statementAppeal.body.result.id, providerId: author.id });
      expect(items[5]!.statementOfReasons.id).to.equal(removal.body.result.statementOfReasonsId);
      expect(items[6]).to.deep.include({
        id: keptAppeal.body.result.id,
        providerId: provider.id,
        reasons: ['appeal', 'fraud'],
      });
      expect(items[6]!.reports.map((each: { id: string }) => each.id)).to.deep.equal([keptReport]);
      // The session; each kind's page; the appealed statement, the appealed report and the groups' open
      // reports; the page's listings and its reviews; the revisions ahead of the listings.
      expect(read.commands.slice(0, 1)).to.deep.equal(['find sessions']);
      expect([...read.commands].sort()).to.deep.equal(
        [
          'find sessions',
          'find listing_review_holds',
          'find notice_groups',
          'find notice_groups',
          'find category_proposals',
          'find moderation_appeals',
          'find statements_of_reasons',
          'find listing_notices',
          'find listing_notices',
          'find listings',
          'find reviews',
          'find listing_revisions',
        ].sort(),
      );
      expect(read.commands.length).to.be.at.most(budgetOf('listModerationQueue', 'GET'));
    });
  });
});
