import { expect } from 'chai';
import { PeriodicCount } from './embeddings-readiness.ts';

/** A count whose answers the test releases one by one, counting the reads asked for. */
function heldCount() {
  const pending: ((value: number) => void)[] = [];
  return {
    reads: () => pending.length,
    count: () => new Promise<number>((resolve) => pending.push(resolve)),
    answer: (index: number, value: number) => pending[index]!(value),
  };
}

describe('readiness: the count of listings without vectors', () => {
  it('reads the count once per period, serving the last one meanwhile, and one read at a time', async () => {
    let now = 0;
    const held = heldCount();
    const counted = new PeriodicCount(held.count, { now: () => new Date(now) }, 30_000);

    const first = counted.latest(1000);
    expect(await counted.latest(5), 'a second probe while the first read runs').to.equal(undefined);
    expect(held.reads()).to.equal(1);
    held.answer(0, 7);
    expect(await first).to.equal(7);

    now = 30_000;
    expect(await counted.latest(5)).to.equal(7);
    expect(held.reads(), 'still fresh').to.equal(1);

    now = 30_001;
    const slow = counted.latest(5);
    expect(await slow, 'stale, and the new read slower than the probe waits').to.equal(7);
    expect(held.reads()).to.equal(2);
    held.answer(1, 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await counted.latest(5)).to.equal(2);
    expect(held.reads()).to.equal(2);
  });

  it('keeps the last count when a read fails, and reads again at the next probe', async () => {
    const counts = [4, new Error('database busy'), 6];
    let reads = 0;
    let now = 0;
    const counted = new PeriodicCount(
      async () => {
        const next = counts[reads++];
        if (next instanceof Error) throw next;
        return next as number;
      },
      { now: () => new Date(now) },
      10,
    );
    expect(await counted.latest(100)).to.equal(4);
    now = 11;
    expect(await counted.latest(100)).to.equal(4);
    expect(await counted.latest(100)).to.equal(6);
    expect(reads).to.equal(3);
  });
});
