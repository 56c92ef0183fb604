import { expect } from 'chai';
import { AttemptPool } from './attempt-pool.ts';

/** A task that runs until `finish` is called, recording the most that ran at once. */
function gatedTasks(count: number) {
  let running = 0;
  let most = 0;
  const gates: Array<() => void> = [];
  const started: number[] = [];
  const tasks = Array.from({ length: count }, (_, index) => async () => {
    running += 1;
    most = Math.max(most, running);
    started.push(index);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
  });
  return { tasks, started, most: () => most, finishOne: () => gates.shift()?.() };
}

describe('webhooks: attempt pool', () => {
  it('runs at most its concurrency at once, in the order added, and counts running and queued tasks', async () => {
    const pool = new AttemptPool(2);
    const { tasks, started, most, finishOne } = gatedTasks(5);
    tasks.forEach((task) => pool.add(task));
    expect(pool.size).to.equal(5);
    expect(started).to.deep.equal([0, 1]);
    for (let finished = 0; finished < 5; finished += 1) {
      finishOne();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(started).to.deep.equal([0, 1, 2, 3, 4]);
    expect(most()).to.equal(2);
    expect(pool.size).to.equal(0);
  });

  it('resolves whenBelow once fewer tasks than asked are running or queued', async () => {
    const pool = new AttemptPool(1);
    const { tasks, finishOne } = gatedTasks(3);
    tasks.forEach((task) => pool.add(task));
    let below = false;
    const waiting = pool.whenBelow(2).then(() => (below = true));
    finishOne();
    await new Promise((resolve) => setImmediate(resolve));
    expect(below, 'two left').to.equal(false);
    finishOne();
    await waiting;
    expect(pool.size).to.equal(1);
    finishOne();
  });
});
