import { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { IndexerOutbox } from '../../indexer/indexer-outbox.ts';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { listingChanged } from '../../services/core/outbox/types.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { eventually, listingFixture } from './fixtures.ts';

describe('indexer: in the composed system', () => {
  it('indexes what the outbox of the running system announces', async () => {
    const { mongo, servers } = harness();
    const client = new Client({ node: servers.elasticsearchUrl });
    const listing = listingFixture();
    await mongo.db.collection<ListingDocument>('listings').insertOne(listing);
    const outbox = new OutboxRepository(mongo.db);
    await outbox.append(listingChanged(listing._id, new Date()));

    try {
      const pending = new IndexerOutbox(mongo.db);
      await eventually(async () => (await pending.pending(100)).length === 0, 'the outbox is drained');
      expect(await client.exists({ index: LISTINGS_ALIAS, id: listing._id })).to.equal(true);
    } finally {
      await client.close();
    }
  });

  it('reports the indexer and its lag in the readiness of the gateway', async () => {
    const response = await call('GET', '/v1/health/ready');
    expect(response.status, response.text).to.equal(200);
    const { indexer } = response.body.result.dependencies;
    expect(indexer.status).to.equal('up');
    expect(indexer.pending).to.be.a('number').that.is.at.least(0);
    expect(indexer.oldestPendingAgeMs).to.be.a('number').that.is.at.most(60_000);
    expect(indexer.failed).to.be.a('number');
  });
});
