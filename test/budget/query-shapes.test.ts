import { expect } from 'chai';
import type { CommandStartedEvent } from 'mongodb';
import { declaredIndexesOf, isServed, shapesOf, type DeclaredIndex } from './query-shapes.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, []);

function event(command: Record<string, unknown>): CommandStartedEvent {
  return { commandName: Object.keys(command)[0], command } as unknown as CommandStartedEvent;
}

const indexes: DeclaredIndex[] = declaredIndexesOf(
  event({
    createIndexes: 'requests',
    indexes: [
      {
        name: 'created',
        key: new Map([
          ['createdAt', -1],
          ['_id', -1],
        ]),
      },
      { name: 'status_created', key: { status: 1, createdAt: -1 } },
    ],
  }),
);

function served(command: Record<string, unknown>): boolean[] {
  return shapesOf(event(command)).map((shape) => isServed(shape, indexes));
}

describe('database budget: the notablescan rule', () => {
  it('serves a condition on the first key of a declared index or on _id, and an unfiltered sort along an index', () => {
    expect(served({ find: 'requests', filter: { status: 'open', category: 'x' } })).to.deep.equal([true]);
    expect(served({ find: 'requests', filter: { _id: 'req_1' } })).to.deep.equal([true]);
    expect(
      served({
        find: 'requests',
        filter: {},
        sort: new Map([
          ['createdAt', -1],
          ['_id', -1],
        ]),
      }),
    ).to.deep.equal([true]);
    expect(served({ update: 'requests', updates: [{ q: { _id: 'a' } }, { q: { status: 'open' } }] })).to.deep.equal([
      true,
      true,
    ]);
    expect(
      served({ aggregate: 'requests', pipeline: [{ $match: { status: 'open' } }, { $group: { _id: null } }] }),
    ).to.deep.equal([true]);
    expect(served({ aggregate: 'requests', pipeline: [{ $collStats: { count: {} } }] }), 'no query').to.deep.equal([]);
  });

  it('refuses what MongoDB would scan: a field no index leads with, an $or with an unserved branch, no filter without a sort', () => {
    expect(served({ find: 'requests', filter: { category: 'x' } })).to.deep.equal([false]);
    expect(served({ find: 'requests', filter: { $or: [{ status: 'open' }, { category: 'x' }] } })).to.deep.equal([
      false,
    ]);
    expect(served({ find: 'requests', filter: {} })).to.deep.equal([false]);
    expect(served({ delete: 'requests', deletes: [{ q: { closedAt: { $lt: new Date() } } }] })).to.deep.equal([false]);
    expect(served({ find: 'other', filter: { status: 'open' } })).to.deep.equal([false]);
  });

  it('keeps operators and drops values in the shape', () => {
    const [shape] = shapesOf(
      event({ find: 'requests', filter: { status: { $in: ['a', 'b'] }, $or: [{ a: 1 }, { b: { $gt: 2 } }] } }),
    );
    expect(shape?.filter).to.deep.equal({ status: { $in: 1 }, $or: [{ a: 1 }, { b: { $gt: 1 } }] });
  });
});
