import { expect } from 'chai';
import { KnownAccounts } from './known-accounts.ts';

/** An accounts lookup over `ids` that counts its reads. */
function accountsOf(...ids: string[]) {
  const reads: string[] = [];
  return {
    reads,
    findById: async (id: string) => {
      reads.push(id);
      return ids.includes(id) ? ({ _id: id } as never) : null;
    },
  };
}

describe('KnownAccounts', () => {
  it('reads an account once, then answers from what it found', async () => {
    const accounts = accountsOf('acc_a');
    const known = new KnownAccounts(accounts);
    expect([await known.exists('acc_a'), await known.exists('acc_a')]).to.deep.equal([true, true]);
    expect(accounts.reads).to.deep.equal(['acc_a']);
  });

  it('reads an unknown id every time it is asked, so an account made later is found', async () => {
    const accounts = accountsOf();
    const known = new KnownAccounts(accounts);
    expect([await known.exists('acc_x'), await known.exists('acc_x')]).to.deep.equal([false, false]);
    expect(accounts.reads).to.deep.equal(['acc_x', 'acc_x']);
  });

  it('forgets the least recently asked id beyond its capacity', async () => {
    const accounts = accountsOf('acc_a', 'acc_b', 'acc_c');
    const known = new KnownAccounts(accounts, 2);
    for (const id of ['acc_a', 'acc_b', 'acc_a', 'acc_c', 'acc_a', 'acc_b']) await known.exists(id);
    expect(accounts.reads).to.deep.equal(['acc_a', 'acc_b', 'acc_c', 'acc_b']);
  });
});
