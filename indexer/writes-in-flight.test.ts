import { expect } from 'chai';
import { WritesInFlight } from './writes-in-flight.ts';

/** Writes that each run until released, in the order they started. */
function gatedWrites() {
  let running = 0;
  let most = 0;
  const gates: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const write = () =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      most = Math.max(most, running);
      gates.push({ resolve, reject });
    }).finally(() => (running -= 1));
  return {
    write,
    running: () => running,
    most: () => most,
    succeedOldest: () => gates.shift()?.resolve(),
    failOldest: (error: Error) => gates.shift()?.reject(error),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('indexer: writes in flight', () => {
  it('starts a write at once while fewer than the limit are in flight, and makes the next one wait for a free place', async () => {
    const writes = new WritesInFlight(2);
    const gated = gatedWrites();
    await writes.start(gated.write);
    await writes.start(gated.write);
    let thirdStarted = false;
    const third = writes.start(gated.write).then(() => (thirdStarted = true));
    await turn();
    expect(thirdStarted, 'two in flight').to.equal(false);
    gated.succeedOldest();
    await third;
    expect(gated.running()).to.equal(2);
    gated.succeedOldest();
    gated.succeedOldest();
    await writes.finish();
    expect(gated.running()).to.equal(0);
    expect(gated.most()).to.equal(2);
  });

  it('throws the first failure from the next start, starts nothing after it, and still settles the writes in flight', async () => {
    const writes = new WritesInFlight(2);
    const gated = gatedWrites();
    await writes.start(gated.write);
    await writes.start(gated.write);
    gated.failOldest(new Error('first'));
    const refused = await writes.start(gated.write).then(
      () => expect.fail('a start after a failure must throw it'),
      (error: Error) => error,
    );
    expect(refused.message).to.equal('first');
    expect(gated.running(), 'nothing started after the failure').to.equal(1);
    let settled = false;
    const settling = writes.settle().then(() => (settled = true));
    await turn();
    expect(settled, 'a write still in flight').to.equal(false);
    gated.failOldest(new Error('second'));
    await settling;
    const finished = await writes.finish().then(
      () => expect.fail('finish must throw the failure'),
      (error: Error) => error,
    );
    expect(finished.message).to.equal('first');
  });
});
