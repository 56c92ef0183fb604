import { expect } from 'chai';
import type { estypes } from '@elastic/elasticsearch';
import type { ListingDocument } from '../services/core/for-roles.ts';
import {
  blamesTheListing,
  planBulk,
  readBulkItems,
  retryPassingFailures,
  type BulkFailure,
  type ListingChanges,
} from './bulk-writer.ts';
import { toIndexDocument } from './index-document.ts';

function listing(id: string, status: ListingDocument['status'], version: number): ListingDocument {
  const at = new Date('2025-01-01T00:00:00.000Z');
  return {
    _id: id,
    providerId: 'acc_01',
    category: 'plumbing',
    title: 'Leak repair',
    description: '',
    tags: [],
    facets: {},
    location: null,
    url: null,
    price: null,
    media: [],
    status,
    version,
    ratingAverage: null,
    ratingCount: 0,
    boostedUntil: null,
    createdAt: at,
    updatedAt: at,
  };
}

function bulkResponse(...items: estypes.BulkResponse['items']): estypes.BulkResponse {
  return { errors: true, took: 1, items };
}

describe('bulk writer', () => {
  it('indexes published listings and deletes archived ones under their external version, vanished ones plainly', () => {
    const published = listing('lst_a', 'published', 3);
    const plan = planBulk('listings', {
      listings: [published, listing('lst_b', 'archived', 5)],
      vanishedIds: ['lst_c'],
    });
    expect(plan).to.deep.equal({
      operations: [
        { index: { _index: 'listings', _id: 'lst_a', version: 3, version_type: 'external' } },
        toIndexDocument(published).body,
        { delete: { _index: 'listings', _id: 'lst_b', version: 5, version_type: 'external' } },
        { delete: { _index: 'listings', _id: 'lst_c' } },
      ],
      listingIds: ['lst_a', 'lst_b', 'lst_c'],
    });
  });

  it('counts written, already-newer and already-deleted items as done and reports every other item', () => {
    const outcome = readBulkItems(
      bulkResponse(
        { index: { _index: 'l', status: 201 } },
        { index: { _index: 'l', status: 409, error: { type: 'version_conflict_engine_exception', reason: 'newer' } } },
        { delete: { _index: 'l', status: 404, result: 'not_found' } },
        { delete: { _index: 'l', status: 404, error: { type: 'index_not_found_exception', reason: 'no such index' } } },
        { index: { _index: 'l', status: 400, error: { type: 'document_parsing_exception', reason: 'bad lat' } } },
        {
          index: { _index: 'l', status: 429, error: { type: 'es_rejected_execution_exception', reason: 'queue full' } },
        },
      ),
      ['lst_1', 'lst_2', 'lst_3', 'lst_4', 'lst_5', 'lst_6'],
    );
    expect(outcome).to.deep.equal({
      done: ['lst_1', 'lst_2', 'lst_3'],
      failures: [
        {
          listingId: 'lst_4',
          status: 404,
          type: 'index_not_found_exception',
          reason: 'no such index',
          retryable: false,
        },
        { listingId: 'lst_5', status: 400, type: 'document_parsing_exception', reason: 'bad lat', retryable: false },
        {
          listingId: 'lst_6',
          status: 429,
          type: 'es_rejected_execution_exception',
          reason: 'queue full',
          retryable: true,
        },
      ],
    });
  });

  it('refuses a response whose items do not match the operations', () => {
    expect(() => readBulkItems(bulkResponse({ index: { _index: 'l', status: 201 } }), ['lst_1', 'lst_2'])).to.throw(
      '_bulk answered 1 items for 2 operations',
    );
  });

  it('writes again only what failed for a passing reason, and reports what still fails after the last attempt', async () => {
    const refusal = (listingId: string, retryable: boolean): BulkFailure => ({
      listingId,
      status: retryable ? 429 : 400,
      type: 't',
      reason: 'r',
      retryable,
    });
    const written: string[][] = [];
    const write = async (changes: ListingChanges) => {
      const ids = [...changes.listings.map((entry) => entry._id), ...changes.vanishedIds];
      written.push(ids);
      // lst_b is refused for good at once; lst_c is overloaded every time; lst_a gets through on the second try.
      const failures = ids.flatMap((id) =>
        id === 'lst_b'
          ? [refusal(id, false)]
          : id === 'lst_c' || (id === 'lst_a' && written.length === 1)
            ? [refusal(id, true)]
            : [],
      );
      return { done: ids.filter((id) => !failures.some((failure) => failure.listingId === id)), failures };
    };
    const changes = {
      listings: [listing('lst_a', 'published', 1), listing('lst_b', 'published', 1)],
      vanishedIds: ['lst_c'],
    };

    const outcome = await retryPassingFailures(write, changes, { attempts: 3, initialDelayMs: 1 });

    expect(written).to.deep.equal([['lst_a', 'lst_b', 'lst_c'], ['lst_a', 'lst_c'], ['lst_c']]);
    expect(outcome).to.deep.equal({ done: ['lst_a'], failures: [refusal('lst_b', false), refusal('lst_c', true)] });
  });

  it('blames the listing for a refused document only, not for an overloaded cluster or a missing index', () => {
    const failure = (type: string, status: number, retryable: boolean): BulkFailure => ({
      listingId: 'lst_1',
      status,
      type,
      reason: '',
      retryable,
    });
    expect(blamesTheListing(failure('document_parsing_exception', 400, false))).to.equal(true);
    expect(blamesTheListing(failure('strict_dynamic_mapping_exception', 400, false))).to.equal(true);
    expect(blamesTheListing(failure('es_rejected_execution_exception', 429, true))).to.equal(false);
    expect(blamesTheListing(failure('index_not_found_exception', 404, false))).to.equal(false);
  });
});
