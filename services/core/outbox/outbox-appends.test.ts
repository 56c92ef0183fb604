import { expect } from 'chai';
import { outboxAppends } from './outbox-appends.ts';

const HOUR_MS = 3_600_000;

describe('outbox appends: the nudge of the outbox consumers', () => {
  it('wakes a waiting consumer at the next append, and one that was not waiting at its next wait', async () => {
    const waiting = outboxAppends.listen(['event']);
    const idle = outboxAppends.listen(['event']);
    const stop = new AbortController();
    try {
      const woken = waiting.wait(HOUR_MS, stop.signal).then(() => 'woken');
      outboxAppends.notify(['event']);
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
      outboxAppends.notify(['event', 'event']);
      await dispatcherWait;
      expect(woken).to.deep.equal(['dispatcher']);
      outboxAppends.notify(['event', 'category.alias_changed']);
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
      outboxAppends.notify(['event']);
      await wakeup.wait(HOUR_MS, new AbortController().signal);
      const stop = new AbortController();
      const stopped = wakeup.wait(HOUR_MS, stop.signal).then(() => 'stopped');
      stop.abort();
      expect(await stopped).to.equal('stopped');
    } finally {
      outboxAppends.unlisten(wakeup);
    }
  });
});
