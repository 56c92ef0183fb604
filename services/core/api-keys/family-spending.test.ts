import { expect } from 'chai';
import { keyOfFamily, overDailyLimit, totalsAfter, totalsOf, type FamilyKey } from './family-spending.ts';

const family: FamilyKey[] = [
  { keyId: 'key_root', policy: { perDeal: 1000, perDay: 1000, currency: 'EUR' } },
  { keyId: 'key_child', policy: { perDeal: 1000, perDay: 600, currency: 'EUR' } },
  { keyId: 'key_grandchild', policy: { perDeal: 300, perDay: 300, currency: 'EUR' } },
];

describe('family spending (pure): keys created under a key share its daily limit', () => {
  it('reads the totals of an entry written before families as its one key', () => {
    expect(totalsOf(null)).to.deep.equal([]);
    expect(totalsOf({ credentialId: 'key_root', dayTotal: 700 })).to.deep.equal([{ keyId: 'key_root', total: 700 }]);
  });

  it('moves the total of every charged key, and only theirs', () => {
    const before = [
      { keyId: 'key_root', total: 400 },
      { keyId: 'key_sibling', total: 400 },
    ];
    expect(totalsAfter(before, ['key_root', 'key_child'], 200)).to.deep.equal([
      { keyId: 'key_root', total: 600 },
      { keyId: 'key_sibling', total: 400 },
      { keyId: 'key_child', total: 200 },
    ]);
    expect(totalsAfter(before, ['key_root'], -400)).to.deep.equal([
      { keyId: 'key_root', total: 0 },
      { keyId: 'key_sibling', total: 400 },
    ]);
  });

  it('names the first key from the committing one up whose daily limit is reached', () => {
    expect(overDailyLimit(family, [], 300)).to.equal(null);
    const over = (totals: Array<{ keyId: string; total: number }>, amount: number) => {
      const found = overDailyLimit(family, totals, amount);
      return (
        found && {
          keyId: found.key.keyId,
          committedToday: found.committedToday,
          whose: keyOfFamily(family, found.index),
        }
      );
    };
    expect([
      over([{ keyId: 'key_grandchild', total: 100 }], 250),
      over([{ keyId: 'key_child', total: 500 }], 200),
      over([{ keyId: 'key_root', total: 900 }], 200),
    ]).to.deep.equal([
      { keyId: 'key_grandchild', committedToday: 100, whose: 'this key' },
      { keyId: 'key_child', committedToday: 500, whose: 'the key that created this one (key_child)' },
      { keyId: 'key_root', committedToday: 900, whose: 'the key key_root that this key was created under' },
    ]);
  });
});
