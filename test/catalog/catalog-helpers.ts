import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { listingChanged } from '../../services/core/outbox/types.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { call, type ApiResponse } from '../support/http.ts';
import type { TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

/** A word no other test uses: put in titles and searched as `q` by its words alone (`semantic: false`), it keeps a test to its own listings. */
export function marker(): string {
  return `mk${randomBytes(5).toString('hex')}`;
}

export interface HitView {
  id: string;
  title: string;
  boosted: boolean;
  score: number | null;
  distanceKm?: number;
  rating: { average: number | null; count: number };
}

export interface SearchResult {
  hits: HitView[];
  distributions: Record<
    string,
    {
      values?: Array<{ value: string | boolean; count: number }>;
      stats?: { count: number; min: number | null; max: number | null };
    }
  >;
}

/** A valid businesses listing; `facets` overrides merge into the defaults. */
export function businessListing(
  title: string,
  overrides: { facets?: Record<string, unknown>; [field: string]: unknown } = {},
) {
  const { facets, ...rest } = overrides;
  return {
    category: 'businesses',
    title,
    description: 'Digital services for small firms.',
    facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10', ...facets },
    location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
    ...rest,
  };
}

export async function createListing(account: TestAccount, body: unknown): Promise<{ id: string; title: string }> {
  const response = await call('POST', '/v1/listings', { token: account.token, body });
  expect(response.status, response.text).to.equal(201);
  expect(response.body.result.status, 'live at once: its provider is past the trust gate (registerProvider)').to.equal(
    'published',
  );
  return response.body.result;
}

export interface SearchEnvelope {
  result: SearchResult;
  result_info: { count: number; total: number; limit: number; next_cursor: string | null };
  errors: Array<{ code: number; slug: string; field?: string; message: string }>;
}

export function search(body: unknown): Promise<ApiResponse<SearchEnvelope>> {
  return call('POST', '/v1/catalog/search', { body });
}

/** Searches until the answer satisfies `ready` (the indexer is asynchronous), then answers it. */
export async function searchUntil(body: unknown, ready: (result: SearchResult) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await search(body);
    expect(response.status, response.text).to.equal(200);
    if (ready(response.body.result)) return response;
    if (Date.now() > deadline) throw new Error(`search never became ready: ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const ids = (result: SearchResult) => result.hits.map((hit) => hit.id);
export const hasExactly = (expected: string[]) => (result: SearchResult) => sameMembers(ids(result), expected);

function sameMembers(actual: string[], expected: string[]): boolean {
  return actual.length === expected.length && expected.every((id) => actual.includes(id));
}

/**
 * Changes stored fields of a listing the way a core write does (next version, then a `listing.changed`
 * outbox record), for fields no API sets yet, such as a boost or a rating.
 */
export async function reviseStored(
  listingId: string,
  fields: Partial<Pick<ListingDocument, 'boostedUntil' | 'ratingAverage' | 'ratingCount'>>,
) {
  const { db } = harness().mongo;
  const listings = db.collection<ListingDocument>('listings');
  const updated = await listings.updateOne(
    { _id: listingId },
    { $set: { ...fields, updatedAt: new Date() }, $inc: { version: 1 } },
  );
  expect(updated.matchedCount).to.equal(1);
  await new OutboxRepository(db).append(listingChanged(listingId, new Date()));
}
