import { expect } from 'chai';
import { newId } from '../../../shared/ids.ts';
import { outboxAppends } from './outbox-appends.ts';
import type { OutboxRecord } from './types.ts';

const HOUR_MS = 3_600_000;

/** Records as an append reports them: an id of its own for each (this process's log is shared with every test). */
const appended = (...kinds: OutboxRecord['kind'][]) => kinds.map((kind) => ({ _id: newId('obx'), kind }));

describe('outbox appends: the nudge of the outbox consumers, and the ids appended', () => {
  it('wakes a waiting consumer at the next append, and one that was not waiting at its next wait', async () => {
    const waiting = outboxAppends.listen(['event']);
    const idle = outboxAppends.listen(['event']);
    const stop = new AbortController();
    try {
      const woken = waiting.wait(HOUR_MS, stop.signal).then(() => 'woken');
      outboxAppends.notify(appended('event'));
      expect(await woken).to.equal('woken');
      expect(await idle.wait(HOUR_MS, stop.signal).then(() => 'at once')).to.equal('at once');
    } finally {
      outboxAppends.unlisten(waiting);
      outboxAppends.unlisten(idle);
    }
  });

  it('wakes only the consumers of the kinds appended', async () => {
    const indexer = outboxAppends.listen(['listing.changed', 'category.alias_changed']);
    const dispatcher = outboxAppends.listen(['event']);
    const stop = new AbortController();
    try {
      const woken: string[] = [];
      const indexerWait = indexer.wait(HOUR_MS, stop.signal).then(() => woken.push('indexer'));
      const dispatcherWait = dispatcher.wait(HOUR_MS, stop.signal).then(() => woken.push('dispatcher'));
      outboxAppends.notify(appended('event', 'event'));
      await dispatcherWait;
      expect(woken).to.deep.equal(['dispatcher']);
      outboxAppends.notify(appended('event', 'category.alias_changed'));
      await indexerWait;
      expect(woken).to.deep.equal(['dispatcher', 'indexer']);
    } finally {
      stop.abort();
      outboxAppends.unlisten(indexer);
      outboxAppends.unlisten(dispatcher);
    }
  });

  it('ends a wait without append when its interval passes or the consumer stops', async () => {
    const wakeup = outboxAppends.listen(['event']);
    try {
      await wakeup.wait(1, new AbortController().signal);
      outboxAppends.notify(appended('event'));
      await wakeup.wait(HOUR_MS, new AbortController().signal);
      const stop = new AbortController();
      const stopped = wakeup.wait(HOUR_MS, stop.signal).then(() => 'stopped');
      stop.abort();
      expect(await stopped).to.equal('stopped');
    } finally {
      outboxAppends.unlisten(wakeup);
    }
  });

  it('tells the ids of a kind appended since a number, in order, and null once some are no longer kept', () => {
    const from = outboxAppends.end();
    const [first, other, second] = appended('event', 'listing.changed', 'event');
    outboxAppends.notify([first!, other!]);
    outboxAppends.notify([second!]);
    expect(outboxAppends.since(from, new Set(['event']))).to.deep.equal([first!._id, second!._id]);
    expect(outboxAppends.since(from + 1, new Set(['listing.changed', 'event']))).to.deep.equal([
      other!._id,
      second!._id,
    ]);
    expect(outboxAppends.since(outboxAppends.end(), new Set(['event']))).to.deep.equal([]);
    for (let batch = 0; batch < 40; batch += 1) outboxAppends.notify(appended(...Array<'event'>(1_000).fill('event')));
    expect(outboxAppends.since(from, new Set(['event'])), 'forty thousand appends later').to.equal(null);
  });
});
