import { expect } from 'chai';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { businessListing, createListing, hasExactly, ids, marker, search, searchUntil } from './catalog-helpers.ts';

describe('catalog search: pagination', () => {
  const word = marker();
  let provider: TestAccount;
  const original: string[] = [];

  before(async () => {
    provider = await registerProvider('pages-provider');
    for (let index = 0; index < 8; index += 1) {
      const description = `${word} `.repeat(1 + (index % 3)) + 'Websites for small firms.';
      original.push((await createListing(provider, businessListing(`${word} Studio ${index}`, { description }))).id);
    }
    await searchUntil({ category: 'businesses', q: word, semantic: false, limit: 100 }, hasExactly(original));
  });

  it('pages a snapshot with a cursor, without duplicates or gaps, while new listings are written between pages', async () => {
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    const query = { category: 'businesses', q: word, semantic: false, sort: 'relevance' };
    const seen: string[] = [];
    const written: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    try {
      do {
        const response = await search({ ...query, limit: 3, ...(cursor ? { cursor } : { snapshot: true }) });
        expect(response.status, response.text).to.equal(200);
        expect(response.body.result_info).to.include({ limit: 3, total: 8, count: response.body.result.hits.length });
        seen.push(...ids(response.body.result));
        cursor = response.body.result_info.next_cursor;
        pages += 1;
        // A listing that outranks everything on the pages so far, visible to any new search before the next page.
        const listing = await createListing(
          provider,
          businessListing(`${word} ${word} ${word} Newcomer ${pages}`, { description: `${word} ${word}` }),
        );
        written.push(listing.id);
        await searchUntil({ category: 'businesses', q: word, semantic: false, limit: 100 }, (result) =>
          ids(result).includes(listing.id),
        );
        await elasticsearch.indices.refresh({ index: 'listings' });
      } while (cursor && pages < 10);
    } finally {
      await elasticsearch.close();
    }
    expect(pages).to.equal(3);
    expect(seen).to.have.length(8);
    expect(new Set(seen).size).to.equal(8);
    expect(seen).to.have.members(original);
    const fresh = await search({ ...query, limit: 100 });
    expect(ids(fresh.body.result)).to.include.members(written);
  });

  it('pages through every sort, ties and missing ratings included', async () => {
    const berlin = { lat: 52.52, lon: 13.405, radiusKm: 10 };
    const all = ids((await search({ category: 'businesses', q: word, semantic: false, limit: 100 })).body.result);
    expect(all.length).to.be.at.least(8);
    for (const sort of ['newest', 'rating', 'distance'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await search({
          category: 'businesses',
          q: word,
          semantic: false,
          sort,
          geo: berlin,
          limit: 3,
          ...(cursor ? { cursor } : {}),
        });
        expect(response.status, response.text).to.equal(200);
        seen.push(...ids(response.body.result));
        cursor = response.body.result_info.next_cursor;
      } while (cursor && seen.length < 20);
      expect(seen, sort).to.have.length(all.length);
      expect(seen, sort).to.have.members(all);
    }
  });

  it('refuses a cursor sent with another query, naming body.cursor', async () => {
    const first = await search({ category: 'businesses', q: word, semantic: false, limit: 2 });
    const cursor = first.body.result_info.next_cursor;
    expect(cursor).to.be.a('string');
    const other = await search({ category: 'businesses', q: word, semantic: false, sort: 'newest', limit: 2, cursor });
    expect(other.status).to.equal(400);
    expect(other.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.cursor' });
    expect(other.body.errors[0]?.message).to.include('another query');
  });

  it('refuses a cursor that is not one it issued', async () => {
    const response = await search({ q: word, semantic: false, cursor: 'bm90LWEtY3Vyc29y.abc' });
    expect(response.status).to.equal(400);
    expect(response.body.errors[0]).to.include({ field: 'body.cursor' });
  });

  it('refuses a well-formed cursor whose sort values do not fit the sort, naming body.cursor', async () => {
    const first = await search({ category: 'businesses', q: word, semantic: false, sort: 'newest', limit: 2 });
    const cursor = first.body.result_info.next_cursor;
    if (!cursor) throw new Error('expected a next page');
    const [version, fingerprint, after, at] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      number,
      string,
      unknown[],
      number,
    ];
    const forged = (values: unknown[]) =>
      Buffer.from(JSON.stringify([version, fingerprint, values, at])).toString('base64url');
    for (const values of [['not-a-score', ...after.slice(1)], after.slice(1)]) {
      const response = await search({
        category: 'businesses',
        q: word,
        semantic: false,
        sort: 'newest',
        limit: 2,
        cursor: forged(values),
      });
      expect(response.status, response.text).to.equal(400);
      expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.cursor' });
    }
  });

  it('refuses snapshot that is not true or false, naming body.snapshot', async () => {
    const response = await search({ q: word, semantic: false, snapshot: 'yes' });
    expect(response.status).to.equal(400);
    expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.snapshot' });
  });

  it('refuses a cursor whose snapshot is gone, asking to start again', async () => {
    const first = await search({ category: 'businesses', q: word, semantic: false, limit: 2, snapshot: true });
    const cursor = first.body.result_info.next_cursor;
    if (!cursor) throw new Error('expected a next page');
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    try {
      await elasticsearch.closePointInTime({ id: cursor.slice(cursor.indexOf('.') + 1) });
    } finally {
      await elasticsearch.close();
    }
    const next = await search({ category: 'businesses', q: word, semantic: false, limit: 2, cursor });
    expect(next.status).to.equal(400);
    expect(next.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.cursor' });
    expect(next.body.errors[0]?.message).to.include('expired');
  });

  it('answers the last page without a next cursor', async () => {
    const response = await search({ category: 'businesses', q: word, semantic: false, limit: 100 });
    expect(response.body.result_info.next_cursor).to.equal(null);
    expect(response.body.result_info.count).to.equal(response.body.result_info.total);
  });
});
