import { randomBytes } from 'node:crypto';
import { Client, errors } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { currentIndexDefinition, ensureListingIndex, listingIndexState } from '../../indexer/listing-index.ts';
import { toIndexDocument } from '../../indexer/index-document.ts';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { LISTINGS_REFRESH_INTERVAL } from '../../shared/listings-index/mapping.ts';
import { validateFacets } from '../../shared/facets/validate-facets.ts';
import { sampleFacets } from '../listings/fixtures.ts';
import { harness } from '../support/root-hooks.ts';
import { deleteIndicesOf, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['elasticsearch']);

/** A mapping as Elasticsearch answers it: an object field with properties comes back without `type: 'object'`. */
function asAnswered<T>(mapping: T): T {
  if (Array.isArray(mapping) || !mapping || typeof mapping !== 'object') return mapping;
  const entries = Object.entries(mapping).map(([key, value]) => [key, asAnswered(value)] as const);
  const isObjectField = 'properties' in mapping && (mapping as { type?: string }).type === 'object';
  return Object.fromEntries(entries.filter(([key]) => !(isObjectField && key === 'type'))) as T;
}

describe('indexer: the listings index', () => {
  let client: Client;
  let alias: string;

  beforeEach(() => {
    client = new Client({ node: harness().servers.elasticsearchUrl });
    alias = `test-listings-${randomBytes(5).toString('hex')}`;
  });

  afterEach(async () => {
    await deleteIndicesOf(client, alias);
    await client.close();
  });

  it('creates one versioned index with the generated mapping and refresh interval behind the alias, also for concurrent callers', async () => {
    const indices = await Promise.all(Array.from({ length: 4 }, () => ensureListingIndex(client, alias)));

    const [index] = indices;
    expect(index).to.match(new RegExp(`^${alias}-v\\d+$`));
    expect(new Set(indices).size, 'every caller answers the same index').to.equal(1);
    expect(await client.indices.getAlias({ name: alias })).to.deep.equal({
      [index!]: { aliases: { [alias]: { is_write_index: true } } },
    });
    const mapping = await client.indices.getMapping({ index: alias });
    expect(mapping[index!]?.mappings).to.deep.equal(asAnswered((await currentIndexDefinition(client)).mappings));
    const settings = await client.indices.getSettings({
      index: index!,
      name: 'index.refresh_interval',
      flat_settings: true,
    });
    expect(settings[index!]?.settings?.['index.refresh_interval']).to.equal(LISTINGS_REFRESH_INTERVAL);
  });

  it('creates the index with the shards and replicas of the layout it is given (LISTINGS_SHARDS, LISTINGS_REPLICAS)', async () => {
    const index = await ensureListingIndex(client, alias, undefined, { shards: 2, replicas: 0 });
    const settings = await client.indices.getSettings({ index, flat_settings: true });
    expect(settings[index]?.settings?.['index.number_of_shards']).to.equal('2');
    expect(settings[index]?.settings?.['index.number_of_replicas']).to.equal('0');
  });

  it('keeps the index the alias points at when called again, and reports it current', async () => {
    const first = await ensureListingIndex(client, alias);
    expect(await ensureListingIndex(client, alias)).to.equal(first);
    const indices = await client.cat.indices({ index: `${alias}-v*`, format: 'json' });
    expect(indices.map((entry) => entry.index)).to.deep.equal([first]);
    const state = await listingIndexState(client, alias);
    expect([state.index, state.mappingVersion]).to.deep.equal([first, state.expected.mappingVersion]);
  });

  it('takes a listing of every category with facets that pass validation', async () => {
    await ensureListingIndex(client, alias);
    const registry = facetRegistry();
    for (const slug of registry.categories()) {
      const schema = registry.category(slug)!;
      const { facets, errors: problems } = validateFacets(schema, sampleFacets(slug, { all: true }));
      expect(problems, slug).to.deep.equal([]);
      const listing = listingFixture({
        category: slug,
        facets,
        price: { amount: 12_500, currency: 'EUR' },
        url: 'https://example.com/x',
      });
      const { id, body } = toIndexDocument(listing);
      await client.index({ index: alias, id, document: body, version: 1, version_type: 'external' });
    }
    await client.indices.refresh({ index: alias });
    expect((await client.count({ index: alias })).count).to.equal(registry.categories().length);
  });

  it('refuses a facet key that no category defines, and a field the mapping does not know', async () => {
    await ensureListingIndex(client, alias);
    const unknownFacet = toIndexDocument(listingFixture({ facets: { services: ['plumbing'], shoeSize: 44 } }));
    const unknownField = { ...toIndexDocument(listingFixture()).body, moderationNote: 'internal' };

    for (const document of [unknownFacet.body, unknownField]) {
      const refusal = await client.index({ index: alias, id: 'lst_refused', document }).then(
        () => expect.fail('a strict mapping must refuse the document'),
        (error: unknown) => error,
      );
      expect(refusal).to.be.instanceOf(errors.ResponseError);
      expect((refusal as errors.ResponseError).body.error.type).to.equal('strict_dynamic_mapping_exception');
    }
  });

  it('reports an index created before mapping versions as needing a rebuild', async () => {
    const index = `${alias}-v1`;
    await client.indices.create({
      index,
      mappings: { dynamic: 'strict', properties: { title: { type: 'text' } } },
      aliases: { [alias]: { is_write_index: true } },
    });

    expect(await ensureListingIndex(client, alias), 'an existing index is kept as it is').to.equal(index);
    const state = await listingIndexState(client, alias);
    expect(state.index).to.equal(index);
    expect(state.mappingVersion).to.equal(null);
    expect(state.expected.mappingVersion).to.be.a('string');
  });
});
