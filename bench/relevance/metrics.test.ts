import { expect } from 'chai';
import { dcg, meanScores, scoreQuery } from './metrics.ts';

describe('relevance metrics', () => {
  it('scores a ranking with graded gains 2^g - 1 against the ideal one', () => {
    const idealDcg = 3 + 1 / Math.log2(3) + 1 / 2;
    expect(scoreQuery([2, 0, 1], [2, 1, 1])).to.deep.equal({
      ndcg10: (3 + 0 + 1 / 2) / idealDcg,
      precision5: 2 / 5,
      precision5Ceiling: 3 / 5,
      top1: true,
    });
  });

  it('counts the first hit correct only when it has the best grade any listing has', () => {
    expect(scoreQuery([1, 2], [2, 1])).to.deep.equal({
      ndcg10: (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)),
      precision5: 2 / 5,
      precision5Ceiling: 2 / 5,
      top1: false,
    });
  });

  it('looks no deeper than 10 hits for nDCG and 5 for precision', () => {
    const ranked = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2];
    expect(dcg(ranked, 10)).to.equal(0);
    expect(scoreQuery([0, 0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 1, 1, 1])).to.deep.include({ precision5: 0, top1: false });
  });

  it('refuses to score a query without any relevant listing', () => {
    expect(() => scoreQuery([0, 0], [])).to.throw('ideal ranking');
  });

  it('averages scores over queries, top-1 as a share', () => {
    expect(
      meanScores([
        { ndcg10: 1, precision5: 0.8, precision5Ceiling: 1, top1: true },
        { ndcg10: 0.5, precision5: 0.2, precision5Ceiling: 0.4, top1: false },
      ]),
    ).to.deep.equal({ queries: 2, ndcg10: 0.75, precision5: 0.5, precision5Ceiling: 0.7, top1: 0.5 });
    expect(meanScores([])).to.equal(null);
  });
});
