import { expect } from 'chai';
import { CategoryProposalsRepository } from '../../services/core/intake/drafts/category-proposals.repository.ts';
import { IntakeJobsRepository } from '../../services/core/intake/imports/intake-jobs.repository.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';
import { finishedJob, importAndWait, startImport } from './intake-calls.ts';

describe('intake imports from a URL or text', () => {
  let fixtures: FixtureServer;
  let owner: TestAccount;
  before(async () => {
    fixtures = await startFixtureServer();
    owner = await registerAccount('importer');
  });
  after(async () => fixtures.close());

  async function draftCount(jobId: string): Promise<number> {
    return harness().mongo.db.collection('intake_drafts').countDocuments({ jobId });
  }

  describe('pages', () => {
    it("reads a page's JSON-LD, OpenGraph, hreflang and contact links into a complete draft", async () => {
      const accepted = await startImport(owner, { url: fixtures.url('/pages/plumber.html') });
      expect(accepted).to.include({ kind: 'import', status: 'queued' });
      expect(accepted.source).to.deep.equal({ kind: 'url', url: fixtures.url('/pages/plumber.html'), format: null });
      const job = await finishedJob(owner, accepted.id);
      expect(job.status).to.equal('ready');
      expect(job.drafts).to.have.length(1);
      const [draft] = job.drafts;
      expect(draft).to.include({ status: 'draft', category: 'local-services', jobId: job.id, listingId: null });
      expect(draft.fields.title).to.equal('Sanitär Schmidt GmbH');
      expect(draft.fields.facets).to.deep.include({
        services: ['plumbing', 'heating'],
        serviceArea: 'Berlin',
        emergencyService: true,
      });
      expect(draft.fields.location).to.deep.equal({
        address: 'Musterstraße 12',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
        lat: 52.532,
        lon: 13.384,
      });
      expect(draft.fields.media).to.deep.equal([fixtures.url('/img/team.jpg')]);
      expect(draft.contact.emails).to.have.members([
        'info@sanitaer-schmidt.example',
        'notdienst@sanitaer-schmidt.example',
      ]);
      expect(draft.contact.phones).to.include('+49301234567');
      expect(draft.languages).to.have.members(['de', 'en']);
      expect(draft.gapReport).to.deep.equal({ complete: true, missing: [], ambiguous: [] });
    });

    it("lists exactly the missing required facets of the page's category in the gap report (microdata, after a redirect)", async () => {
      const job = await importAndWait(owner, { url: fixtures.url('/redirect/apartment') });
      expect(job.status).to.equal('needs_input');
      const [draft] = job.drafts;
      expect(draft.category).to.equal('real-estate');
      expect(draft.fields.facets).to.deep.include({ propertyType: 'apartment', rooms: 2, livingArea: 64 });
      expect(draft.fields.facets.features).to.have.members(['balcony', 'fitted-kitchen']);
      expect(draft.gapReport.complete).to.equal(false);
      expect(draft.gapReport.missing.map((gap: { field: string }) => gap.field)).to.deep.equal(['facets.offerType']);
      expect(draft.gapReport.ambiguous).to.deep.equal([]);
      expect(draft.gapReport.missing[0].reason).to.include('rent or for sale');
    });

    it('skips a malformed JSON-LD block with a warning and reads the next one', async () => {
      const job = await importAndWait(owner, { url: fixtures.url('/pages/malformed-json-ld.html') });
      expect(job.status).to.equal('ready');
      expect(job.warnings).to.have.length(1);
      expect(job.warnings[0]).to.match(/^JSON-LD block 1 is not valid JSON/);
      const [draft] = job.drafts;
      expect(draft.category).to.equal('products');
      expect(draft.fields.facets).to.deep.include({ productType: 'computers', condition: 'refurbished' });
      expect(draft.fields.price).to.deep.equal({ amount: 64900, currency: 'EUR' });
    });

    it('proposes a category for a schema.org type no category covers, and lists it for the admins', async () => {
      const job = await importAndWait(owner, { url: fixtures.url('/pages/restaurant.html') });
      expect(job.status).to.equal('needs_input');
      expect(job.categoryProposal).to.deep.equal({
        id: 'cpr_restaurant',
        slug: 'restaurant',
        name: 'Restaurant',
        status: 'pending',
      });
      const [draft] = job.drafts;
      expect(draft.category).to.equal(null);
      expect(draft.gapReport.missing.map((gap: { field: string }) => gap.field)).to.deep.equal(['category']);
      const open = await new CategoryProposalsRepository(harness().mongo.db).listOpen(null, 100);
      const proposal = open.find((candidate) => candidate._id === 'cpr_restaurant');
      expect(proposal?.jobIds).to.include(job.id);
      expect(proposal?.facets.map((facet) => [facet.key, facet.type])).to.deep.equal([
        ['servesCuisine', 'text'],
        ['priceRange', 'text'],
        ['acceptsReservations', 'boolean'],
      ]);
    });

    it('reads a plain-text page as text', async () => {
      const job = await importAndWait(owner, { url: fixtures.url('/text/offer.txt'), category: 'local-services' });
      const [draft] = job.drafts;
      expect(draft.fields.title).to.equal('Umzugshilfe Berlin');
      expect(draft.fields.price).to.deep.equal({ amount: 3900, currency: 'EUR' });
      expect(draft.fields.facets.services).to.deep.equal(['moving']);
    });
  });

  describe('text', () => {
    it('reads the title, a price in minor units, email, phone, address and vocabulary words, the same each time', async () => {
      const text = [
        'Fliesenleger Meisterbetrieb Kaya',
        'Wir verlegen Fliesen in Bad und Küche, Festpreis ab 45 € pro m². Kostenloses Angebot!',
        'Kontakt: info@kaya-fliesen.example, Tel. 0221 9876543',
        'Adresse: Venloer Straße 100, 50672 Köln',
      ].join('\n');
      const first = await importAndWait(owner, { text, category: 'local-services', locale: 'de' });
      const again = await importAndWait(owner, { text, category: 'local-services', locale: 'de' });
      const [draft] = first.drafts;
      expect(first.status).to.equal('ready');
      expect(first.source).to.deep.equal({ kind: 'text', url: null, format: null });
      expect(draft.fields).to.deep.include({
        title: 'Fliesenleger Meisterbetrieb Kaya',
        price: { amount: 4500, currency: 'EUR' },
      });
      expect(draft.fields.facets).to.deep.include({ services: ['flooring'], freeQuote: true, priceFrom: 45 });
      expect(draft.fields.location).to.deep.equal({ address: 'Venloer Straße 100', postalCode: '50672', city: 'Köln' });
      expect(draft.contact).to.deep.equal({ emails: ['info@kaya-fliesen.example'], phones: ['+492219876543'] });
      expect(draft.languages).to.deep.equal(['de']);
      expect(again.drafts[0].fields).to.deep.equal(draft.fields);
      expect(again.drafts[0].gapReport).to.deep.equal(draft.gapReport);
    });

    it('asks for the category when the text points at none', async () => {
      const job = await importAndWait(owner, { text: 'Something to offer\nIt is hard to say what.' });
      expect(job.status).to.equal('needs_input');
      expect(job.categoryProposal).to.equal(null);
      expect(job.drafts[0].gapReport.missing.map((gap: { field: string }) => gap.field)).to.deep.equal(['category']);
    });
  });

  describe('hostile sources', function () {
    this.timeout(60_000);
    const cases: [string, string, string][] = [
      ['a 50 MB page, streamed and abandoned past 2 MiB', '/hostile/huge', 'too_large'],
      ['a 50 MB page that declares its length', '/hostile/huge-declared', 'too_large'],
      ['a redirect to a private address', '/hostile/redirect-private', 'target_refused'],
      ['a redirect to the cloud metadata address', '/hostile/redirect-metadata', 'target_refused'],
      ['a redirect loop', '/hostile/redirect-loop', 'too_many_redirects'],
      ['an image', '/hostile/image', 'unsupported_content_type'],
      ['a missing page', '/hostile/missing', 'http_status'],
      ['a page that never finishes', '/hostile/slow', 'timeout'],
    ];
    for (const [what, path, code] of cases) {
      it(`ends ${what} as a failed job (${code}) with no draft`, async () => {
        const job = await importAndWait(owner, { url: fixtures.url(path) });
        expect(job.status).to.equal('failed');
        expect(job.error.code, job.error.message).to.equal(code);
        expect(job.draftIds).to.deep.equal([]);
        expect(await draftCount(job.id)).to.equal(0);
      });
    }

    it('refuses a private address given directly', async () => {
      const job = await importAndWait(owner, { url: 'http://10.0.0.1/' });
      expect(job.error.code).to.equal('target_refused');
      expect(job.error.message).to.include('10.0.0.1');
    });
  });

  describe('refusals', () => {
    it('needs exactly one of url and text', async () => {
      expectError(await call('POST', '/v1/intake/imports', { token: owner.token, body: {} }), 400, 'validation_failed');
      expectError(
        await call('POST', '/v1/intake/imports', {
          token: owner.token,
          body: { url: 'https://a.example/', text: 'x' },
        }),
        400,
        'validation_failed',
      );
    });

    it('needs a credential with intake:write to import and intake:read to read', async () => {
      expectError(await call('POST', '/v1/intake/imports', { body: { text: 'x' } }), 401, 'credential_missing');
      const reader = await createApiKey(owner, ['intake:read']);
      expectError(
        await call('POST', '/v1/intake/imports', { token: reader.secret, body: { text: 'x' } }),
        403,
        'scope_missing',
      );
      const job = await importAndWait(owner, { text: 'A thing\nfor sale' });
      const writer = await createApiKey(owner, ['listings:read']);
      expectError(await call('GET', `/v1/intake/jobs/${job.id}`, { token: writer.secret }), 403, 'scope_missing');
      expectError(await call('GET', `/v1/intake/jobs/${job.id}`), 401, 'credential_missing');
      expectError(await call('GET', '/v1/intake/jobs'), 401, 'credential_missing');
      expectError(await call('GET', '/v1/intake/jobs', { token: writer.secret }), 403, 'scope_missing');
    });

    it('hides a job and its drafts from every other account', async () => {
      const job = await importAndWait(owner, { text: 'Private offer\nonly mine' });
      const stranger = await registerAccount('stranger');
      expectError(await call('GET', `/v1/intake/jobs/${job.id}`, { token: stranger.token }), 404, 'resource_not_found');
      expectError(
        await call('GET', `/v1/intake/drafts/${job.draftIds[0]}`, { token: stranger.token }),
        404,
        'resource_not_found',
      );
      const list = await call('GET', '/v1/intake/jobs', { token: stranger.token });
      expect(list.body.result).to.deep.equal([]);
    });
  });

  describe('interrupted imports', () => {
    it('reads a job whose process stopped a minute ago as failed and interrupted, and records it so', async () => {
      const started = new Date(Date.now() - 2 * 60_000);
      const jobs = new IntakeJobsRepository(harness().mongo.db);
      const id = `ijb_interrupted${Date.now()}`;
      await jobs.insert({
        _id: id,
        accountId: owner.id,
        kind: 'import',
        source: { kind: 'url', url: 'https://gone.example/', format: null },
        status: 'running',
        draftIds: [],
        itemErrors: [],
        warnings: [],
        error: null,
        proposalId: null,
        createdAt: started,
        updatedAt: started,
        finishedAt: null,
      });
      const job = await finishedJob(owner, id);
      expect(job).to.deep.include({
        status: 'failed',
        error: { code: 'interrupted', message: 'the import stopped before it finished; start it again' },
      });
      expect((await jobs.findById(id))?.status).to.equal('failed');
    });
  });

  describe('listing jobs', () => {
    it('lists own jobs newest first, by status, without their drafts', async () => {
      const account = await registerAccount('lister');
      const failed = await importAndWait(account, { url: fixtures.url('/hostile/image') });
      const ready = await importAndWait(account, { url: fixtures.url('/pages/plumber.html') });
      const all = await call('GET', '/v1/intake/jobs', { token: account.token });
      expectDocumentedResponse('listIntakeJobs', all);
      expect(all.body.result.map((job: { id: string }) => job.id)).to.deep.equal([ready.id, failed.id]);
      expect(all.body.result[0]).to.not.have.property('drafts');
      const onlyFailed = await call('GET', '/v1/intake/jobs?status=failed', { token: account.token });
      expect(onlyFailed.body.result.map((job: { id: string }) => job.id)).to.deep.equal([failed.id]);
      const paged = await call('GET', '/v1/intake/jobs?limit=1', { token: account.token });
      const next = await call('GET', `/v1/intake/jobs?limit=1&cursor=${paged.body.result_info.next_cursor}`, {
        token: account.token,
      });
      expect(next.body.result.map((job: { id: string }) => job.id)).to.deep.equal([failed.id]);
    });
  });
});
