import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { pendingIndexChanges } from '../../services/indexes.ts';
import { harness } from '../support/root-hooks.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { deleteIndicesOf } from '../indexer/fixtures.ts';
import { EXIT_WITHIN_MS, listingsAliasOf, productionEnv, runToExit } from './processes.ts';

describe('npm run migrate: the migration as a step of a deploy', function () {
  this.timeout(4 * EXIT_WITHIN_MS);
  const database = `test_migrate_step_${randomBytes(4).toString('hex')}`;
  let mongo: MongoConnection;

  before(async () => {
    mongo = await connectMongo(harness().servers.mongodbUrl, database);
  });

  after(async () => {
    await mongo.db.dropDatabase();
    await mongo.client.close();
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    await deleteIndicesOf(elasticsearch, listingsAliasOf(database)).finally(() => elasticsearch.close());
  });

  it('npm run migrate creates every declared index, and a second run changes nothing (on its own listings alias)', async () => {
    const pendingBefore = await pendingIndexChanges(mongo.db);
    expect(pendingBefore).to.include('create index accounts.email_unique');
    expect(await mongo.db.listCollections().toArray(), 'planning wrote nothing').to.deep.equal([]);
    const first = await runToExit('scripts/migrate.ts', productionEnv(database));
    expect(first.code, first.output).to.equal(0);
    expect(first.output).to.include('migrate: created index accounts.email_unique').and.include('listings index');
    expect(await pendingIndexChanges(mongo.db)).to.deep.equal([]);
    const second = await runToExit('scripts/migrate.ts', productionEnv(database));
    expect(second.code, second.output).to.equal(0);
    expect(second.output).to.include('migrate: MongoDB was up to date').and.not.include('created index');
  });
});
