import { expect } from 'chai';
import { createCatalog } from '../../services/catalog/index.ts';
import { EARTH_RADIUS_METERS, haversineMeters } from '../../services/catalog/search/haversine.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { harness } from '../support/root-hooks.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import {
  businessListing,
  createListing,
  hasExactly,
  ids,
  marker,
  reviseStored,
  search,
  searchUntil,
} from './catalog-helpers.ts';

/** The point `meters` due north of `from`. */
function north(from: { lat: number; lon: number }, meters: number) {
  return { lat: from.lat + (meters / EARTH_RADIUS_METERS) * (180 / Math.PI), lon: from.lon };
}

describe('catalog search: order', () => {
  let provider: TestAccount;
  before(async () => {
    provider = await registerProvider('order-provider');
  });

  it('ranks an exact title match above a mention in a description', async () => {
    const word = marker();
    const mention = await createListing(
      provider,
      businessListing('Bean Brothers', { description: `We resell ${word} Roastery coffee in our shop.` }),
    );
    const titled = await createListing(
      provider,
      businessListing(`${word} Roastery`, { description: 'Coffee beans, roasted weekly.' }),
    );
    const response = await searchUntil({ q: `${word} Roastery`, semantic: false }, (result) =>
      [mention.id, titled.id].every((id) => ids(result).includes(id)),
    );
    const order = ids(response.body.result);
    expect(order.indexOf(titled.id)).to.be.lessThan(order.indexOf(mention.id));
    expect(response.body.result.hits[0]?.score).to.be.a('number');
  });

  it('sorts newest first, and by rating with unrated listings last', async () => {
    const word = marker();
    const created = [];
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta'])
      created.push((await createListing(provider, businessListing(`${word} ${name}`))).id);
    const [alpha, beta, gamma, delta] = created as [string, string, string, string];
    const newest = await searchUntil({ q: word, semantic: false, sort: 'newest' }, hasExactly(created));
    expect(ids(newest.body.result)).to.deep.equal([delta, gamma, beta, alpha]);

    await reviseStored(alpha, { ratingAverage: 4.8, ratingCount: 3 });
    await reviseStored(beta, { ratingAverage: 4.8, ratingCount: 10 });
    await reviseStored(delta, { ratingAverage: 3, ratingCount: 1 });
    const rated = await searchUntil(
      { q: word, semantic: false, sort: 'rating' },
      (result) => result.hits.filter((hit) => hit.rating.count > 0).length === 3,
    );
    expect(ids(rated.body.result)).to.deep.equal([beta, alpha, delta, gamma]);
    expect(rated.body.result.hits[0]?.rating).to.deep.equal({ average: 4.8, count: 10 });
  });

  it('keeps exactly the listings within radiusKm, agreeing with the haversine distance at the boundary', async () => {
    const word = marker();
    const center = { lat: 48.137, lon: 11.575 };
    const inside = north(center, 4_990);
    const outside = north(center, 5_010);
    expect(haversineMeters(center, inside)).to.be.closeTo(4_990, 0.01);
    expect(haversineMeters(center, outside)).to.be.closeTo(5_010, 0.01);
    const near = await createListing(provider, businessListing(`${word} Inside`, { location: inside }));
    const far = await createListing(provider, businessListing(`${word} Outside`, { location: outside }));
    await searchUntil({ q: word, semantic: false }, hasExactly([near.id, far.id]));
    const response = await search({ q: word, semantic: false, geo: { ...center, radiusKm: 5 } });
    expect(ids(response.body.result)).to.deep.equal([near.id]);
    expect(response.body.result.hits[0]?.distanceKm).to.equal(4.99);
    const wider = await search({ q: word, semantic: false, geo: { ...center, radiusKm: 5.02 } });
    expect(ids(wider.body.result)).to.have.members([near.id, far.id]);
  });

  it('sorts by distance, nearest first, with the distance of each hit', async () => {
    const word = marker();
    const center = { lat: 53.55, lon: 9.99 };
    const three = await createListing(provider, businessListing(`${word} Three`, { location: north(center, 3_000) }));
    const one = await createListing(provider, businessListing(`${word} One`, { location: north(center, 1_000) }));
    const two = await createListing(provider, businessListing(`${word} Two`, { location: north(center, 2_000) }));
    const response = await searchUntil(
      { q: word, semantic: false, geo: { ...center, radiusKm: 10 }, sort: 'distance' },
      hasExactly([one.id, two.id, three.id]),
    );
    expect(ids(response.body.result)).to.deep.equal([one.id, two.id, three.id]);
    expect(response.body.result.hits.map((hit) => hit.distanceKm)).to.deep.equal([1, 2, 3]);
  });

  it('refuses sort distance without geo, naming body.sort', async () => {
    const response = await search({ q: 'anything', sort: 'distance' });
    expect(response.status).to.equal(400);
    expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.sort' });
  });

  it('puts boosted listings first in every sort until the boost expires, decided at query time', async () => {
    const word = marker();
    const first = (await createListing(provider, businessListing(`${word} First`))).id;
    const second = (await createListing(provider, businessListing(`${word} Second`))).id;
    const third = (await createListing(provider, businessListing(`${word} Third`))).id;
    const normal = [third, second, first];
    expect(
      ids((await searchUntil({ q: word, semantic: false, sort: 'newest' }, hasExactly(normal))).body.result),
    ).to.deep.equal(normal);

    await reviseStored(first, { boostedUntil: new Date(Date.now() + 86_400_000) });
    const boosted = await searchUntil(
      { q: word, semantic: false, sort: 'newest' },
      (result) => result.hits[0]?.id === first,
    );
    expect(ids(boosted.body.result)).to.deep.equal([first, third, second]);
    expect(boosted.body.result.hits.map((hit) => hit.boosted)).to.deep.equal([true, false, false]);
    expect(ids((await search({ q: word, semantic: false, sort: 'relevance' })).body.result)[0]).to.equal(first);
    expect(ids((await search({ q: word, semantic: false, sort: 'rating' })).body.result)[0]).to.equal(first);

    await reviseStored(first, { boostedUntil: new Date(Date.now() - 60_000) });
    const expired = await searchUntil(
      { q: word, semantic: false, sort: 'newest' },
      (result) => result.hits[0]?.id === third,
    );
    expect(ids(expired.body.result)).to.deep.equal(normal);
    expect(expired.body.result.hits.every((hit) => !hit.boosted)).to.equal(true);
  });

  it('ends a boost at its expiry without any write to the index', async () => {
    const word = marker();
    const older = (await createListing(provider, businessListing(`${word} Older`))).id;
    const newer = (await createListing(provider, businessListing(`${word} Newer`))).id;
    const expiry = Date.now() + 3_600_000;
    await reviseStored(older, { boostedUntil: new Date(expiry) });
    const boosted = await searchUntil(
      { q: word, semantic: false, sort: 'newest' },
      (result) => result.hits.length === 2 && result.hits[0]?.boosted === true,
    );
    expect(ids(boosted.body.result)).to.deep.equal([older, newer]);

    // The same index, searched by a catalog whose clock stands at either side of the expiry.
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    try {
      const searchAt = async (instant: number) => {
        const { searchCatalog } = createCatalog({ elasticsearch, clock: { now: () => new Date(instant) } }).handlers;
        const outcome = await searchCatalog!({
          operationId: 'searchCatalog',
          params: {},
          query: {},
          body: { q: word, semantic: false, sort: 'newest' },
          principal: null,
          requestId: 'req_boost_expiry',
        });
        return (outcome.result as { hits: { id: string; boosted: boolean }[] }).hits;
      };
      const before = await searchAt(expiry - 1);
      expect(before.map((hit) => [hit.id, hit.boosted])).to.deep.equal([
        [older, true],
        [newer, false],
      ]);
      const after = await searchAt(expiry);
      expect(after.map((hit) => [hit.id, hit.boosted])).to.deep.equal([
        [newer, false],
        [older, false],
      ]);
    } finally {
      await elasticsearch.close();
    }
  });
});
