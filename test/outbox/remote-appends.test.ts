import { expect } from 'chai';
import { AppendWakeup } from '../../services/core/outbox/outbox-appends.ts';
import { watchRemoteAppends } from '../../services/core/outbox/remote-appends.ts';
import { createLogger } from '../../shared/logger.ts';
import { harness } from '../support/root-hooks.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

describe('outbox: appends of other processes', () => {
  it('are not watched where the database is no replica set (FerretDB has no change streams): the 1 s poll finds them', async () => {
    const db = harness().mongo.db;
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.setName, 'the local database is no replica set').to.equal(undefined);
    expect(await watchRemoteAppends(db, new AppendWakeup(), createLogger('silent', 'test'))).to.equal(null);
  });
});
