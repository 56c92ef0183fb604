import { expect } from 'chai';
import { pendingIndexChanges } from '../../services/indexes.ts';
import { EXIT_WITHIN_MS, productionEnv, runToExit, useThrowawayDatabase } from './processes.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch', 'mail']);

describe('npm run migrate: the migration as a step of a deploy', function () {
  this.timeout(4 * EXIT_WITHIN_MS);
  const database = useThrowawayDatabase('test_migrate_step');

  it('npm run migrate creates every declared index, and a second run changes nothing (on its own listings alias)', async () => {
    const mongo = database.mongo();
    const pendingBefore = await pendingIndexChanges(mongo.db);
    expect(pendingBefore).to.include('create index accounts.email_unique');
    expect(await mongo.db.listCollections().toArray(), 'planning wrote nothing').to.deep.equal([]);
    const first = await runToExit('scripts/migrate.ts', productionEnv(database.name));
    expect(first.code, first.output).to.equal(0);
    expect(first.output).to.include('migrate: created index accounts.email_unique').and.include('listings index');
    expect(await pendingIndexChanges(mongo.db)).to.deep.equal([]);
    const second = await runToExit('scripts/migrate.ts', productionEnv(database.name));
    expect(second.code, second.output).to.equal(0);
    expect(second.output).to.include('migrate: MongoDB was up to date').and.not.include('created index');
  });
});
