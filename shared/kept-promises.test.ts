import { expect } from 'chai';
import { keptUntilRejected } from './kept-promises.ts';

describe('kept promises', () => {
  it('answers the kept promise while it lives, and asks again once one rejected', async () => {
    const store = new Map<string, Promise<number>>();
    let asked = 0;
    const ask = (outcome: 'fail' | 'succeed') => () => {
      asked += 1;
      return outcome === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(asked);
    };
    await keptUntilRejected(store, 'a', ask('fail')).catch(() => undefined);
    expect(store.has('a'), 'a rejection is not kept').to.equal(false);
    expect(await keptUntilRejected(store, 'a', ask('succeed'))).to.equal(2);
    expect(await keptUntilRejected(store, 'a', ask('succeed'))).to.equal(2);
    expect(asked).to.equal(2);
  });
});
