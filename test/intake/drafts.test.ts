import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';
import { importAndWait } from './intake-calls.ts';

const OFFER_TEXT = 'Fliesenleger Meisterbetrieb Kaya\nWir verlegen Fliesen in Bad und Küche. Kostenloses Angebot!';

async function listingCreatedEvents(listingId: string): Promise<number> {
  return harness()
    .mongo.db.collection('outbox')
    .countDocuments({ kind: 'event', event: 'listing.created', 'payload.listing.id': listingId });
}

describe('intake drafts', () => {
  let fixtures: FixtureServer;
  before(async () => {
    fixtures = await startFixtureServer();
  });
  after(async () => fixtures.close());

  describe('reading and patching', () => {
    let owner: TestAccount;
    let draftId: string;
    before(async () => {
      owner = await registerAccount('draft-owner');
      draftId = (await importAndWait(owner, { url: fixtures.url('/pages/apartment.html') })).draftIds[0];
    });

    it('reads a draft with its gap report', async () => {
      const response = await call('GET', `/v1/intake/drafts/${draftId}`, { token: owner.token });
      expectDocumentedResponse('getDraft', response);
      expect(response.body.result).to.include({ id: draftId, status: 'draft', category: 'real-estate' });
      expect(response.body.result.confirmedFields).to.deep.equal([]);
    });

    it('refuses a value outside the facet schema as a listing would, naming the field and the allowed values', async () => {
      const response = await call('PATCH', `/v1/intake/drafts/${draftId}`, {
        token: owner.token,
        body: { facets: { offerType: 'lease', colour: 'red' } },
      });
      expectError(response, 400, 'validation_failed');
      const fields = response.body.errors.map((error: { field: string }) => error.field);
      expect(fields).to.have.members(['body.facets.offerType', 'body.facets.colour']);
      expect(
        response.body.errors.find((error: { field: string }) => error.field === 'body.facets.offerType').message,
      ).to.include('rent, sale');
    });

    it('takes confirmed values, normalised, and closes the gap', async () => {
      const response = await call('PATCH', `/v1/intake/drafts/${draftId}`, {
        token: owner.token,
        body: { facets: { offerType: 'RENT' }, title: 'Two-room flat, Prenzlauer Berg' },
      });
      expectDocumentedResponse('updateDraft', response);
      const draft = response.body.result;
      expect(draft.fields.facets.offerType).to.equal('rent');
      expect(draft.fields.facets.propertyType).to.equal('apartment');
      expect(draft.fields.title).to.equal('Two-room flat, Prenzlauer Berg');
      expect(draft.confirmedFields).to.have.members(['title', 'facets.offerType']);
      expect(draft.gapReport).to.deep.equal({ complete: true, missing: [], ambiguous: [] });
      const read = await call('GET', `/v1/intake/drafts/${draftId}`, { token: owner.token });
      expect(read.body.result.fields).to.deep.equal(draft.fields);
    });

    it('maps the facts again for a new category and keeps only the confirmed facets it has', async () => {
      const { draftIds } = await importAndWait(owner, { url: fixtures.url('/pages/apartment.html') });
      await call('PATCH', `/v1/intake/drafts/${draftIds[0]}`, {
        token: owner.token,
        body: { facets: { offerType: 'sale' } },
      });
      const response = await call('PATCH', `/v1/intake/drafts/${draftIds[0]}`, {
        token: owner.token,
        body: { category: 'other' },
      });
      expect(response.status, response.text).to.equal(200);
      expect(response.body.result.category).to.equal('other');
      expect(response.body.result.fields.facets).to.not.have.property('offerType');
      expect(response.body.result.confirmedFields).to.deep.equal(['category']);
    });

    it('needs a category before facets can be confirmed', async () => {
      const { draftIds } = await importAndWait(owner, { text: 'Something\nhard to place' });
      const response = await call('PATCH', `/v1/intake/drafts/${draftIds[0]}`, {
        token: owner.token,
        body: { facets: { kind: 'item' } },
      });
      expect(expectError(response, 400, 'validation_failed').field).to.equal('body.category');
    });

    it('hides drafts from other accounts and needs the intake scopes', async () => {
      const stranger = await registerAccount('draft-stranger');
      expectError(
        await call('PATCH', `/v1/intake/drafts/${draftId}`, { token: stranger.token, body: { title: 'Mine now' } }),
        404,
        'resource_not_found',
      );
      expectError(
        await call('POST', `/v1/intake/drafts/${draftId}/publish`, { token: stranger.token }),
        404,
        'resource_not_found',
      );
      expectError(await call('GET', `/v1/intake/drafts/${draftId}`), 401, 'credential_missing');
      const reader = await createApiKey(owner, ['intake:read']);
      expectError(
        await call('PATCH', `/v1/intake/drafts/${draftId}`, { token: reader.secret, body: { title: 'x' } }),
        403,
        'scope_missing',
      );
      expectError(
        await call('POST', `/v1/intake/drafts/${draftId}/publish`, { token: reader.secret }),
        403,
        'scope_missing',
      );
      expect((await call('GET', `/v1/intake/drafts/${draftId}`, { token: reader.secret })).status).to.equal(200);
    });
  });

  describe('publishing', () => {
    it('refuses a draft with gaps, naming each field to confirm', async () => {
      const owner = await registerAccount('gappy');
      const { draftIds } = await importAndWait(owner, { url: fixtures.url('/pages/apartment.html') });
      const response = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(expectError(response, 400, 'validation_failed').field).to.equal('draft.facets.offerType');
    });

    it('refuses what fails the compliance gate, naming the field', async () => {
      const owner = await registerAccount('non-compliant');
      const { draftIds } = await importAndWait(owner, {
        text: 'Counterfeit watches, wholesale\nBest copies.',
        category: 'other',
      });
      const response = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(expectError(response, 422, 'compliance_rejected').field).to.equal('draft.title');
    });

    it("holds a new account's listing from a foreign page for review: not public, not announced, the same on a second publish", async () => {
      const owner = await registerAccount('newcomer');
      const { draftIds } = await importAndWait(owner, { url: fixtures.url('/pages/plumber.html') });
      const response = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expectDocumentedResponse('publishDraft', response);
      const result = response.body.result;
      expect(result).to.include({ draftId: draftIds[0], status: 'in_review' });
      expect(result.reasons).to.deep.equal(['foreign_source', 'new_account']);
      expectError(await call('GET', `/v1/listings/${result.listingId}`), 404, 'resource_not_found');
      const own = await call('GET', '/v1/listings?provider=me', { token: owner.token });
      expect(
        own.body.result.map((listing: { id: string; status: string }) => [listing.id, listing.status]),
      ).to.deep.equal([[result.listingId, 'pending_review']]);
      expect(await listingCreatedEvents(result.listingId)).to.equal(0);
      const again = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(again.body.result).to.deep.equal(result);
      const draft = await call('GET', `/v1/intake/drafts/${draftIds[0]}`, { token: owner.token });
      expect(draft.body.result).to.include({ status: 'in_review', listingId: result.listingId });
      expect(draft.body.result.reviewReasons).to.deep.equal(['foreign_source', 'new_account']);
      expectError(
        await call('PATCH', `/v1/intake/drafts/${draftIds[0]}`, { token: owner.token, body: { title: 'Later' } }),
        409,
        'invalid_transition',
      );
    });

    it("publishes an established account's own text live, without listing.created", async () => {
      const owner = await registerProvider('established');
      const { draftIds } = await importAndWait(owner, { text: OFFER_TEXT, category: 'local-services' });
      const response = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(response.body.result).to.deep.include({ status: 'published', reasons: [] });
      const listing = await call('GET', `/v1/listings/${response.body.result.listingId}`);
      expect(listing.body.result).to.include({
        title: 'Fliesenleger Meisterbetrieb Kaya',
        category: 'local-services',
        status: 'published',
        providerId: owner.id,
      });
      expect(listing.body.result.facets).to.deep.include({ services: ['flooring'], freeQuote: true });
      expect(await listingCreatedEvents(response.body.result.listingId)).to.equal(0);
      const draft = await call('GET', `/v1/intake/drafts/${draftIds[0]}`, { token: owner.token });
      expect(draft.body.result.status).to.equal('published');
    });

    it("still reviews an established account's listing from a page on a host it has not verified", async () => {
      const owner = await registerProvider('established-foreign');
      const { draftIds } = await importAndWait(owner, { url: fixtures.url('/pages/plumber.html') });
      const response = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(response.body.result).to.deep.include({ status: 'in_review', reasons: ['foreign_source'] });
    });

    it('publishes once when the same draft is published in parallel', async function () {
      this.timeout(30_000);
      const owner = await registerProvider('parallel');
      const { draftIds } = await importAndWait(owner, { text: OFFER_TEXT, category: 'local-services' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token }),
        ),
      );
      const published = answers.filter((answer) => answer.status === 200);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect(answer.status, answer.text).to.equal(409);
        expect(answer.body.errors[0].slug).to.be.oneOf(['operation_in_progress', 'invalid_transition']);
      }
      expect(published).to.not.be.empty;
      expect(new Set(published.map((answer) => answer.body.result.listingId)).size).to.equal(1);
      const final = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
      expect(final.body.result.listingId).to.equal(published[0]!.body.result.listingId);
      expect(
        await harness()
          .mongo.db.collection('listings')
          .countDocuments({ providerId: owner.id, category: 'local-services' }),
      ).to.equal(1);
    });
  });
});
