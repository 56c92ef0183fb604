import { expect } from 'chai';
import { outboxAppends } from './outbox-appends.ts';

const HOUR_MS = 3_600_000;

describe('outbox appends: the nudge of the outbox consumers', () => {
  it('wakes a waiting consumer at the next append, and one that was not waiting at its next wait', async () => {
    const waiting = outboxAppends.listen();
    const idle = outboxAppends.listen();
    const stop = new AbortController();
    try {
      const woken = waiting.wait(HOUR_MS, stop.signal).then(() => 'woken');
      outboxAppends.notify();
      expect(await woken).to.equal('woken');
      expect(await idle.wait(HOUR_MS, stop.signal).then(() => 'at once')).to.equal('at once');
    } finally {
      outboxAppends.unlisten(waiting);
      outboxAppends.unlisten(idle);
    }
  });

  it('ends a wait without append when its interval passes or the consumer stops', async () => {
    const wakeup = outboxAppends.listen();
    try {
      await wakeup.wait(1, new AbortController().signal);
      outboxAppends.notify();
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
