import { expect } from 'chai';
import { indicesOf } from '../../indexer/listing-index.ts';
import { prepareListingIndex, type PrepareIndexDeps } from '../../indexer/prepare-index.ts';
import { createLogger } from '../../shared/logger.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { useIndexerWorld } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: two migrations of one listings alias at once (two deploys racing)', function () {
  this.timeout(120_000);

  const world = useIndexerWorld();

  it('agree on one live index, which holds every listing, and leave no other index behind', async () => {
    const deps: PrepareIndexDeps = {
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      clock: new SettableClock(new Date()),
      logger: createLogger('silent', 'test'),
    };
    await world().insertListings(5);
    const outcomes = await Promise.allSettled([prepareListingIndex(deps), prepareListingIndex(deps)]);
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failures, 'neither migration fails').to.deep.equal([]);
    const live = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<string>).value);
    expect(live[0], 'both answer the same live index').to.equal(live[1]);
    expect(await indicesOf(world().elasticsearch, world().alias)).to.deep.equal([live[0]]);
    const all = Object.keys(await world().elasticsearch.indices.get({ index: `${world().alias}-v*` }));
    expect(all, 'no other index left').to.deep.equal([live[0]]);
    await world().elasticsearch.indices.refresh({ index: live[0]! });
    expect((await world().elasticsearch.count({ index: world().alias })).count).to.equal(5);
  });
});
