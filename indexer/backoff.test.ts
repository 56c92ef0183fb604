import { expect } from 'chai';
import { Backoff } from './backoff.ts';

describe('Backoff', () => {
  it('doubles from the initial delay up to the cap and starts over after a reset', () => {
    const backoff = new Backoff(250, 30_000);
    const delays = Array.from({ length: 9 }, () => backoff.next());
    expect(delays).to.deep.equal([250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    backoff.reset();
    expect(backoff.next()).to.equal(250);
  });
});
