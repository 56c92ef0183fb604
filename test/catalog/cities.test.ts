import { expect } from 'chai';
import { KNOWN_CITIES } from '../../shared/geo/known-cities.ts';
import { call } from '../support/http.ts';
import { businessListing, createListing, searchUntil } from './catalog-helpers.ts';
import { registerProvider } from '../support/factories.ts';

describe('catalog: cities by name', () => {
  it('finds a city by the beginning of any of its names, in any case and without diacritics', async () => {
    for (const typed of ['munch', 'MÜNCHEN', 'Muenchen']) {
      const response = await call('GET', `/v1/catalog/cities?q=${encodeURIComponent(typed)}`);
      expect(response.status, response.text).to.equal(200);
      expect(response.body.result, typed).to.deep.equal([
        { name: 'Munich', aliases: ['münchen', 'muenchen'], lat: 48.1372, lon: 11.5756, radiusKm: 25 },
      ]);
    }
    const koeln = await call('GET', `/v1/catalog/cities?q=${encodeURIComponent('köln')}`);
    expect(koeln.body.result.map((city: { name: string }) => city.name)).to.deep.equal(['Cologne']);
    const unknown = await call('GET', '/v1/catalog/cities?q=Atlantis');
    expect(unknown.status).to.equal(200);
    expect(unknown.body.result).to.deep.equal([]);
  });

  it('lists every city without q and refuses an empty or overlong q by name', async () => {
    const all = await call('GET', '/v1/catalog/cities');
    expect(all.body.result.map((city: { name: string }) => city.name)).to.deep.equal(
      KNOWN_CITIES.map((city) => city.name),
    );
    for (const q of ['', 'x'.repeat(101)]) {
      const refused = await call('GET', `/v1/catalog/cities?q=${q}`);
      expect(refused.status, refused.text).to.equal(400);
      expect(refused.body.errors[0]).to.include({ slug: 'validation_failed', field: 'query.q' });
    }
  });

  it("a city's geo finds the listings around it", async function () {
    this.timeout(60_000);
    const provider = await registerProvider('cities-provider');
    const word = `citytest${Date.now().toString(36)}`;
    await createListing(
      provider,
      businessListing(`${word} Vienna studio`, { location: { lat: 48.21, lon: 16.37, city: 'Wien', country: 'AT' } }),
    );
    await createListing(
      provider,
      businessListing(`${word} Graz studio`, { location: { lat: 47.07, lon: 15.44, city: 'Graz', country: 'AT' } }),
    );
    await searchUntil({ q: word, semantic: false }, (page) => page.hits.length === 2, 30_000);
    const [wien] = (await call('GET', '/v1/catalog/cities?q=wien')).body.result;
    const { lat, lon, radiusKm } = wien;
    const around = await searchUntil({ q: word, semantic: false, geo: { lat, lon, radiusKm } }, () => true);
    expect(around.body.result.hits.map((hit: { title: string }) => hit.title)).to.deep.equal([`${word} Vienna studio`]);
  });
});
