import { expect } from 'chai';
import { claimBody, publishMandate, registerLead } from '../claims/fixtures.ts';
import { aBid, postJob } from '../jobs/fixtures.ts';
import { completeListing, createListing, sparseListing } from '../listings/fixtures.ts';
import { anOffer, postRequest } from '../requests/fixtures.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';

/** An unknown code, lower case, and a currency's name: each must be refused. */
const BAD_CURRENCIES = ['XYZ', 'eur', 'EURO'];

/** Asserts 400 `validation_failed` naming `field`, in the envelope the document gives the operation's 400. */
function expectRefusedField(operationId: string, response: ApiResponse, field: string): void {
  expectError(response, 400, 'validation_failed');
  expectDocumentedResponse(operationId, response);
  const item = response.body.errors.find((error: { field: string }) => error.field === field);
  expect(item, `an error naming ${field}: ${response.text}`).to.not.equal(undefined);
}

describe('currencies and countries: ISO 4217 and ISO 3166-1 codes everywhere', () => {
  let provider: TestAccount;
  let agent: TestAccount;
  before(async () => {
    [provider, agent] = await Promise.all([registerProvider('iso-provider'), registerAccount('iso-agent')]);
  });

  describe('refuses an unknown, lower-case or spelled-out currency with 400 naming the field', () => {
    for (const currency of BAD_CURRENCIES) {
      it(`listing price on create and patch: ${currency}`, async () => {
        const body = sparseListing('businesses', { price: { amount: 50_000, currency } });
        expectRefusedField(
          'createListing',
          await call('POST', '/v1/listings', { token: provider.token, body }),
          'body.price.currency',
        );
        const listing = await createListing(provider);
        const patch = await call('PATCH', `/v1/listings/${listing.id}`, {
          token: provider.token,
          body: { price: { amount: 50_000, currency } },
        });
        expectRefusedField('updateListing', patch, 'body.price.currency');
      });

      it(`request offer: ${currency}`, async () => {
        const request = await postRequest(provider);
        const body = { kind: 'offer', body: 'I can do it.', offer: { ...anOffer, currency } };
        expectRefusedField(
          'createAnswer',
          await call('POST', `/v1/requests/${request.id}/answers`, { token: agent.token, body }),
          'body.offer.currency',
        );
      });

      it(`job bid: ${currency}`, async () => {
        const job = await postJob(provider);
        const response = await call('POST', `/v1/jobs/${job.id}/bids`, {
          token: agent.token,
          body: { ...aBid, currency },
        });
        expectRefusedField('createBid', response, 'body.currency');
      });

      it(`API key spending policy: ${currency}`, async () => {
        const body = {
          name: 'agent',
          scopes: ['deals:write'],
          spendingPolicy: { perDeal: 10_000, perDay: 10_000, currency },
        };
        expectRefusedField(
          'createApiKey',
          await call('POST', '/v1/keys', { token: agent.token, body }),
          'body.spendingPolicy.currency',
        );
      });

      it(`deal terms: ${currency}`, async () => {
        const body = { counterpartyId: provider.id, title: 'Logo design', amount: 5_000, currency };
        expectRefusedField(
          'createDeal',
          await call('POST', '/v1/deals', { token: agent.token, body }),
          'body.currency',
        );
      });

      it(`mandate reward: ${currency}`, async () => {
        const body = {
          offer: { title: 'Solar roofs', description: 'Turnkey.' },
          territory: ['DE'],
          reward: { amount: 50_000, currency },
        };
        expectRefusedField(
          'createMandate',
          await call('POST', '/v1/mandates', { token: provider.token, body }),
          'body.reward.currency',
        );
      });

      it(`claim sale report: ${currency}`, async () => {
        const mandate = await publishMandate(provider.token);
        const claim = await registerLead(agent.token, mandate.id);
        const accepted = await call('POST', `/v1/claims/${claim.id}/decision`, {
          token: provider.token,
          body: { decision: 'accept' },
        });
        expect(accepted.status, accepted.text).to.equal(200);
        const body = { invoiceNumber: 'RE-1', invoiceDate: '2025-06-20', amount: 1_250_000, currency };
        expectRefusedField(
          'reportSale',
          await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body }),
          'body.currency',
        );
        const read = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
        expect(read.body.result.sale, 'nothing was reported').to.equal(null);
      });
    }

    it('says which codes it takes instead of listing all of them', async () => {
      const body = sparseListing('businesses', { price: { amount: 50_000, currency: 'EURO' } });
      const response = await call('POST', '/v1/listings', { token: provider.token, body });
      const item = response.body.errors.find((error: { field: string }) => error.field === 'body.price.currency');
      expect(item.message).to.equal(
        `body.price.currency must be one of the 166 values of "ISO 4217 currency code" (the schema's enum), such as "EUR", "USD", "JPY"`,
      );
    });
  });

  describe('takes every ISO 4217 currency with its own minor unit and shows it as documented', () => {
    it('keeps a bid in yen and a deal in Kuwaiti dinars as integers in their minor units', async () => {
      const job = await postJob(provider);
      const bid = await call('POST', `/v1/jobs/${job.id}/bids`, {
        token: agent.token,
        body: { ...aBid, amount: 75_000, currency: 'JPY' },
      });
      expect(bid.status, bid.text).to.equal(201);
      expectDocumentedResponse('createBid', bid);
      expect(bid.body.result).to.include({ amount: 75_000, currency: 'JPY' });
      const deal = await call('POST', '/v1/deals', {
        token: agent.token,
        body: { counterpartyId: provider.id, title: 'Audit', amount: 500_250, currency: 'KWD' },
      });
      expect(deal.status, deal.text).to.equal(201);
      expectDocumentedResponse('createDeal', deal);
      expect(deal.body.result).to.include({ amount: 500_250, currency: 'KWD' });
    });

    it('refuses a fractional amount in minor units', async () => {
      const body = { counterpartyId: provider.id, title: 'Audit', amount: 500.5, currency: 'EUR' };
      expectRefusedField('createDeal', await call('POST', '/v1/deals', { token: agent.token, body }), 'body.amount');
    });
  });

  describe('renders the listing price of the JSON-LD in major units', () => {
    const cases = [
      { amount: 50_000, currency: 'EUR', price: '500.00' },
      { amount: 50_000, currency: 'JPY', price: '50000' },
      { amount: 500_250, currency: 'KWD', price: '500.250' },
    ];
    for (const { amount, currency, price } of cases) {
      it(`${amount} minor units of ${currency} as "${price}"`, async () => {
        const listing = await createListing(provider, completeListing('products', { price: { amount, currency } }));
        expect(listing.price).to.deep.equal({ amount, currency });
        const report = await call('GET', `/v1/listings/${listing.id}/visibility`, { token: provider.token });
        expect(report.status, report.text).to.equal(200);
        expectDocumentedResponse('getListingVisibility', report);
        expect(report.body.result.jsonLd.offers).to.include({ '@type': 'Offer', price, priceCurrency: currency });
      });
    }
  });

  describe('refuses a country that is not an assigned ISO 3166-1 alpha-2 code with 400 naming the field', () => {
    for (const country of ['XX', 'de', 'DEU', 'EU', 'UK']) {
      it(`listing location on create and patch: ${country}`, async () => {
        const location = { city: 'Berlin', country };
        const created = await call('POST', '/v1/listings', {
          token: provider.token,
          body: sparseListing('businesses', { location }),
        });
        expectRefusedField('createListing', created, 'body.location.country');
        const listing = await createListing(provider);
        const patched = await call('PATCH', `/v1/listings/${listing.id}`, {
          token: provider.token,
          body: { location },
        });
        expectRefusedField('updateListing', patched, 'body.location.country');
      });
    }

    it('a claim buyer outside ISO 3166-1, and takes an assigned code', async () => {
      const mandate = await publishMandate(provider.token, { territory: ['GB', 'NO'] });
      const refused = await call('POST', '/v1/claims', {
        token: agent.token,
        body: claimBody(mandate.id, { buyer: { legalName: 'Acme Ltd', country: 'UK' } }),
      });
      expectRefusedField('createClaim', refused, 'body.buyer.country');
      const created = await call('POST', '/v1/claims', {
        token: agent.token,
        body: claimBody(mandate.id, { buyer: { legalName: 'Nordlys AS', country: 'NO' } }),
      });
      expect(created.status, created.text).to.equal(201);
      expectDocumentedResponse('createClaim', created);
    });

    it('keeps an assigned code on the listing', async () => {
      const listing = await createListing(
        provider,
        sparseListing('businesses', { location: { city: 'Oslo', country: 'NO' } }),
      );
      expect(listing.location).to.deep.include({ country: 'NO' });
    });
  });
});
