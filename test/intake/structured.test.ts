import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';
import { importStructured } from './intake-calls.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function repositoryFiles(folder: string): string {
  const names = readdirSync(new URL(`./fixtures/${folder}/`, import.meta.url));
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, fixture(`${folder}/${name}`)])));
}

describe('intake structured imports', () => {
  let fixtures: FixtureServer;
  let owner: TestAccount;
  before(async () => {
    fixtures = await startFixtureServer();
    owner = await registerAccount('feeds');
  });
  after(async () => fixtures.close());

  async function drafts(jobId: string): Promise<any[]> {
    const response = await call('GET', `/v1/intake/jobs/${jobId}`, { token: owner.token });
    return response.body.result.drafts;
  }

  describe('property-listing XML (OpenImmo-like)', () => {
    it('makes a draft per readable <immobilie> and reports the broken one, by URL', async () => {
      const response = await importStructured(owner, {
        kind: 'property-xml',
        url: fixtures.url('/feeds/openimmo.xml'),
      });
      expect(response.status, response.text).to.equal(201);
      const job = response.body.result;
      expect(job).to.include({ kind: 'import_structured', status: 'ready' });
      expect(job.source).to.deep.equal({
        kind: 'feed',
        url: fixtures.url('/feeds/openimmo.xml'),
        format: 'property-xml',
      });
      expect(job.draftIds).to.have.length(2);
      expect(job.itemErrors).to.deep.equal([
        { item: 'item 3 (B-9)', message: 'preise.kaltmiete is not a number: "zwölfhundert"' },
      ]);
      const [flat, house] = await drafts(job.id);
      expect(flat.category).to.equal('real-estate');
      expect(flat.fields.facets).to.deep.equal({
        propertyType: 'apartment',
        offerType: 'rent',
        price: 1250,
        rooms: 3,
        livingArea: 78.5,
        features: ['balcony', 'elevator', 'fitted-kitchen'],
        furnished: true,
        energyClass: 'C',
      });
      expect(flat.fields.price).to.deep.equal({ amount: 125000, currency: 'EUR' });
      expect(flat.fields.location).to.deep.equal({
        address: 'Kastanienallee 12',
        postalCode: '10437',
        city: 'Berlin',
        country: 'DE',
        lat: 52.538,
        lon: 13.41,
      });
      expect(flat.contact).to.deep.equal({ emails: ['vermietung@kiez-immobilien.example'], phones: ['+49304445556'] });
      expect(house.fields.facets).to.deep.include({ propertyType: 'house', offerType: 'sale', price: 689000 });
      expect(house.fields.facets.features).to.have.members(['garden', 'cellar']);
    });

    it('reads the same feed given inline', async () => {
      const response = await importStructured(owner, { kind: 'property-xml', content: fixture('openimmo.xml') });
      expect(response.body.result.draftIds).to.have.length(2);
      expect(response.body.result.source).to.deep.equal({ kind: 'feed', url: null, format: 'property-xml' });
    });

    it('refuses a billion-laughs document at once, expanding nothing', async () => {
      for (const body of [
        { kind: 'property-xml', content: fixture('billion-laughs.xml') },
        { kind: 'property-xml', url: fixtures.url('/feeds/billion-laughs.xml') },
      ]) {
        const response = await importStructured(owner, body);
        expect(response.status).to.equal(201);
        expect(response.body.result.status).to.equal('failed');
        expect(response.body.result.error.code).to.equal('unreadable');
        expect(response.body.result.error.message).to.include('DOCTYPE');
        expect(
          await harness().mongo.db.collection('intake_drafts').countDocuments({ jobId: response.body.result.id }),
        ).to.equal(0);
      }
    });

    it('reads a feed that arrives in small chunks the same as one read whole', async () => {
      const trickled = await importStructured(owner, {
        kind: 'property-xml',
        url: fixtures.url('/feeds/openimmo-trickle.xml'),
      });
      const whole = await importStructured(owner, { kind: 'property-xml', url: fixtures.url('/feeds/openimmo.xml') });
      expect(trickled.body.result.itemErrors).to.deep.equal(whole.body.result.itemErrors);
      const [trickledDrafts, wholeDrafts] = [await drafts(trickled.body.result.id), await drafts(whole.body.result.id)];
      expect(trickledDrafts.map((draft) => draft.fields)).to.deep.equal(wholeDrafts.map((draft) => draft.fields));
    });

    it('fails a malformed document and one without a readable item', async () => {
      const malformed = await importStructured(owner, {
        kind: 'property-xml',
        content: '<openimmo><immobilie></openimmo>',
      });
      expect(malformed.body.result.error.code).to.equal('unreadable');
      const empty = await importStructured(owner, {
        kind: 'property-xml',
        content: '<openimmo><anbieter/></openimmo>',
      });
      expect(empty.body.result.error).to.deep.equal({ code: 'no_items', message: 'the feed holds no item' });
    });
  });

  describe('products JSON', () => {
    it('makes a draft per product in the given currency and reports the broken one', async () => {
      const response = await importStructured(owner, {
        kind: 'products-json',
        url: fixtures.url('/feeds/products.json'),
        currency: 'EUR',
      });
      const job = response.body.result;
      expect(job.status).to.equal('ready');
      expect(job.itemErrors).to.deep.equal([
        { item: 'item 2 (campingstuhl)', message: 'variants[0].price is not a price: "abc"' },
      ]);
      const [shoe, lamp] = await drafts(job.id);
      expect(shoe.fields).to.deep.include({
        title: 'Trailrunning-Schuh Aero 2',
        url: fixtures.url('/products/aero-2'),
        price: { amount: 12995, currency: 'EUR' },
      });
      expect(shoe.fields.facets).to.deep.equal({
        productType: 'shoes',
        condition: 'new',
        brand: 'Nordpfad',
        price: 129.95,
      });
      expect(lamp.fields.facets.productType).to.equal('sports-outdoor');
    });

    it('reads no price without a currency, and says so', async () => {
      const response = await importStructured(owner, { kind: 'products-json', content: fixture('products.json') });
      expect(response.body.result.warnings).to.deep.equal([
        'the feed names no currency and none was given, so no prices were read',
      ]);
      expect((await drafts(response.body.result.id))[0].fields).to.not.have.property('price');
    });

    it('fails a document that is not JSON, and one without a products array', async () => {
      const response = await importStructured(owner, { kind: 'products-json', content: '{"products": [' });
      expect(response.body.result.error.code).to.equal('unreadable');
      const notAList = await importStructured(owner, {
        kind: 'products-json',
        content: '{"products": {"title": "A product"}}',
      });
      expect(notAList.body.result.error).to.deep.equal({
        code: 'unreadable',
        message: 'the products feed has no `products` array',
      });
      const bare = await importStructured(owner, {
        kind: 'products-json',
        content: '[{"handle": "solo", "title": "A bare list"}]',
      });
      expect(bare.body.result.draftIds).to.have.length(1);
    });

    it("regression: imports at most 1,000 items of a feed, reports the rest, and serves the job's drafts by page", async function () {
      this.timeout(120_000);
      const products = Array.from({ length: 2_000 }, (_, index) => ({
        handle: `p-${index}`,
        title: `Desk lamp ${index}`,
        variants: [{ price: '19.90' }],
      }));
      const response = await importStructured(owner, {
        kind: 'products-json',
        content: JSON.stringify({ products }),
        currency: 'EUR',
      });
      expect(response.status, response.text).to.equal(201);
      const job = response.body.result;
      expect(job.draftIds).to.have.length(1_000);
      expect(job.itemErrors).to.have.length(1);
      expect(job.itemErrors[0].item).to.equal('items 1001 to 2000');
      expect(job.itemErrors[0].message).to.match(/at most 1000 items.*INTAKE_FEED_MAX_ITEMS/);

      const first = await call('GET', `/v1/intake/jobs/${job.id}`, { token: owner.token });
      expectDocumentedResponse('getIntakeJob', first);
      expect(first.body.result.drafts).to.have.length(20);
      expect(first.text.length, 'one page of drafts, not all of them').to.be.below(100_000);
      expect(first.body.result.gapReport).to.include({ drafts: 1_000 });
      const paged: string[] = first.body.result.drafts.map((draft: { id: string }) => draft.id);
      for (let cursor = first.body.result.draftsCursor; cursor;) {
        const page = await call('GET', `/v1/intake/jobs/${job.id}/drafts?limit=100&cursor=${cursor}`, {
          token: owner.token,
        });
        expectDocumentedResponse('listIntakeJobDrafts', page);
        paged.push(...page.body.result.map((draft: { id: string }) => draft.id));
        cursor = page.body.result_info.next_cursor;
      }
      expect(paged).to.deep.equal(job.draftIds);
      const foreign = await call('GET', `/v1/intake/jobs/${job.id}/drafts?cursor=${first.body.result.draftsCursor}x`, {
        token: owner.token,
      });
      expect(expectError(foreign, 400, 'validation_failed').field).to.equal('query.cursor');
    });

    it('streams a 10,000-item feed to its end: drafts for the first 1,000 items, the other 9,000 reported', async function () {
      this.timeout(180_000);
      const response = await importStructured(owner, {
        kind: 'products-json',
        url: fixtures.url('/feeds/many-products.json?count=10000'),
        currency: 'EUR',
      });
      const job = response.body.result;
      expect(job.status, JSON.stringify(job.error)).to.equal('needs_input');
      expect(job.itemErrors.map((error: { item: string }) => error.item)).to.deep.equal(['items 1001 to 10000']);
      expect(job.draftIds).to.have.length(1_000);
      expect(new Set(job.draftIds).size).to.equal(1_000);
      expect(await harness().mongo.db.collection('intake_drafts').countDocuments({ jobId: job.id })).to.equal(1_000);
      const last = await call('GET', `/v1/intake/drafts/${job.draftIds[999]}`, { token: owner.token });
      expect(last.body.result.fields).to.deep.include({
        title: 'Refurbished laptop 999',
        price: { amount: 39_900, currency: 'EUR' },
      });
    });

    describe('hostile feeds', function () {
      this.timeout(60_000);
      const cases: [string, string, string, string][] = [
        [
          'a 50 MB feed, past INTAKE_FEED_MAX_BYTES, streamed and abandoned at the limit',
          'products-json',
          '/feeds/huge.json',
          'too_large',
        ],
        ['a feed that declares a length past the limit', 'products-json', '/feeds/huge-declared.json', 'too_large'],
        ['a product of 50 MB, past the item limit', 'products-json', '/feeds/giant-item.json', 'unreadable'],
        ['an <immobilie> of 50 MB, past the item limit', 'property-xml', '/feeds/giant-item.xml', 'unreadable'],
        ['a feed that stops sending', 'products-json', '/feeds/slow.json', 'timeout'],
        ['a redirect to a private address', 'products-json', '/hostile/redirect-private', 'target_refused'],
        ['an HTML page', 'products-json', '/pages/plumber.html', 'unsupported_content_type'],
      ];
      for (const [what, kind, path, code] of cases) {
        it(`ends ${what} as a failed job (${code}) with no draft`, async () => {
          const response = await importStructured(owner, { kind, url: fixtures.url(path), currency: 'EUR' });
          expect(response.status, response.text).to.equal(201);
          const job = response.body.result;
          expect(job.status).to.equal('failed');
          expect(job.error.code, job.error.message).to.equal(code);
          expect(job.draftIds).to.deep.equal([]);
        });
      }
    });
  });

  describe('source-code repositories', () => {
    it("reads an MCP server's manifests from the repository's files into an mcp-servers draft", async () => {
      const response = await importStructured(owner, {
        kind: 'code-repository',
        url: fixtures.url('/repos/weather-mcp/'),
      });
      const job = response.body.result;
      expect(job.status, JSON.stringify(job)).to.equal('ready');
      const [draft] = await drafts(job.id);
      expect(draft.category).to.equal('mcp-servers');
      expect(draft.fields.facets).to.deep.equal({
        transport: ['stdio', 'streamable-http'],
        tools: ['web-search', 'databases'],
        license: 'MIT',
        hosted: true,
        runtime: 'node',
      });
      expect(draft.fields.url).to.equal('https://github.com/example/weather-mcp');
    });

    it('reads an agent project given inline into an ai-agents draft', async () => {
      const response = await importStructured(owner, {
        kind: 'code-repository',
        content: repositoryFiles('agent-repository'),
      });
      const [draft] = await drafts(response.body.result.id);
      expect(draft.category).to.equal('ai-agents');
      expect(draft.fields.facets).to.deep.equal({
        capabilities: ['email-management', 'customer-support'],
        selfHostable: true,
      });
      expect(draft.fields.title).to.equal('weather-agent');
    });

    it('fails a repository without a manifest', async () => {
      const response = await importStructured(owner, { kind: 'code-repository', url: fixtures.url('/repos/empty/') });
      expect(response.body.result.error.code).to.equal('unreadable');
    });
  });

  it('needs exactly one of url and content, and a known kind', async () => {
    expectError(
      await call('POST', '/v1/intake/import-structured', { token: owner.token, body: { kind: 'property-xml' } }),
      400,
      'validation_failed',
    );
    expectError(
      await call('POST', '/v1/intake/import-structured', { token: owner.token, body: { kind: 'rss', content: 'x' } }),
      400,
      'validation_failed',
    );
    expectError(
      await call('POST', '/v1/intake/import-structured', { body: { kind: 'property-xml', content: 'x' } }),
      401,
      'credential_missing',
    );
    const reader = await createApiKey(owner, ['intake:read']);
    expectError(
      await call('POST', '/v1/intake/import-structured', {
        token: reader.secret,
        body: { kind: 'property-xml', content: 'x' },
      }),
      403,
      'scope_missing',
    );
  });
});
