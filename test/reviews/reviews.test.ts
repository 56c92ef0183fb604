import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import type { ListingView } from '../../services/core/listings/views.ts';
import type { ReviewView } from '../../services/core/reviews/types.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { dealBetween } from '../deals/fixtures.ts';
import { createListing } from '../listings/fixtures.ts';
import { publishedEvents } from '../support/published-events.ts';

function postReview(token: string, listingId: string, body: Record<string, unknown>): Promise<ApiResponse> {
  return call('POST', `/v1/listings/${listingId}/reviews`, { token, body });
}

async function review(
  author: TestAccount,
  listingId: string,
  body: Record<string, unknown> = { rating: 4 },
): Promise<ReviewView> {
  const response = await postReview(author.token, listingId, body);
  expect(response.status, response.text).to.equal(201);
  return response.body.result as ReviewView;
}

describe('reviews', () => {
  let provider: TestAccount;
  let listing: ListingView;
  before(async () => {
    provider = await registerProvider('reviewed-provider');
    listing = await createListing(provider);
  });

  describe('writing', () => {
    it('creates a review with 201 and lists the reviews of a listing newest first, page by page', async () => {
      const target = await createListing(provider);
      const first = await review(await registerAccount('reviewer'), target.id, {
        rating: 5,
        title: 'Great',
        body: 'Fast and friendly.',
      });
      const author = await registerAccount('reviewer');
      const second = await review(author, target.id, { rating: 2 });
      expect(second).to.deep.include({
        listingId: target.id,
        authorId: author.id,
        rating: 2,
        title: null,
        body: null,
        verified: false,
      });
      expect(first).to.deep.include({ rating: 5, title: 'Great', body: 'Fast and friendly.' });
      expect(first.id).to.match(/^rev_/);

      const page = await call('GET', `/v1/listings/${target.id}/reviews?limit=1`);
      expect(page.status, page.text).to.equal(200);
      expect(page.body.result).to.deep.equal([second]);
      const next = await call(
        'GET',
        `/v1/listings/${target.id}/reviews?limit=1&cursor=${page.body.result_info.next_cursor}`,
      );
      expect(next.body.result).to.deep.equal([first]);
      expect(next.body.result_info.next_cursor).to.equal(null);
    });

    it('refuses a rating of 0 or 6 with 400 naming body.rating', async () => {
      const author = await registerAccount('reviewer');
      for (const rating of [0, 6]) {
        const response = await postReview(author.token, listing.id, { rating });
        expectError(response, 400, 'validation_failed');
        expect(response.body.errors.map((error: { field: string }) => error.field)).to.include('body.rating');
      }
    });

    it('refuses a second review by the same author with 409 already_reviewed', async () => {
      const author = await registerAccount('reviewer');
      await review(author, listing.id);
      expectError(await postReview(author.token, listing.id, { rating: 1 }), 409, 'already_reviewed');
    });

    it('keeps 10 parallel reviews by one author to exactly one', async () => {
      const target = await createListing(provider);
      const author = await registerAccount('reviewer');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postReview(author.token, target.id, { rating: 3 })),
      );
      expect(responses.map((response) => response.status).sort()).to.deep.equal([201, ...Array<number>(9).fill(409)]);
      for (const response of responses.filter((candidate) => candidate.status === 409))
        expect(response.body.errors[0].slug).to.equal('already_reviewed');
      expect(await harness().mongo.db.collection('reviews').countDocuments({ listingId: target.id })).to.equal(1);
      expect((await call('GET', `/v1/listings/${target.id}`)).body.result.rating).to.deep.equal({
        average: 3,
        count: 1,
      });
    });

    it("refuses a review of the provider's own listing with 409 invalid_transition", async () => {
      const response = await postReview(provider.token, listing.id, { rating: 5 });
      expectError(response, 409, 'invalid_transition');
      expect(response.body.errors[0].message).to.include('cannot review their own listings');
    });

    it('answers 404 for an unknown or archived listing, when writing and when reading', async () => {
      const author = await registerAccount('reviewer');
      expectError(await postReview(author.token, 'lst_unknown', { rating: 4 }), 404, 'resource_not_found');
      expectError(await call('GET', '/v1/listings/lst_unknown/reviews'), 404, 'resource_not_found');
      const archived = await createListing(provider);
      await call('POST', `/v1/listings/${archived.id}/archive`, { token: provider.token });
      expectError(await postReview(author.token, archived.id, { rating: 4 }), 404, 'resource_not_found');
      expectError(await call('GET', `/v1/listings/${archived.id}/reviews`), 404, 'resource_not_found');
    });

    it('needs the reviews:write scope on an API key', async () => {
      const author = await registerAccount('reviewer');
      const readOnly = await createApiKey(author, ['listings:read']);
      expectError(await postReview(readOnly.secret, listing.id, { rating: 4 }), 403, 'scope_missing');
      const writer = await createApiKey(author, ['reviews:write']);
      expect((await postReview(writer.secret, listing.id, { rating: 4 })).status).to.equal(201);
    });
  });

  describe('rating summary and events', () => {
    it('averages the reviews on the listing, its provider profile and its search document', async () => {
      const owner = await registerProvider('rated-provider');
      const rated = await createListing(owner);
      await review(await registerAccount('reviewer'), rated.id, { rating: 3 });
      await review(await registerAccount('reviewer'), rated.id, { rating: 5 });
      expect((await call('GET', `/v1/listings/${rated.id}`)).body.result.rating).to.deep.equal({
        average: 4,
        count: 2,
      });
      expect((await call('GET', `/v1/providers/${owner.id}`)).body.result.rating).to.deep.equal({
        average: 4,
        count: 2,
      });
      expect(await indexedRating(rated.id, 2)).to.deep.equal({ ratingAverage: 4, ratingCount: 2 });
    });

    it('counts every one of parallel reviews by different authors in the summary', async () => {
      const rated = await createListing(provider);
      const authors = await Promise.all(Array.from({ length: 6 }, () => registerAccount('reviewer')));
      await Promise.all(authors.map((author, index) => review(author, rated.id, { rating: (index % 5) + 1 })));
      // Ratings 1, 2, 3, 4, 5, 1: 16 / 6 = 2.67.
      expect((await call('GET', `/v1/listings/${rated.id}`)).body.result.rating).to.deep.equal({
        average: 2.67,
        count: 6,
      });
    });

    it('announces a review with listing.reviewed in the outbox', async () => {
      const author = await registerAccount('reviewer');
      const created = await review(author, listing.id, { rating: 4 });
      const [event] = await publishedEvents({
        kind: 'event',
        event: 'listing.reviewed',
        'payload.reviewId': created.id,
      });
      expect(event?.payload).to.deep.equal({
        listingId: listing.id,
        reviewId: created.id,
        rating: 4,
        authorId: author.id,
      });
    });
  });

  describe('verified badge', () => {
    it('is false without a deal and true when the author has a released deal with the provider', async () => {
      const target = await createListing(provider);
      const stranger = await registerAccount('reviewer');
      expect((await review(stranger, target.id)).verified).to.equal(false);

      const buyer = await registerAccount('buyer');
      await dealBetween({ buyer, seller: provider }, 'released');
      expect((await review(buyer, target.id)).verified).to.equal(true);
    });

    it('is false when the deal with the provider is not released yet', async () => {
      const buyer = await registerAccount('buyer');
      await dealBetween({ buyer, seller: provider }, 'delivered');
      expect((await review(buyer, listing.id)).verified).to.equal(false);
    });
  });
});

/** The rating fields of the listing's search document, once the indexer has written `count` reviews into it. */
async function indexedRating(
  listingId: string,
  count: number,
): Promise<{ ratingAverage: number | null; ratingCount: number }> {
  const elasticsearchUrl = harness().servers.elasticsearchUrl;
  let source: { ratingAverage: number | null; ratingCount: number } | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = (await (await fetch(`${elasticsearchUrl}/listings/_doc/${listingId}`)).json()) as {
      _source?: typeof source;
    };
    source = found._source;
    if (source?.ratingCount === count) break;
    await pause(100);
  }
  return { ratingAverage: source?.ratingAverage ?? null, ratingCount: source?.ratingCount ?? 0 };
}
