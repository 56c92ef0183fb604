import { Client } from '@elastic/elasticsearch';
import { MongoClient } from 'mongodb';
import { ensureListingIndex } from './indexer/listing-index.ts';
import { ListingIndexer } from './indexer/outbox-consumer.ts';
import { OutboxRepository } from './services/core/outbox/outbox.repository.ts';
import { listingChanged } from './services/core/outbox/types.ts';
import { listingFixture } from './test/indexer/fixtures.ts';
import { systemClock } from './shared/clock.ts';
import { createLogger } from './shared/logger.ts';
const mongo = await MongoClient.connect(process.env.MONGODB_URL!);
const db = mongo.db('dbg_' + Date.now());
const es = new Client({ node: process.env.ELASTICSEARCH_URL! });
const alias = 'dbg-' + Date.now();
await new OutboxRepository(db).ensureIndexes();
await ensureListingIndex(es, alias);
const listings = Array.from({ length: 2000 }, () => listingFixture());
let t = performance.now();
await db.collection('listings').insertMany(listings as any);
await db.collection('outbox').insertMany(listings.map((l) => listingChanged(l._id, new Date())) as any);
console.log('insert', Math.round(performance.now() - t));
const indexer = new ListingIndexer({ db, elasticsearch: es, alias, clock: systemClock, logger: createLogger('warn', 'x'), batchSize: 500 });
for (let i = 0; i < 5; i++) {
  t = performance.now();
  const pass = await indexer.runOnce();
  console.log('pass', pass.records, pass.marked, Math.round(performance.now() - t));
}
t = performance.now(); console.log(await indexer.lag(), Math.round(performance.now() - t));
await db.dropDatabase(); await es.indices.delete({ index: alias + '-v*' }); await es.close(); await mongo.close();
