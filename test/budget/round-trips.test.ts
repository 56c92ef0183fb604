import { expect } from 'chai';
import { anInvoice, confirmationTokenMailedTo, publishMandate, registerLead } from '../claims/fixtures.ts';
import { approvedApproval, createDeal, okStep, registerParties } from '../deals/fixtures.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { budgetOf } from './budget-hooks.ts';
import { callsDuring } from './command-recorder.ts';

/** The one call `work` makes, with the MongoDB commands it sent before its reply. */
async function onlyCall(work: () => Promise<unknown>) {
  const calls = await callsDuring(work);
  expect(calls, 'one measured call').to.have.length(1);
  return calls[0]!;
}

describe('database budget: round trips of single calls', () => {
  it('counts every command a call sends, and holds createDeal and getDeal to their budgets', async () => {
    const parties = await registerParties();
    let dealId = '';
    const created = await onlyCall(async () => {
      dealId = (await createDeal(parties)).id;
    });
    expect(created.operationId).to.equal('createDeal');
    // Session and account, the counterparty, then the workflow's intent, the deal, deal.created and the workflow's end.
    expect(created.commands).to.deep.equal(['find sessions', 'find accounts', 'find accounts', 'insert workflows', 'insert deals', 'insert outbox', 'update workflows']);
    expect(created.commands.length).to.be.at.most(budgetOf('createDeal', 'POST'));

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
    for (const deal of waiting) expect(listed.find((each) => each.id === deal.id)?.pendingApprovalId, deal.id).to.equal(deal.approvalId);
    // Session and account, the page of deals, then the gates' slots and their approvals: one query each for the page.
    expect(read.commands).to.deep.equal(['find sessions', 'find accounts', 'find deals', 'find approval_slots', 'find approvals']);
    expect(read.commands.length).to.be.at.most(budgetOf('listDeals', 'GET'));
  });

  it('reads every fact of a claim in one round trip, however many it has', async () => {
    const provider = await registerAccount('facts-provider');
    const agent = await registerAccount('facts-agent');
    const claim = await registerLead(agent.token, (await publishMandate(provider.token)).id);
    expect((await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } })).status).to.equal(200);
    const invitations = [];
    for (let n = 0; n < 2; n += 1) invitations.push((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: {} })).body.result);
    expect((await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: anInvoice })).status).to.equal(200);
    let shown: Record<string, any> = {};
    const read = await onlyCall(async () => {
      const response = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
      expect(response.status, response.text).to.equal(200);
      shown = response.body.result;
    });
    expect(read.operationId).to.equal('getClaim');
    expect(shown).to.deep.include({ status: 'sale_reported', contact: claim.contact });
    expect(shown.decision).to.include({ outcome: 'accepted', by: 'provider' });
    expect(shown.introduction).to.deep.include({ status: 'invited', invitedAt: invitations[1]!.invitedAt, expiresAt: invitations[1]!.expiresAt });
    expect(shown.sale).to.include({ invoiceNumber: anInvoice.invoiceNumber, status: 'reported' });
    // Session and account, the claim, then its four facts (the decision, two invitations, the sale) as one range.
    expect(read.commands).to.deep.equal(['find sessions', 'find accounts', 'find claims', 'find claim_facts']);
    expect(read.commands.length).to.be.at.most(budgetOf('getClaim', 'GET'));
  });

  it('shows the buyer a claim behind a confirmation link with its facts read in one round trip', async () => {
    const provider = await registerAccount('link-provider');
    const agent = await registerAccount('link-agent');
    const claim = await registerLead(agent.token, (await publishMandate(provider.token, { title: 'Facade insulation' })).id);
    expect((await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } })).status).to.equal(200);
    for (let n = 0; n < 3; n += 1) expect((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: {} })).status).to.equal(200);
    const token = await confirmationTokenMailedTo(claim.contact.email);
    let shown: Record<string, any> = {};
    const read = await onlyCall(async () => {
      const response = await call('GET', `/v1/claims/confirmations/${token}`);
      expect(response.status, response.text).to.equal(200);
      shown = response.body.result;
    });
    expect(read.operationId).to.equal('getClaimConfirmation');
    expect(shown).to.deep.include({ offerTitle: 'Facade insulation', providerName: 'link-provider', agentName: 'link-agent', buyerLegalName: claim.buyer.legalName, status: 'pending' });
    // The link, its claim, the claim's four facts (the decision, three invitations) as one range, then the two parties' names.
    expect(read.commands).to.deep.equal(['find claim_links', 'find claims', 'find claim_facts', 'find accounts', 'find accounts']);
    expect(read.commands.length).to.be.at.most(budgetOf('getClaimConfirmation', 'GET'));
  });

  it('lists a page of claims with the facts of all of them read in one round trip', async () => {
    const provider = await registerAccount('page-provider');
    const agent = await registerAccount('page-agent');
    const mandateId = (await publishMandate(provider.token)).id;
    const accepted = await registerLead(agent.token, mandateId);
    const rejected = await registerLead(agent.token, mandateId);
    const provisional = await registerLead(agent.token, mandateId);
    expect((await call('POST', `/v1/claims/${accepted.id}/decision`, { token: provider.token, body: { decision: 'accept' } })).status).to.equal(200);
    expect((await call('POST', `/v1/claims/${accepted.id}/invite`, { token: agent.token, body: {} })).status).to.equal(200);
    expect((await call('POST', `/v1/claims/${rejected.id}/decision`, { token: provider.token, body: { decision: 'reject', reason: 'Known buyer.' } })).status).to.equal(200);
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
    // Session and account, the page of claims, then the facts of the whole page as one $or of _id ranges.
    expect(read.commands).to.deep.equal(['find sessions', 'find accounts', 'find claims', 'find claim_facts']);
    expect(read.commands.length).to.be.at.most(budgetOf('listClaims', 'GET'));
  });
});
