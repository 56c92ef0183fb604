import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { pino } from 'pino';
import { ensureListingIndex } from '../../indexer/listing-index.ts';
import { ListingIndexer, type ListingIndexerDeps } from '../../indexer/outbox-consumer.ts';
import { systemClock } from '../../shared/clock.ts';
import { newId } from '../../shared/ids.ts';
import { createLogger, type Logger } from '../../shared/logger.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { listingChanged } from '../../services/core/outbox/types.ts';
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
    category: 'plumbing',
    title: 'Leak repair in Berlin',
    description: 'Same-day repair of leaking pipes',
    tags: ['emergency'],
    facets: { licensed: true },
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
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await delay(25);
  }
}

/**
 * A database and an index alias of its own, so the composed system's indexer (which drains the
 * harness database's outbox) and other tests never touch what a test writes.
 */
export class IndexerWorld {
  readonly db: Db;
  readonly outbox: OutboxRepository;
  readonly alias = `test-listings-${randomBytes(5).toString('hex')}`;
  readonly elasticsearch: Client;
  private index = '';

  constructor() {
    const { mongo, servers } = harness();
    this.db = mongo.client.db(`test_indexer_${randomBytes(5).toString('hex')}`);
    this.outbox = new OutboxRepository(this.db);
    this.elasticsearch = new Client({ node: servers.elasticsearchUrl });
  }

  async setUp(): Promise<void> {
    await this.outbox.ensureIndexes();
    this.index = await ensureListingIndex(this.elasticsearch, this.alias);
  }

  async tearDown(): Promise<void> {
    await this.elasticsearch.indices.delete({ index: this.index });
    await this.elasticsearch.close();
    await this.db.dropDatabase();
  }

  indexer(overrides: Partial<ListingIndexerDeps> = {}): ListingIndexer {
    return new ListingIndexer({
      outbox: this.outbox,
      db: this.db,
      elasticsearch: this.elasticsearch,
      alias: this.alias,
      clock: systemClock,
      logger: createLogger('silent', 'test'),
      ...overrides,
    });
  }

  /** What the listings domain does on every write: the listing, then its outbox record. */
  async writeListing(listing: ListingDocument): Promise<void> {
    await this.db.collection<ListingDocument>('listings').replaceOne({ _id: listing._id }, listing, { upsert: true });
    await this.outbox.append(listingChanged(listing._id, new Date()));
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
