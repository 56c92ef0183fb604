import { expect } from 'chai';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { call } from '../support/http.ts';
import { registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

function servicesVocabulary(): string[] {
  const facet = facetRegistry()
    .category('businesses')
    ?.facets.find((candidate) => candidate.key === 'services');
  if (!facet || facet.type !== 'semantic-tag') throw new Error('businesses.services must be a semantic-tag facet');
  return facet.vocabulary.map((entry) => entry.value);
}

function businessListing(overrides: Record<string, unknown> = {}) {
  return {
    category: 'businesses',
    title: 'Schmidt IT Consulting',
    description: 'Cloud migrations and managed IT for small firms in Berlin.',
    facets: { services: servicesVocabulary().slice(0, 2), serviceArea: 'Berlin and Brandenburg', companySize: '2-10' },
    location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
    ...overrides,
  };
}

async function createListing(account: TestAccount, body: unknown = businessListing()) {
  const response = await call('POST', '/v1/listings', { token: account.token, body });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

describe('listings', () => {
  let provider: TestAccount;
  before(async () => {
    provider = await registerProvider('provider');
  });

  describe('creating', () => {
    it('publishes a valid listing at once, with its provider profile', async () => {
      const listing = await createListing(provider);
      expect(listing).to.include({
        category: 'businesses',
        status: 'published',
        providerId: provider.id,
        verifiedDomain: false,
      });
      expect(listing.facets.companySize).to.equal('2-10');
      expect(listing.provider).to.include({ id: provider.id, displayName: 'provider' });
      expect(listing.rating).to.deep.equal({ average: null, count: 0 });
      const read = await call('GET', `/v1/listings/${listing.id}`);
      expect(read.body.result.title).to.equal('Schmidt IT Consulting');
    });

    it('refuses a facet the category does not have, listing the valid facets', async () => {
      const response = await call('POST', '/v1/listings', {
        token: provider.token,
        body: businessListing({ facets: { colour: 'red' } }),
      });
      expect(response.status).to.equal(400);
      const error = response.body.errors.find((item: { field: string }) => item.field === 'body.facets.colour');
      expect(error.message).to.include('services').and.include('serviceArea').and.include('companySize');
    });

    it('refuses an enum value outside the allowed values and names them', async () => {
      const facets = { ...businessListing().facets, companySize: 'huge' };
      const response = await call('POST', '/v1/listings', { token: provider.token, body: businessListing({ facets }) });
      expect(response.status).to.equal(400);
      const error = response.body.errors.find((item: { field: string }) => item.field === 'body.facets.companySize');
      expect(error.message).to.include('2-10');
    });

    it('refuses what fails the compliance gate, naming the field', async () => {
      const response = await call('POST', '/v1/listings', {
        token: provider.token,
        body: businessListing({ title: 'Counterfeit watches wholesale' }),
      });
      expect(response.status).to.equal(422);
      expect(response.body.errors[0]).to.include({ slug: 'compliance_rejected', field: 'body.title' });
    });

    it('creates once per Idempotency-Key', async () => {
      const headers = { 'idempotency-key': `listing-${Date.now()}` };
      const first = await call('POST', '/v1/listings', {
        token: provider.token,
        body: businessListing({ title: 'Idempotent Ltd' }),
        headers,
      });
      const again = await call('POST', '/v1/listings', {
        token: provider.token,
        body: businessListing({ title: 'Idempotent Ltd' }),
        headers,
      });
      expect(again.text).to.equal(first.text);
      expect(await harness().mongo.db.collection('listings').countDocuments({ title: 'Idempotent Ltd' })).to.equal(1);
    });
  });

  describe('changing', () => {
    it('re-validates changed facets and keeps a revision per write', async () => {
      const listing = await createListing(provider);
      const bad = await call('PATCH', `/v1/listings/${listing.id}`, {
        token: provider.token,
        body: { facets: { companySize: 'tiny' } },
      });
      expect(bad.status).to.equal(400);
      const good = await call('PATCH', `/v1/listings/${listing.id}`, {
        token: provider.token,
        body: { title: 'Schmidt IT GmbH', facets: { ...businessListing().facets, companySize: '11-50' } },
      });
      expect(good.status, good.text).to.equal(200);
      expect(good.body.result).to.deep.include({ title: 'Schmidt IT GmbH' });
      expect(good.body.result.facets.companySize).to.equal('11-50');
      const revisions = await harness()
        .mongo.db.collection('listing_revisions')
        .countDocuments({ listingId: listing.id });
      expect(revisions).to.equal(2);
    });

    it('gives 10 parallel changes 10 distinct versions and keeps the last one', async () => {
      const listing = await createListing(provider);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call('PATCH', `/v1/listings/${listing.id}`, { token: provider.token, body: { title: `Title ${index}` } }),
        ),
      );
      for (const response of responses) expect(response.status, response.text).to.equal(200);
      const revisions = await harness()
        .mongo.db.collection('listing_revisions')
        .find({ listingId: listing.id })
        .toArray();
      expect(revisions.map((revision) => revision.version).sort((a, b) => a - b)).to.deep.equal([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
      ]);
      const stored = await harness().mongo.db.collection('listings').findOne({ _id: listing.id });
      expect(stored?.version).to.equal(11);
    });

    it('lets only the owner change or archive a listing', async () => {
      const listing = await createListing(provider);
      const stranger = await registerAccount('stranger');
      const patch = await call('PATCH', `/v1/listings/${listing.id}`, {
        token: stranger.token,
        body: { title: 'Mine now' },
      });
      expect(patch.status).to.equal(403);
      expect(patch.body.errors[0].slug).to.equal('not_owner');
      const archive = await call('POST', `/v1/listings/${listing.id}/archive`, { token: stranger.token });
      expect(archive.status).to.equal(403);
      expect((await call('GET', `/v1/listings/${listing.id}`)).body.result.title).to.equal('Schmidt IT Consulting');
    });

    it('archives a listing: gone from public reads, still listed to its owner, final', async () => {
      const listing = await createListing(provider);
      const archived = await call('POST', `/v1/listings/${listing.id}/archive`, { token: provider.token });
      expect(archived.body.result.status).to.equal('archived');
      expect((await call('GET', `/v1/listings/${listing.id}`)).status).to.equal(404);
      const own = await call('GET', '/v1/listings?provider=me&status=archived&limit=100', { token: provider.token });
      expect(own.body.result.map((item: { id: string }) => item.id)).to.include(listing.id);
      const again = await call('POST', `/v1/listings/${listing.id}/archive`, { token: provider.token });
      expect(again.status).to.equal(409);
      expect(again.body.errors[0]).to.include({ slug: 'invalid_transition' });
      expect(again.body.errors[0].meta.currentState).to.equal('archived');
    });
  });

  describe('reading', () => {
    it("lists a provider's published listings publicly and needs a credential for provider=me", async () => {
      const owner = await registerProvider('lister');
      const listing = await createListing(owner);
      const publicList = await call('GET', `/v1/listings?provider=${owner.id}`);
      expect(publicList.body.result.map((item: { id: string }) => item.id)).to.deep.equal([listing.id]);
      const anonymousMe = await call('GET', '/v1/listings?provider=me');
      expect(anonymousMe.status).to.equal(401);
    });

    it('shows the public provider profile with the count of published listings', async () => {
      const owner = await registerProvider('profiled');
      await createListing(owner);
      await createListing(owner);
      const profile = await call('GET', `/v1/providers/${owner.id}`);
      expect(profile.body.result).to.include({ id: owner.id, displayName: 'profiled', listingCount: 2 });
      expect((await call('GET', '/v1/providers/acc_unknown')).status).to.equal(404);
    });

    it('reaches the search index through the outbox and the indexer', async () => {
      const listing = await createListing(provider);
      const elasticsearchUrl = harness().servers.elasticsearchUrl;
      let found: { _version?: number; _source?: { title: string } } = {};
      for (let attempt = 0; attempt < 100 && !found._source; attempt += 1) {
        found = (await (await fetch(`${elasticsearchUrl}/listings/_doc/${listing.id}`)).json()) as typeof found;
        if (!found._source) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(found._source?.title).to.equal('Schmidt IT Consulting');
      expect(found._version).to.equal(1);
    });
  });
});
