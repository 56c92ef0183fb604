import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { MarketplaceError } from '../../sdk/src/index.ts';
import { apiKeyClient, registerThroughSdk } from './support.ts';

/** Runs `action` and answers the MarketplaceError it throws. */
async function refusal(action: () => Promise<unknown>): Promise<MarketplaceError> {
  const error = await action().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).to.be.instanceOf(MarketplaceError);
  return error as MarketplaceError;
}

describe('SDK: the sales loop and a deal through its human gates, through the SDK only', () => {
  it('publishes a mandate, registers a lead, reports and confirms the sale, and a human approves the reward', async function () {
    this.timeout(60_000);
    const provider = await registerThroughSdk('sdk-provider');
    const agent = await registerThroughSdk('sdk-agent');
    const providerAgent = await apiKeyClient(provider, ['mandates:write', 'claims:read', 'claims:decide']);
    const agentKey = await apiKeyClient(agent, ['claims:read', 'claims:write']);

    const mandate = await providerAgent.createMandate({
      body: {
        offer: { title: `Solar roof ${randomBytes(3).toString('hex')}`, description: 'Turnkey rooftop solar.' },
        territory: ['AT', 'CH'],
        reward: { amount: 80_000, currency: 'EUR' },
      },
    });
    const found = [];
    for await (const listed of agent.client.paginate.listMandates({ territory: 'CH', providerId: provider.id }))
      found.push(listed.id);
    expect(found).to.deep.equal([mandate.id]);

    const claim = await agentKey.createClaim({
      body: {
        mandateId: mandate.id,
        buyer: { legalName: `Bergbahn ${randomBytes(3).toString('hex')} AG`, country: 'CH' },
        contact: { name: 'Jana Buyer', email: `jana-${randomBytes(4).toString('hex')}@buyer.example.test` },
        lawfulContactSourceAttestation: true,
        registrationBeforeIntroductionAttestation: true,
      },
    });
    expect(claim.status).to.equal('provisional');
    const invoice = {
      invoiceNumber: 'RE-2025-0042',
      invoiceDate: '2025-06-20',
      amount: 1_250_000,
      currency: 'EUR',
    } as const;
    const early = await refusal(() => agentKey.reportSale({ id: claim.id, body: invoice }));
    expect(early).to.include({ status: 409, slug: 'invalid_transition', code: early.errors[0]!.code });
    expect(early.meta).to.deep.include({ currentState: 'provisional' });
    expect(early.requestId).to.be.a('string');

    expect((await providerAgent.decideClaim({ id: claim.id, body: { decision: 'accept' } })).status).to.equal(
      'accepted',
    );
    expect((await agentKey.reportSale({ id: claim.id, body: invoice })).status).to.equal('sale_reported');
    const confirmed = await providerAgent.confirmSale({ id: claim.id });
    expect(confirmed).to.include({ status: 'sale_confirmed', rewardStatus: 'awaiting_approval' });
    const approvalId = confirmed.rewardApprovalId!;

    expect((await refusal(() => providerAgent.approveApproval({ id: approvalId, body: {} }))).slug).to.equal(
      'session_required',
    );
    expect((await provider.client.getApproval({ id: approvalId })).status).to.equal('pending');
    expect((await provider.client.approveApproval({ id: approvalId, body: {} })).status).to.equal('approved');
    const settled = await agentKey.getClaim({ id: claim.id });
    expect(settled).to.deep.include({
      status: 'sale_confirmed',
      rewardStatus: 'payable',
      rewardApprovalId: approvalId,
    });
    expect(settled.allowedOperations).to.deep.equal(['getClaim']);
  });

  it('takes a deal from creation to release, each money step gated by an approval a human session decides', async function () {
    this.timeout(60_000);
    const buyer = await registerThroughSdk('sdk-buyer');
    const seller = await registerThroughSdk('sdk-seller');
    const buyerAgent = await apiKeyClient(buyer, ['deals:read', 'deals:write', 'deals:human-gate'], {
      perDeal: 10_000,
      perDay: 10_000,
      currency: 'EUR',
    });

    const created = await buyerAgent.withMeta.createDeal({
      body: { counterpartyId: seller.id, title: 'Logo design', amount: 5_000, currency: 'EUR' },
    });
    expect(created.status).to.equal(201);
    expect(created.requestId).to.be.a('string');
    const deal = created.result;
    expect(deal).to.include({ status: 'created', amount: 5_000, currency: 'EUR' });
    await buyerAgent.proposeDeal({ id: deal.id });

    const notYet = await refusal(() => buyerAgent.fundDeal({ id: deal.id }));
    expect(notYet).to.include({ status: 403, slug: 'approval_required' });
    const fundApproval = await buyerAgent.requestDealApproval({ id: deal.id, body: { action: 'fund' } });
    expect((await refusal(() => buyerAgent.approveApproval({ id: fundApproval.id, body: {} }))).slug).to.equal(
      'session_required',
    );
    const pending = [];
    for await (const approval of buyer.client.paginate.listApprovals({ status: 'pending' })) pending.push(approval.id);
    expect(pending).to.include(fundApproval.id);
    await buyer.client.approveApproval({ id: fundApproval.id, body: { comment: 'fine' } });
    expect(
      (await buyerAgent.applyDealApproval({ id: deal.id, body: { approvalId: fundApproval.id } })).status,
    ).to.equal('approved');
    const funded = await buyerAgent.withMeta.fundDeal({ id: deal.id });
    expect(funded.result.status).to.equal('funded');
    expect(funded.messages.length, 'the sandbox notice').to.be.greaterThan(0);

    await seller.client.startDeal({ id: deal.id });
    await seller.client.deliverDeal({ id: deal.id, body: { note: 'done' } });
    const early = await refusal(() => buyerAgent.confirmDealRelease({ id: deal.id }));
    expect(early.slug).to.equal('approval_required');
    const releaseApproval = await seller.client.requestDealApproval({ id: deal.id, body: { action: 'release' } });
    await buyer.client.approveApproval({ id: releaseApproval.id, body: {} });
    expect((await buyerAgent.confirmDealRelease({ id: deal.id })).status).to.equal('released');

    const again = await refusal(() => buyerAgent.confirmDealRelease({ id: deal.id }));
    expect(again).to.include({ status: 409, slug: 'invalid_transition' });
    expect(again.meta).to.deep.include({ currentState: 'released' });
    const read = await seller.client.getDeal({ id: deal.id });
    expect(read.status).to.equal('released');
    expect((read.history ?? []).map((entry) => entry.operation)).to.include.members(['fundDeal', 'confirmDealRelease']);
  });

  it('throws validation and not-found refusals as MarketplaceError with the field and every error element', async () => {
    const account = await registerThroughSdk('sdk-errors');
    const invalid = await refusal(() =>
      account.client.createDeal({ body: { counterpartyId: '', title: '', amount: -1, currency: 'EUR' } }),
    );
    expect(invalid).to.include({ status: 400, slug: 'validation_failed' });
    expect(invalid.field).to.match(/^body\./);
    expect(invalid.errors.map((error) => error.field)).to.include.members(['body.amount']);
    const missing = await refusal(() => account.client.getDeal({ id: 'no-such-deal' }));
    expect(missing).to.include({ status: 404, slug: 'resource_not_found' });
    const anonymous = await refusal(() => account.client.withToken(undefined).getMe());
    expect(anonymous).to.include({ status: 401, slug: 'credential_missing' });
  });
});
