import { expect } from 'chai';
import { registerParties, createDeal } from '../deals/fixtures.ts';
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
});
