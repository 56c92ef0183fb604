import { setTimeout as delay } from 'node:timers/promises';
import type { Client, estypes } from '@elastic/elasticsearch';
import type { ListingDocument } from '../services/core/for-roles.ts';
import type { ListingIndexBody } from '../shared/listings-index/document.ts';
import { Backoff } from './backoff.ts';
import { toIndexDocument } from './index-document.ts';

/** What one indexing pass writes: the current listings, and the ids whose listing no longer exists. */
export interface ListingChanges {
  listings: ListingDocument[];
  vanishedIds: string[];
}

export interface BulkFailure {
  listingId: string;
  status: number;
  type: string;
  reason: string;
  /** Elasticsearch was overloaded or failed (429, 5xx): the same write may succeed later. */
  retryable: boolean;
}

export interface BulkOutcome {
  /** Listings whose index entry now reflects the version written, or a newer one. */
  done: string[];
  failures: BulkFailure[];
}

export interface BulkPlan {
  operations: (estypes.BulkOperationContainer | ListingIndexBody)[];
  /** The listing behind each response item, in request order. */
  listingIds: string[];
}

/**
 * One `_bulk` request for the changes. Writes carry the listing's version as the external version, so
 * Elasticsearch itself refuses to let an older version (a retry, a reordered record) replace a newer one.
 */
export function planBulk(alias: string, changes: ListingChanges): BulkPlan {
  const plan: BulkPlan = { operations: [], listingIds: [] };
  for (const listing of changes.listings) {
    const target = { _index: alias, _id: listing._id, version: listing.version, version_type: 'external' as const };
    switch (listing.status) {
      case 'published':
        plan.operations.push({ index: target }, toIndexDocument(listing).body);
        break;
      case 'pending_review':
      case 'rejected':
      case 'archived':
      case 'taken_down':
        plan.operations.push({ delete: target });
        break;
      default:
        throw new Error(`unhandled listing status ${String(listing.status satisfies never)}`);
    }
    plan.listingIds.push(listing._id);
  }
  for (const id of changes.vanishedIds) {
    plan.operations.push({ delete: { _index: alias, _id: id } });
    plan.listingIds.push(id);
  }
  return plan;
}

/** Reads the response item by item: every item is either done or reported as a failure, never dropped. */
export function readBulkItems(response: estypes.BulkResponse, listingIds: string[]): BulkOutcome {
  if (response.items.length !== listingIds.length) {
    throw new Error(`_bulk answered ${response.items.length} items for ${listingIds.length} operations`);
  }
  const outcome: BulkOutcome = { done: [], failures: [] };
  response.items.forEach((entry, position) => {
    const listingId = listingIds[position]!;
    const [operation, item] = Object.entries(entry)[0] ?? [];
    if (!item) throw new Error(`_bulk answered an empty item for ${listingId}`);
    if (isDone(operation, item)) outcome.done.push(listingId);
    else outcome.failures.push(failure(listingId, item));
  });
  return outcome;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /**
   * Refuse to write unless the target is an alias (the default), so that a write never auto-creates a
   * concrete index named like the alias. A reindex turns it off to write into its new, concrete index.
   */
  requireAlias?: boolean;
}

export async function writeListings(
  client: Client,
  target: string,
  changes: ListingChanges,
  options: WriteOptions = {},
): Promise<BulkOutcome> {
  const plan = planBulk(target, changes);
  if (plan.listingIds.length === 0) return { done: [], failures: [] };
  const response = await client.bulk(
    { operations: plan.operations, require_alias: options.requireAlias ?? true },
    { signal: options.signal },
  );
  return readBulkItems(response, plan.listingIds);
}

export interface RetryOptions extends WriteOptions {
  /** Writes of the whole batch, the first included, while some of it fails retryably. */
  attempts?: number;
  /** Waits between attempts, doubled each time. */
  initialDelayMs?: number;
}

/**
 * Writes the changes and writes again, after a growing pause, the listings Elasticsearch refused for a
 * passing reason (429, 5xx). Answers every listing as done or failed: the failures left are permanent
 * refusals, or passing ones that outlasted the attempts.
 */
export function writeListingsRetrying(
  client: Client,
  target: string,
  changes: ListingChanges,
  options: RetryOptions = {},
): Promise<BulkOutcome> {
  return retryPassingFailures((remaining) => writeListings(client, target, remaining, options), changes, options);
}

/** The retry policy of {@link writeListingsRetrying}, over any write of listing changes. */
export async function retryPassingFailures(
  write: (changes: ListingChanges) => Promise<BulkOutcome>,
  changes: ListingChanges,
  options: Omit<RetryOptions, 'requireAlias'> = {},
): Promise<BulkOutcome> {
  const attempts = options.attempts ?? 5;
  const backoff = new Backoff(options.initialDelayMs ?? 200, 10_000);
  const outcome: BulkOutcome = { done: [], failures: [] };
  let remaining = changes;
  for (let attempt = 1; ; attempt += 1) {
    const result = await write(remaining);
    outcome.done.push(...result.done);
    const passing = result.failures.filter((failure) => failure.retryable);
    outcome.failures.push(...result.failures.filter((failure) => !failure.retryable));
    if (passing.length === 0) return outcome;
    if (attempt >= attempts) {
      outcome.failures.push(...passing);
      return outcome;
    }
    remaining = only(remaining, new Set(passing.map((failure) => failure.listingId)));
    await delay(backoff.next(), undefined, { signal: options.signal });
  }
}

function only(changes: ListingChanges, ids: Set<string>): ListingChanges {
  return {
    listings: changes.listings.filter((listing) => ids.has(listing._id)),
    vanishedIds: changes.vanishedIds.filter((id) => ids.has(id)),
  };
}

/**
 * A refusal of the listing's own document (a value the mapping rejects), which writing it again cannot fix;
 * not a passing overload, nor a missing index, which fail every listing alike until someone fixes the cluster.
 */
export function blamesTheListing(failure: BulkFailure): boolean {
  return !failure.retryable && failure.type !== 'index_not_found_exception';
}

function isDone(operation: string | undefined, item: estypes.BulkResponseItem): boolean {
  if (item.status >= 200 && item.status < 300) return true;
  // The index already holds this version or a newer one.
  if (item.status === 409 && item.error?.type === 'version_conflict_engine_exception') return true;
  // Deleting a document that is not there (an index that is not there carries an error instead).
  return operation === 'delete' && item.status === 404 && !item.error;
}

function failure(listingId: string, item: estypes.BulkResponseItem): BulkFailure {
  return {
    listingId,
    status: item.status,
    type: item.error?.type ?? 'unknown',
    reason: item.error?.reason ?? `status ${item.status}`,
    retryable: item.status === 429 || item.status >= 500,
  };
}
