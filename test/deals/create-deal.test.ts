import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, registerProvider } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { createListing } from '../listings/fixtures.ts';
import { registerParties } from './fixtures.ts';

describe('deals: creation', () => {
  it('creates a deal on a listing with its provider as the seller, moving no money', async () => {
    const [provider, buyer] = [await registerProvider('provider'), await registerAccount('buyer')];
    const listing = await createListing(provider);
    const response = await call('POST', '/v1/deals', {
      token: buyer.token,
      body: { listingId: listing.id, title: 'Consulting day', amount: 80_000, currency: 'EUR' },
    });
    expect(response.status, response.text).to.equal(201);
    expect(response.body.result).to.include({
      buyerId: buyer.id,
      sellerId: provider.id,
      listingId: listing.id,
      status: 'created',
      payment: null,
    });
    expect(response.body.result.source).to.deep.equal({ kind: 'direct', id: null });
  });

  it('lets the caller sell: with role seller the counterparty is the buyer', async () => {
    const parties = await registerParties();
    const response = await call('POST', '/v1/deals', {
      token: parties.seller.token,
      body: { counterpartyId: parties.buyer.id, role: 'seller', title: 'Audit', amount: 100, currency: 'EUR' },
    });
    expect(response.body.result).to.include({ buyerId: parties.buyer.id, sellerId: parties.seller.id });
    expect(response.body.result.allowedOperations).to.deep.equal(['proposeDeal', 'cancelDeal']);
  });

  it('refuses an unknown counterparty or listing with 404 naming the field', async () => {
    const { buyer } = await registerParties();
    const unknownAccount = await call('POST', '/v1/deals', {
      token: buyer.token,
      body: { counterpartyId: 'acc_doesnotexist', title: 'x', amount: 1, currency: 'EUR' },
    });
    expect(expectError(unknownAccount, 404, 'resource_not_found').field).to.equal('body.counterpartyId');
    const unknownListing = await call('POST', '/v1/deals', {
      token: buyer.token,
      body: { listingId: 'lst_doesnotexist', title: 'x', amount: 1, currency: 'EUR' },
    });
    expect(expectError(unknownListing, 404, 'resource_not_found').field).to.equal('body.listingId');
  });

  it('refuses a deal with oneself, a listing of someone else than the seller, and bad input, naming the field', async () => {
    const parties = await registerParties();
    const self = await call('POST', '/v1/deals', {
      token: parties.buyer.token,
      body: { counterpartyId: parties.buyer.id, title: 'x', amount: 1, currency: 'EUR' },
    });
    expect(expectError(self, 400, 'validation_failed').field).to.equal('body.counterpartyId');
    const listing = await createListing(await registerProvider('provider'));
    const mismatch = await call('POST', '/v1/deals', {
      token: parties.buyer.token,
      body: { counterpartyId: parties.seller.id, listingId: listing.id, title: 'x', amount: 1, currency: 'EUR' },
    });
    expect(expectError(mismatch, 400, 'validation_failed').field).to.equal('body.listingId');
    for (const [body, field] of [
      [{ counterpartyId: parties.seller.id, title: 'x', amount: 0, currency: 'EUR' }, 'body.amount'],
      [{ counterpartyId: parties.seller.id, title: 'x', amount: 1, currency: 'euro' }, 'body.currency'],
      [{ counterpartyId: parties.seller.id, amount: 1, currency: 'EUR' }, 'body.title'],
    ] as const) {
      const response = await call('POST', '/v1/deals', { token: parties.buyer.token, body });
      expect(response.status, response.text).to.equal(400);
      expect(response.body.errors.map((e: any) => e.field)).to.include(field);
    }
  });

  it('replays an identical creation under the same Idempotency-Key instead of creating twice', async () => {
    const parties = await registerParties();
    const body = { counterpartyId: parties.seller.id, title: 'Once', amount: 10, currency: 'EUR' };
    const headers = { 'idempotency-key': `deal-${Date.now()}` };
    const [first, second] = [
      await call('POST', '/v1/deals', { token: parties.buyer.token, body, headers }),
      await call('POST', '/v1/deals', { token: parties.buyer.token, body, headers }),
    ];
    expect(second.body.result.id).to.equal(first.body.result.id);
    const listed = await call('GET', '/v1/deals', { token: parties.buyer.token });
    expect(listed.body.result).to.have.length(1);
  });
});
