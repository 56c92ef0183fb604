import { expect } from 'chai';
import { ensureIndexes } from '../../services/indexes.ts';
import { EXIT_WITHIN_MS, productionEnv, runToExit, useThrowawayDatabase } from './processes.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch', 'mail']);

describe('the core at boot: it checks the migration, never runs it', function () {
  this.timeout(4 * EXIT_WITHIN_MS);
  const database = useThrowawayDatabase('test_core_boot_check');

  it('regression: the core refuses to start on a database not migrated for it, naming what is missing or changed', async () => {
    const mongo = database.mongo();
    await ensureIndexes(mongo.db);
    await mongo.db.collection('accounts').dropIndex('email_unique');
    await mongo.db.collection('deals').dropIndex('buyer_created');
    await mongo.db.collection('deals').createIndex({ buyerId: 1 }, { name: 'buyer_created' });
    const core = await runToExit('services/core/main.ts', productionEnv(database.name));
    expect(core.code, `the core exits (output: ${core.output})`).to.equal(1);
    const message = core.output.trim();
    expect(message.split('\n'), 'one line').to.have.length(1);
    expect(message)
      .to.match(/^core: MongoDB is not migrated for this release/)
      .and.include('create index accounts.email_unique')
      .and.include('drop index deals.buyer_created')
      .and.match(/run npm run migrate$/);
    expect((await mongo.db.collection('accounts').listIndexes().toArray()).map((index) => index.name)).to.deep.equal([
      '_id_',
    ]);
  });
});
