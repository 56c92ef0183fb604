import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { RequestDocument, RequestView } from '../../services/core/requests/types.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { postRequest } from './fixtures.ts';

/** A tag no other test uses, so a list filtered by it sees only this test's requests. */
function uniqueTag(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}`;
}

async function postRequests(author: TestAccount, count: number, tag: string): Promise<RequestView[]> {
  const created: RequestView[] = [];
  for (let index = 0; index < count; index += 1)
    created.push(await postRequest(author, { title: `Request ${index}`, tags: [tag] }));
  return created;
}

/** The list order: newest first, ties broken by id, descending. */
function newestFirst<T extends { createdAt: string | Date; id: string }>(items: T[]): string[] {
  const key = (item: T) => new Date(item.createdAt).getTime();
  return [...items].sort((a, b) => key(b) - key(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((item) => item.id);
}

function list(query: Record<string, string | number>): Promise<ApiResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return call('GET', `/v1/requests?${search}`);
}

/** Follows next_cursor to the end; `between` runs after each page, before the next is fetched. */
async function readAllPages(query: Record<string, string | number>, between: () => Promise<void> = async () => {}) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const response = await list(cursor ? { ...query, cursor } : query);
    expect(response.status, response.text).to.equal(200);
    const ids = (response.body.result as RequestView[]).map((request) => request.id);
    expect(response.body.result_info).to.deep.equal({
      count: ids.length,
      limit: query.limit ?? 20,
      next_cursor: response.body.result_info.next_cursor,
    });
    pages.push(ids);
    cursor = response.body.result_info.next_cursor;
    await between();
  } while (cursor);
  return pages;
}

describe('requests', () => {
  describe('posting and reading', () => {
    it('posts a request as the caller, open, and answers 201 with the request in the envelope', async () => {
      const author = await registerAccount('seeker');
      const tag = uniqueTag('plumbing');
      const input = {
        title: 'Need a plumber',
        body: 'Kitchen tap leaks.',
        category: 'local-services',
        tags: [tag, 'urgent'],
        budget: { amount: 15000, currency: 'EUR' },
        location: { city: 'Berlin', country: 'DE' },
      };
      const response = await call('POST', '/v1/requests', { token: author.token, body: input });
      expect(response.status, response.text).to.equal(201);
      const created = response.body.result;
      expect(response.body).to.deep.equal({
        success: true,
        result: created,
        errors: [],
        messages: [],
        request_id: response.headers.get('x-request-id'),
      });
      expect(created.id).to.match(/^req_[0-9a-z]{26}$/);
      expect(Date.parse(created.createdAt)).to.be.closeTo(Date.now(), 60_000);
      expect(created).to.deep.equal({
        id: created.id,
        authorId: author.id,
        ...input,
        status: 'open',
        answerCount: 0,
        acceptedAnswerId: null,
        createdAt: created.createdAt,
        closedAt: null,
      });

      const read = await call('GET', `/v1/requests/${created.id}`);
      expect(read.status, read.text).to.equal(200);
      expect(read.body.result).to.deep.equal({ ...created, answers: [] });
    });

    it('fills the optional fields with empty values when they are left out', async () => {
      const created = await postRequest(await registerAccount('minimal'));
      expect(created).to.include({ budget: null, location: null, status: 'open' });
      expect(created.tags).to.deep.equal([]);
    });

    it('names every invalid field of a posted request', async () => {
      const author = await registerAccount('sloppy');
      const response = await call('POST', '/v1/requests', {
        token: author.token,
        body: { body: 'x', category: 'Local Services', tags: ['Not A Tag'], budget: { amount: 0, currency: 'eur' } },
      });
      expectError(response, 400, 'validation_failed');
      const fields = (response.body.errors as Array<{ field: string }>).map((error) => error.field);
      expect(fields).to.include.members([
        'body.title',
        'body.category',
        'body.tags.0',
        'body.budget.amount',
        'body.budget.currency',
      ]);
    });

    it('replays the first answer for a retried Idempotency-Key instead of posting twice', async () => {
      const author = await registerAccount('retrier');
      const tag = uniqueTag('retry');
      const options = {
        token: author.token,
        headers: { 'idempotency-key': `k-${tag}` },
        body: { title: 't', body: 'b', category: 'other', tags: [tag] },
      };
      const first = await call('POST', '/v1/requests', options);
      const second = await call('POST', '/v1/requests', options);
      expect(first.status, first.text).to.equal(201);
      expect(second.body.result).to.deep.equal(first.body.result);
      expect((await list({ tag })).body.result).to.have.length(1);
    });

    it('answers 404 resource_not_found naming path.id for an unknown request', async () => {
      const error = expectError(await call('GET', '/v1/requests/req_doesnotexist'), 404, 'resource_not_found');
      expect(error.field).to.equal('path.id');
    });
  });

  describe('listing', () => {
    it('filters by status, category and tag, newest first', async () => {
      const author = await registerAccount('filterer');
      const tag = uniqueTag('filter');
      const openLocal = await postRequest(author, { tags: [tag] });
      const openProducts = await postRequest(author, { category: 'products', tags: [tag, 'other-tag'] });
      const closedLocal = await postRequest(author, { tags: ['unrelated', tag] });
      await postRequest(author, { tags: [uniqueTag('elsewhere')] });
      expect((await call('POST', `/v1/requests/${closedLocal.id}/close`, { token: author.token })).status).to.equal(
        200,
      );

      const ids = async (query: Record<string, string>) =>
        ((await list({ tag, ...query })).body.result as RequestView[]).map((r) => r.id);
      expect(await ids({})).to.deep.equal(newestFirst([openLocal, openProducts, closedLocal]));
      expect(await ids({ status: 'open' })).to.deep.equal(newestFirst([openLocal, openProducts]));
      expect(await ids({ status: 'closed' })).to.deep.equal([closedLocal.id]);
      expect(await ids({ category: 'local-services' })).to.deep.equal(newestFirst([openLocal, closedLocal]));
      expect(await ids({ category: 'local-services', status: 'open' })).to.deep.equal([openLocal.id]);
      expect(await ids({ category: 'real-estate' })).to.deep.equal([]);
    });

    it('is public and lists requests without the answers of the detail view', async () => {
      const tag = uniqueTag('public');
      const created = await postRequest(await registerAccount('poster'), { tags: [tag] });
      const response = await list({ tag });
      expect(response.status).to.equal(200);
      expect(response.body.result).to.deep.equal([created]);
      expect(response.body.result_info).to.deep.equal({ count: 1, limit: 20, next_cursor: null });
    });

    it('pages through every request exactly once, newest first, in pages of at most limit', async () => {
      const tag = uniqueTag('pages');
      const created = await postRequests(await registerAccount('pager'), 7, tag);
      const pages = await readAllPages({ tag, limit: 3 });
      expect(pages.map((page) => page.length)).to.deep.equal([3, 3, 1]);
      expect(pages.flat()).to.deep.equal(newestFirst(created));
    });

    it('neither repeats nor skips a request when new ones are posted between page fetches', async () => {
      const author = await registerAccount('busy');
      const tag = uniqueTag('moving');
      const created = await postRequests(author, 7, tag);
      const postedDuring: RequestView[] = [];
      const pages = await readAllPages({ tag, limit: 3 }, async () => {
        postedDuring.push(...(await postRequests(author, 2, tag)));
      });
      expect(pages.map((page) => page.length)).to.deep.equal([3, 3, 1]);
      expect(pages.flat()).to.deep.equal(newestFirst(created));

      const fresh = await list({ tag, limit: 100 });
      expect((fresh.body.result as RequestView[]).map((r) => r.id)).to.deep.equal(
        newestFirst([...created, ...postedDuring]),
      );
    });

    it('orders requests created in the same millisecond by id and pages through them without loss', async () => {
      const tag = uniqueTag('same-ms');
      const createdAt = new Date();
      const documents: RequestDocument[] = ['a', 'e', 'c', 'b', 'd'].map((suffix) => ({
        _id: `req_samems${tag.slice(-8)}${suffix}`,
        authorId: 'acc_test',
        title: `Same instant ${suffix}`,
        body: 'b',
        category: 'other',
        tags: [tag],
        budget: null,
        location: null,
        status: 'open',
        createdAt,
        closedAt: null,
      }));
      await harness().mongo.db.collection<RequestDocument>('requests').insertMany(documents);
      const pages = await readAllPages({ tag, limit: 2 });
      expect(pages.map((page) => page.length)).to.deep.equal([2, 2, 1]);
      expect(pages.flat()).to.deep.equal(
        documents
          .map((doc) => doc._id)
          .sort()
          .reverse(),
      );
    });

    it('refuses a malformed cursor with 400 validation_failed naming query.cursor', async () => {
      const cursors = [
        'not-a-cursor',
        Buffer.from('{"createdAt":1}').toString('base64url'),
        Buffer.from('[1,"bad id"]').toString('base64url'),
      ];
      for (const cursor of cursors) {
        const error = expectError(await list({ cursor }), 400, 'validation_failed');
        expect(error.field).to.equal('query.cursor');
      }
    });

    it('refuses a page size above 100 naming query.limit', async () => {
      const error = expectError(await list({ limit: 101 }), 400, 'validation_failed');
      expect(error.field).to.equal('query.limit');
    });
  });

  describe('closing', () => {
    it('lets the author close a request, which then shows as closed', async () => {
      const author = await registerAccount('closer');
      const created = await postRequest(author);
      const response = await call('POST', `/v1/requests/${created.id}/close`, { token: author.token });
      expect(response.status, response.text).to.equal(200);
      expect(response.body.result).to.deep.equal({
        ...created,
        status: 'closed',
        closedAt: response.body.result.closedAt,
      });
      expect(Date.parse(response.body.result.closedAt)).to.be.at.least(Date.parse(created.createdAt));
      expect((await call('GET', `/v1/requests/${created.id}`)).body.result).to.deep.equal({
        ...response.body.result,
        answers: [],
      });
    });

    it('refuses a caller who is not the author with 403 not_owner and leaves the request open', async () => {
      const author = await registerAccount('owner');
      const stranger = await registerAccount('stranger');
      const created = await postRequest(author);
      expectError(await call('POST', `/v1/requests/${created.id}/close`, { token: stranger.token }), 403, 'not_owner');
      expect((await call('GET', `/v1/requests/${created.id}`)).body.result.status).to.equal('open');
    });

    it('refuses to close a closed request with 409 invalid_transition naming the current state', async () => {
      const author = await registerAccount('twice');
      const created = await postRequest(author);
      const first = await call('POST', `/v1/requests/${created.id}/close`, { token: author.token });
      expect(first.status, first.text).to.equal(200);
      const error = expectError(
        await call('POST', `/v1/requests/${created.id}/close`, { token: author.token }),
        409,
        'invalid_transition',
      );
      expect(error.meta).to.deep.equal({ currentState: 'closed', allowedOperations: [] });
      expect((await call('GET', `/v1/requests/${created.id}`)).body.result.closedAt).to.equal(
        first.body.result.closedAt,
      );
    });

    it('closes exactly once under 20 parallel closes by the author', async () => {
      const author = await registerAccount('hasty');
      const created = await postRequest(author);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', `/v1/requests/${created.id}/close`, { token: author.token })),
      );
      const winners = responses.filter((response) => response.status === 200);
      expect(winners).to.have.length(1);
      for (const loser of responses.filter((response) => response.status !== 200))
        expectError(loser, 409, 'invalid_transition');
      expect((await call('GET', `/v1/requests/${created.id}`)).body.result).to.include({
        status: 'closed',
        closedAt: winners[0]!.body.result.closedAt,
      });
    });

    it('answers 404 resource_not_found for closing an unknown request', async () => {
      const author = await registerAccount('ghost');
      const error = expectError(
        await call('POST', '/v1/requests/req_doesnotexist/close', { token: author.token }),
        404,
        'resource_not_found',
      );
      expect(error.field).to.equal('path.id');
    });
  });

  describe('scopes', () => {
    it('refuses an API key without requests:write with 403 scope_missing, for posting and closing', async () => {
      const author = await registerAccount('keyed');
      const created = await postRequest(author);
      const readOnly = await createApiKey(author, ['account:read']);
      const posted = await call('POST', '/v1/requests', {
        token: readOnly.secret,
        body: { title: 't', body: 'b', category: 'other' },
      });
      expect(expectError(posted, 403, 'scope_missing').meta).to.deep.equal({
        required: ['requests:write'],
        missing: ['requests:write'],
      });
      expectError(
        await call('POST', `/v1/requests/${created.id}/close`, { token: readOnly.secret }),
        403,
        'scope_missing',
      );
      expect((await call('GET', `/v1/requests/${created.id}`)).body.result.status).to.equal('open');
    });

    it('lets an API key with requests:write post and close on behalf of its account', async () => {
      const author = await registerAccount('agent');
      const key = await createApiKey(author, ['requests:write']);
      const created = await postRequest(key.secret);
      expect(created.authorId).to.equal(author.id);
      expect((await call('POST', `/v1/requests/${created.id}/close`, { token: key.secret })).status).to.equal(200);
    });
  });
});
