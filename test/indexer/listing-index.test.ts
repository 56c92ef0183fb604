import { randomBytes } from 'node:crypto';
import { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { ensureListingIndex } from '../../indexer/listing-index.ts';
import { listingMapping } from '../../indexer/listing-mapping.ts';
import { harness } from '../support/root-hooks.ts';

describe('indexer: ensureListingIndex', () => {
  let client: Client;
  let alias: string;

  beforeEach(() => {
    client = new Client({ node: harness().servers.elasticsearchUrl });
    alias = `test-listings-${randomBytes(5).toString('hex')}`;
  });

  afterEach(async () => {
    const created = Object.keys(await client.indices.get({ index: `${alias}-v*` }));
    if (created.length > 0) await client.indices.delete({ index: created });
    await client.close();
  });

  it('creates one versioned index with the base mapping behind the alias, also for concurrent callers', async () => {
    const indices = await Promise.all(Array.from({ length: 4 }, () => ensureListingIndex(client, alias)));

    const [index] = indices;
    expect(index).to.match(new RegExp(`^${alias}-v\\d+$`));
    expect(new Set(indices).size, 'every caller answers the same index').to.equal(1);
    expect(await client.indices.getAlias({ name: alias })).to.deep.equal({ [index!]: { aliases: { [alias]: { is_write_index: true } } } });
    const mapping = await client.indices.getMapping({ index: alias });
    const expected = listingMapping();
    // Elasticsearch answers a nested `dynamic: true` as the string 'true'.
    expect(mapping[index!]?.mappings).to.deep.equal({ ...expected, properties: { ...expected.properties, facets: { type: 'object', dynamic: 'true' } } });
  });

  it('keeps the index the alias points at when called again', async () => {
    const first = await ensureListingIndex(client, alias);
    expect(await ensureListingIndex(client, alias)).to.equal(first);
    const indices = await client.cat.indices({ index: `${alias}-v*`, format: 'json' });
    expect(indices.map((entry) => entry.index)).to.deep.equal([first]);
  });
});
