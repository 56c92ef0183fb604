import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { pino } from 'pino';
import { IndexerOutbox } from '../../indexer/indexer-outbox.ts';
import { ensureListingIndex } from '../../indexer/listing-index.ts';
import { ListingIndexer, type ListingIndexerDeps } from '../../indexer/outbox-consumer.ts';
import { systemClock } from '../../shared/clock.ts';
import { newId } from '../../shared/ids.ts';
import { createLogger, type Logger } from '../../shared/logger.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { listingChanged, type ListingChangedRecord } from '../../services/core/outbox/types.ts';
import { harness } from '../support/root-hooks.ts';

/** An Elasticsearch client for a port nothing listens on: every request fails to connect. */
export function unreachableElasticsearch(): Client {
  return new Client({ node: 'http://127.0.0.1:1', maxRetries: 0 });
}

export function listingFixture(overrides: Partial<ListingDocument> = {}): ListingDocument {
  const now = new Date();
  return {
    _id: newId('lst'),
    providerId: newId('acc'),
    category: 'local-services',
    title: 'Leak repair in Berlin',
    description: 'Same-day repair of leaking pipes',
    tags: ['emergency'],
    facets: { services: ['plumbing'], emergencyService: true },
    location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
    url: null,
    price: null,
    media: [],
    status: 'published',
    version: 1,
    ratingAverage: null,
    ratingCount: 0,
    boostedUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A logger whose warnings a test can read. */
export function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await delay(25);
  }
}

/**
 * The listings alias of a test database's own index, for a system or process started on that database: an index is
 * built from one database, so under the shared alias its migration would rebuild the shared system's index and that
 * system's indexer would refuse it as foreign.
 */
export function listingsAliasOf(database: string): string {
  return `test-listings-${database.toLowerCase()}`;
}

export async function deleteIndicesOf(client: Client, alias: string): Promise<void> {
  const indices = Object.keys(await client.indices.get({ index: `${alias}-v*` }));
  if (indices.length > 0) await client.indices.delete({ index: indices });
}

/**
 * A database and an index alias of its own, so the composed system's indexer (which drains the
 * harness database's outbox) and other tests never touch what a test writes.
 */
/**
 * A fresh IndexerWorld (its own database and alias) for each test of the suite: made and set up before it, torn down
 * after it. `make` gives one on another cluster. Hooks a suite registers before this call run before the tear-down.
 */
export function useIndexerWorld(make: () => IndexerWorld = () => new IndexerWorld()): () => IndexerWorld {
  let world: IndexerWorld | undefined;
  beforeEach(async () => {
    world = make();
    await world.setUp();
  });
  afterEach(async () => {
    await world?.tearDown();
    world = undefined;
  });
  return () => {
    if (!world) throw new Error('the indexer world is made in the beforeEach hook of useIndexerWorld');
    return world;
  };
}

export class IndexerWorld {
  readonly db: Db;
  /** The listings domain's side of the outbox, which appends. */
  readonly outbox: OutboxRepository;
  /** The indexer's side of the outbox, which reads what is pending. */
  readonly indexerOutbox: IndexerOutbox;
  readonly alias = `test-listings-${randomBytes(5).toString('hex')}`;
  readonly elasticsearch: Client;
  /** Every indexer handed out, stopped on tearDown so that a failed test leaves no loop running. */
  private readonly indexers: ListingIndexer[] = [];

  /** `elasticsearch`: a client of another cluster than the shared one; tearDown closes it too. */
  constructor(elasticsearch?: Client) {
    const { mongo, servers } = harness();
    this.db = mongo.client.db(`test_indexer_${randomBytes(5).toString('hex')}`);
    this.outbox = new OutboxRepository(this.db);
    this.indexerOutbox = new IndexerOutbox(this.db);
    this.elasticsearch = elasticsearch ?? new Client({ node: servers.elasticsearchUrl });
  }

  async setUp(): Promise<void> {
    await this.outbox.ensureIndexes();
    await ensureListingIndex(this.elasticsearch, this.alias);
  }

  /** Deletes every index of the alias, also those a reindex created or kept. */
  async tearDown(): Promise<void> {
    await Promise.all(this.indexers.map((indexer) => indexer.stop()));
    await deleteIndicesOf(this.elasticsearch, this.alias);
    await this.elasticsearch.close();
    await this.db.dropDatabase();
  }

  indexer(overrides: Partial<ListingIndexerDeps> = {}): ListingIndexer {
    const indexer = new ListingIndexer({
      db: this.db,
      elasticsearch: this.elasticsearch,
      alias: this.alias,
      clock: systemClock,
      logger: createLogger('silent', 'test'),
      // Only this test appends to this database, so nothing arrives late: a new indexer starts right at the checkpoint.
      settleMs: 0,
      ...overrides,
    });
    this.indexers.push(indexer);
    return indexer;
  }

  /** What the listings domain does on every write: the listing, then its outbox record. */
  async writeListing(listing: ListingDocument): Promise<void> {
    await this.db.collection<ListingDocument>('listings').replaceOne({ _id: listing._id }, listing, { upsert: true });
    await this.outbox.append(listingChanged(listing._id, new Date()));
  }

  /** Listings stored directly, without outbox records: what a reindex or a reconcile finds in MongoDB. */
  async insertListings(count: number, overrides: Partial<ListingDocument> = {}): Promise<ListingDocument[]> {
    const listings = Array.from({ length: count }, (_, position) =>
      listingFixture({ title: `Listing ${position}`, ...overrides }),
    );
    for (let start = 0; start < count; start += 500) {
      await this.db.collection<ListingDocument>('listings').insertMany(listings.slice(start, start + 500));
    }
    return listings;
  }

  /** Writes the listings and their outbox records in bulk, as many listing writes would. */
  async writeListings(listings: ListingDocument[]): Promise<void> {
    await this.db.collection<ListingDocument>('listings').insertMany(listings);
    await this.db
      .collection<ListingChangedRecord>('outbox')
      .insertMany(listings.map((listing) => listingChanged(listing._id, new Date())));
  }

  /** The concrete indices behind the alias. */
  async aliasIndices(): Promise<string[]> {
    return Object.keys(await this.elasticsearch.indices.getAlias({ name: this.alias }));
  }

  async count(): Promise<number> {
    await this.elasticsearch.indices.refresh({ index: this.alias });
    return (await this.elasticsearch.count({ index: this.alias })).count;
  }

  async removeListing(id: string): Promise<void> {
    await this.db.collection<ListingDocument>('listings').deleteOne({ _id: id });
    await this.outbox.append(listingChanged(id, new Date()));
  }

  /** The indexed document after making every write visible, or null when the index holds none. */
  async indexed(id: string): Promise<{ version: number; source: unknown } | null> {
    await this.elasticsearch.indices.refresh({ index: this.alias });
    const result = await this.elasticsearch.get({ index: this.alias, id }, { ignore: [404] });
    return result.found ? { version: result._version ?? 0, source: result._source } : null;
  }
}
