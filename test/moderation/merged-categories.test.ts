import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { sampleFacets } from '../listings/fixtures.ts';
import { startFixtureServer, type FixtureServer } from '../intake/fixture-server.ts';
import type { ApiResponse } from '../support/http.ts';
import { expectError } from '../support/expect-error.ts';
import { establishProvider, type TestAccount } from '../support/factories.ts';
import { startModerationSystem, type ModerationSystem } from './moderation-system.ts';

describe('moderation: a merged category proposal keeps its slug answering', function () {
  this.timeout(180_000);
  let mod: ModerationSystem;
  let fixtures: FixtureServer;
  let admin: TestAccount;
  let owner: TestAccount;

  before(async function () {
    this.timeout(180_000);
    mod = await startModerationSystem('moderation-merged-categories');
    fixtures = await startFixtureServer();
    admin = await mod.admin('merging-admin');
    owner = await mod.register('baker');
  });

  after(async () => {
    await fixtures?.close();
    await mod?.stop();
  });

  async function imported(body: Record<string, unknown>): Promise<Record<string, any>> {
    const started = await mod.op('importDraft', 'POST', '/v1/intake/imports', { token: owner.token, body });
    expect(started.status, started.text).to.equal(202);
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job = await mod.op('getIntakeJob', 'GET', `/v1/intake/jobs/${started.body.result.id}`, {
        token: owner.token,
      });
      if (!['queued', 'running'].includes(job.body.result.status)) return job.body.result;
      await sleep(100);
    }
    throw new Error('the import did not finish');
  }

  async function draftCategory(draftId: string): Promise<string | null> {
    const draft = await mod.op('getDraft', 'GET', `/v1/intake/drafts/${draftId}`, { token: owner.token });
    return draft.body.result.category;
  }

  /** Asks until the answer is a success: the merge reaches search through the outbox, the indexer and the catalog's cache. */
  async function eventually(ask: () => Promise<ApiResponse>): Promise<ApiResponse> {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const response = await ask();
      if (response.status === 200) return response;
      await sleep(200);
    }
    throw new Error('the merged slug never answered');
  }

  it('answers the old slug as its target in the catalog schema and search (with a note), and intake maps it onto the target', async () => {
    const first = await imported({ url: fixtures.url('/pages/bakery.html') });
    expect(first.categoryProposal).to.include({ id: 'cpr_bakery', status: 'pending' });
    const before = await mod.op('getCatalogSchema', 'GET', '/v1/catalog/schema?category=bakery');
    expect(expectError(before, 400, 'validation_failed').field).to.equal('query.category');
    expect(
      expectError(
        await mod.op('importDraft', 'POST', '/v1/intake/imports', {
          token: owner.token,
          body: { text: 'Brot', category: 'bakery' },
        }),
        400,
        'validation_failed',
      ).field,
    ).to.equal('body.category');

    const provider = await mod.register('local-provider');
    await establishProvider(mod.db, provider.id);
    const listing = await mod.api('POST', '/v1/listings', {
      token: provider.token,
      body: { category: 'local-services', title: 'Meisterbäcker Hausservice', facets: sampleFacets('local-services') },
    });
    expect(listing.status, listing.text).to.equal(201);
    const merged = await mod.op('mergeCategoryProposal', 'POST', '/v1/intake/categories/cpr_bakery/merge', {
      token: admin.token,
      body: { targetCategory: 'local-services' },
    });
    expect(merged.body.result).to.include({ status: 'merged', mergedInto: 'local-services' });

    const schema = await eventually(() => mod.op('getCatalogSchema', 'GET', '/v1/catalog/schema?category=bakery'));
    expect(schema.body.result.category).to.equal('local-services');
    expect(schema.body.messages.map((note: { message: string }) => note.message)).to.deep.equal([
      'The category "bakery" was merged into "local-services"; this answers for "local-services". Ask for "local-services" from now on.',
    ]);
    const search = await eventually(async () => {
      const response = await mod.op('searchCatalog', 'POST', '/v1/catalog/search', { body: { category: 'bakery' } });
      const found =
        response.status === 200 &&
        response.body.result.hits.some((hit: { id: string }) => hit.id === listing.body.result.id);
      return found ? response : { ...response, status: 0 };
    });
    expect(search.body.result.hits.map((hit: { category: string }) => hit.category)).to.satisfy(
      (categories: string[]) => categories.every((category) => category === 'local-services'),
    );
    expect(search.body.messages[0].message).to.contain('"bakery" was merged into "local-services"');
    const plain = await mod.op('searchCatalog', 'POST', '/v1/catalog/search', { body: { category: 'local-services' } });
    expect(plain.body.messages, 'asking for the target needs no note').to.deep.equal([]);

    const again = await imported({ url: fixtures.url('/pages/bakery.html') });
    expect(again.categoryProposal, 'nothing is proposed again').to.equal(null);
    expect(await draftCategory(again.draftIds[0])).to.equal('local-services');
    const proposals = await mod.db.collection('category_proposals').find({}).toArray();
    expect(proposals.map((proposal) => [proposal._id, proposal.jobIds])).to.deep.equal([['cpr_bakery', [first.id]]]);

    const hinted = await imported({ text: 'Bäckerei am Markt\nBrot und Brezeln.', category: 'bakery' });
    expect(await draftCategory(hinted.draftIds[0])).to.equal('local-services');
    const patched = await mod.op('updateDraft', 'PATCH', `/v1/intake/drafts/${first.draftIds[0]}`, {
      token: owner.token,
      body: { category: 'bakery' },
    });
    expect(patched.body.result.category).to.equal('local-services');
    const unknown = await mod.op('updateDraft', 'PATCH', `/v1/intake/drafts/${first.draftIds[0]}`, {
      token: owner.token,
      body: { category: 'pastry-shops' },
    });
    expect(expectError(unknown, 400, 'validation_failed').field).to.equal('body.category');
  });
});
