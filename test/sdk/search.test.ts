import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import type { MarketplaceClient } from '../../sdk/src/index.ts';
import { establishProvider } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { registerThroughSdk, sdkClient } from './support.ts';

/** Searches the word (by its words alone) through the SDK until the index holds `count` matches (the indexer is asynchronous). */
async function indexed(client: MarketplaceClient, word: string, count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const first = await client.withMeta.searchCatalog({
      body: { category: 'businesses', q: word, semantic: false, limit: 1 },
    });
    if (first.resultInfo?.total === count) return;
    await pause(100);
  }
  throw new Error(`the index never held ${count} listings of ${word}`);
}

describe('SDK: pagination by async iterators', () => {
  const word = `sdk${randomBytes(5).toString('hex')}`;
  const created: string[] = [];

  before(async function () {
    this.timeout(60_000);
    const provider = await registerThroughSdk('sdk-search-provider');
    await establishProvider(harness().mongo.db, provider.id);
    for (let index = 0; index < 7; index += 1) {
      const listing = await provider.client.createListing({
        body: {
          category: 'businesses',
          title: `${word} Studio ${index}`,
          description: 'Digital services for small firms.',
          facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10' },
          location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
        },
      });
      created.push(listing.id);
    }
    await indexed(sdkClient(), word, created.length);
  });

  it('iterates every search hit across pages, each once', async () => {
    const client = sdkClient();
    const seen: string[] = [];
    for await (const hit of client.paginate.searchCatalog({
      body: { category: 'businesses', q: word, semantic: false, limit: 3 },
    }))
      seen.push(hit.id);
    expect(seen).to.have.length(created.length);
    expect(seen).to.have.members(created);

    const pages = [];
    for await (const page of client.pages.searchCatalog({
      body: { category: 'businesses', q: word, semantic: false, limit: 3, sort: 'newest' },
    }))
      pages.push(page);
    expect(pages.map((page) => page.result.hits.length)).to.deep.equal([3, 3, 1]);
    expect(pages.map((page) => page.resultInfo?.total)).to.deep.equal([7, 7, 7]);
    expect(pages.at(-1)?.resultInfo?.next_cursor).to.equal(null);
  });

  it('iterates a cursor-paginated list and stops early when the loop breaks', async () => {
    const account = await registerThroughSdk('sdk-keys');
    const keys: string[] = [];
    for (let index = 0; index < 5; index += 1)
      keys.push((await account.client.createApiKey({ body: { name: `key ${index}`, scopes: ['listings:read'] } })).id);
    const listed: string[] = [];
    for await (const key of account.client.paginate.listApiKeys({ limit: 2 })) listed.push(key.id);
    expect(listed).to.have.members(keys);
    const firstTwo: string[] = [];
    for await (const key of account.client.paginate.listApiKeys({ limit: 2 })) {
      firstTwo.push(key.id);
      if (firstTwo.length === 2) break;
    }
    expect(firstTwo).to.deep.equal(listed.slice(0, 2));
  });
});
