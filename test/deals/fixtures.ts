import { expect } from 'chai';
import { call, type ApiResponse } from '../support/http.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

export interface Parties {
  buyer: TestAccount;
  seller: TestAccount;
}

export async function registerParties(): Promise<Parties> {
  const [buyer, seller] = await Promise.all([registerAccount('buyer'), registerAccount('seller')]);
  return { buyer, seller };
}

/** Creates a deal of `amount` EUR cents between the parties, as the buyer's session unless another token is given. */
export async function createDeal(parties: Parties, options: { token?: string; amount?: number } = {}): Promise<any> {
  const response = await call('POST', '/v1/deals', {
    token: options.token ?? parties.buyer.token,
    body: { counterpartyId: parties.seller.id, title: 'Logo design', amount: options.amount ?? 5000, currency: 'EUR' },
  });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

export function dealStep(token: string, dealId: string, step: string, body?: unknown): Promise<ApiResponse> {
  return call('POST', `/v1/deals/${dealId}/${step}`, { token, body });
}

/** Calls a step and expects it to succeed with `status`. */
export async function okStep(token: string, dealId: string, step: string, body?: unknown, status = 200): Promise<any> {
  const response = await dealStep(token, dealId, step, body);
  expect(response.status, `${step}: ${response.text}`).to.equal(status);
  return response.body.result;
}

/** Opens an approval for `action` and lets the buyer's human session approve it; answers the approval id. */
export async function approvedApproval(parties: Parties, dealId: string, action: 'fund' | 'release'): Promise<string> {
  const approval = await okStep(parties.buyer.token, dealId, 'request-approval', { action }, 202);
  const decided = await call('POST', `/v1/approvals/${approval.id}/approve`, {
    token: parties.buyer.token,
    body: { comment: 'ok' },
  });
  expect(decided.status, decided.text).to.equal(200);
  return approval.id;
}

/** The steps that bring a new deal into each state, by the party whose session may apply them. */
export const PATH_TO: Record<string, (parties: Parties, dealId: string) => Promise<void>> = {
  created: async () => {},
  proposed: async (p, id) => {
    await okStep(p.buyer.token, id, 'propose');
  },
  approved: async (p, id) => {
    await PATH_TO.proposed!(p, id);
    await okStep(p.buyer.token, id, 'apply-approval', { approvalId: await approvedApproval(p, id, 'fund') });
  },
  funding: async (p, id) => {
    await PATH_TO.approved!(p, id);
    await holdPendingAtProcessor(id);
  },
  funded: async (p, id) => {
    await PATH_TO.approved!(p, id);
    await okStep(p.buyer.token, id, 'fund');
  },
  in_progress: async (p, id) => {
    await PATH_TO.funded!(p, id);
    await okStep(p.seller.token, id, 'start');
  },
  delivered: async (p, id) => {
    await PATH_TO.in_progress!(p, id);
    await okStep(p.seller.token, id, 'deliver', { note: 'done' });
  },
  released: async (p, id) => {
    await PATH_TO.delivered!(p, id);
    await approvedApproval(p, id, 'release');
    await okStep(p.buyer.token, id, 'confirm-release');
  },
  disputed: async (p, id) => {
    await PATH_TO.funded!(p, id);
    await okStep(p.buyer.token, id, 'dispute', { reason: 'no answer' });
  },
  cancelled: async (p, id) => {
    await okStep(p.buyer.token, id, 'cancel', {});
  },
  refunded: async (p, id) => {
    await PATH_TO.funded!(p, id);
    await okStep(p.seller.token, id, 'cancel', { reason: 'cannot do it' });
  },
  split: async (p, id) => {
    await PATH_TO.disputed!(p, id);
    const proposed = await okStep(p.buyer.token, id, 'resolve', { outcome: 'split', sellerAmount: 1_000 }, 202);
    const decided = await call('POST', `/v1/approvals/${proposed.id}/approve`, { token: p.seller.token, body: {} });
    expect(decided.status, decided.text).to.equal(200);
  },
};

/** A fresh deal between fresh parties, brought into `state`. */
export async function dealIn(state: string): Promise<{ parties: Parties; deal: any }> {
  const parties = await registerParties();
  return { parties, deal: await dealBetween(parties, state) };
}

/** A fresh deal between the given parties, brought into `state` by their sessions through the API. */
export async function dealBetween(parties: Parties, state: string): Promise<any> {
  const created = await createDeal(parties);
  await PATH_TO[state]!(parties, created.id);
  const read = await call('GET', `/v1/deals/${created.id}`, { token: parties.buyer.token });
  expect(read.body.result.status).to.equal(state);
  return read.body.result;
}

export const HUMAN_GATE_SCOPES = ['deals:read', 'deals:write', 'deals:human-gate'];

/** An API key of the buyer with a spending policy (EUR) and the given scopes; answers its id and secret. */
export async function buyerKey(
  parties: Parties,
  options: { scopes?: string[]; perDeal?: number; perDay?: number } = {},
): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', {
    token: parties.buyer.token,
    body: {
      name: 'agent',
      scopes: options.scopes ?? HUMAN_GATE_SCOPES,
      spendingPolicy: { perDeal: options.perDeal ?? 100_000, perDay: options.perDay ?? 100_000, currency: 'EUR' },
    },
  });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}

/**
 * What funding leaves when the processor answers the hold `pending` (Stripe; the sandbox always succeeds): the
 * deal `funding`, written as the transition would, with the hold `pi_pending_<dealId>` waiting for its event.
 */
export async function holdPendingAtProcessor(
  dealId: string,
  status: 'pending' | 'requires_action' = 'pending',
): Promise<string> {
  const deals = harness().mongo.db.collection('deals');
  const deal = await deals.findOne({ _id: dealId as never });
  if (deal?.status !== 'approved') throw new Error(`deal ${dealId} is not approved`);
  const sequence = Number(deal.version) + 1;
  const at = new Date();
  const holdReference = `pi_pending_${dealId}`;
  const payment = {
    processor: 'stripe',
    sandbox: false,
    holdReference,
    releaseReference: null,
    refundReference: null,
    status,
    nextAction: null,
    failure: null,
  };
  const entry = { sequence, at, from: 'approved', to: 'funding', by: deal.buyerId, operation: 'fundDeal' };
  await harness()
    .mongo.db.collection('deal_transitions')
    .insertOne({
      _id: `${dealId}#${sequence}` as never,
      dealId,
      sequence,
      from: 'approved',
      to: 'funding',
      operation: 'fundDeal',
      by: deal.buyerId,
      at,
      workflowId: 'fixture',
    });
  await deals.updateOne(
    { _id: dealId as never },
    { $set: { status: 'funding', version: sequence, [`history.${sequence}`]: entry, payment, updatedAt: at } },
  );
  return holdReference;
}
