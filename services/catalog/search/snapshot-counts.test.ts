import { expect } from 'chai';
import { SnapshotCounts } from './snapshot-counts.ts';

const counts = { total: 3, distributions: { size: { values: [{ value: 'small', count: 3 }] } } };

describe('catalog search: SnapshotCounts', () => {
  it('answers the counts kept for the same point in time and query only', () => {
    const kept = new SnapshotCounts(1000);
    kept.keep('pit-1', 'query-a', counts, 0);
    expect(kept.take('pit-1', 'query-a', 10)).to.deep.equal(counts);
    expect(kept.take('pit-1', 'query-b', 10)).to.equal(null);
    expect(kept.take('pit-2', 'query-a', 10)).to.equal(null);
  });

  it('keeps counts as long as their point in time after each read, and forgets them when told', () => {
    const kept = new SnapshotCounts(1000);
    kept.keep('pit-1', 'query-a', counts, 0);
    expect(kept.take('pit-1', 'query-a', 900)).to.deep.equal(counts);
    expect(kept.take('pit-1', 'query-a', 1800)).to.deep.equal(counts);
    expect(kept.take('pit-1', 'query-a', 2800)).to.equal(null);
    kept.keep('pit-2', 'query-a', counts, 0);
    kept.forget('pit-2', 'query-a');
    expect(kept.take('pit-2', 'query-a', 1)).to.equal(null);
  });

  it('forgets the least recently read snapshot beyond its capacity', () => {
    const kept = new SnapshotCounts(1000);
    for (let n = 0; n < 1000; n += 1) kept.keep(`pit-${n}`, 'query', counts, 0);
    expect(kept.take('pit-0', 'query', 1)).to.deep.equal(counts);
    kept.keep('pit-1000', 'query', counts, 1);
    expect(kept.take('pit-1', 'query', 2)).to.equal(null);
    expect(kept.take('pit-0', 'query', 2)).to.deep.equal(counts);
    expect(kept.take('pit-1000', 'query', 2)).to.deep.equal(counts);
  });
});
