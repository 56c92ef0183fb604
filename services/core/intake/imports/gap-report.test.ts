import { expect } from 'chai';
import { jobGapReport, type GapReport } from './gap-report.ts';

const gap = (field: string) => ({ field, reason: `What is ${field}?`, candidates: [] });
const report = (missing: string[], ambiguous: string[] = []): GapReport => ({
  complete: missing.length + ambiguous.length === 0,
  missing: missing.map(gap),
  ambiguous: ambiguous.map(gap),
});

describe("a job's gap report", () => {
  it("sums up its drafts' gaps per field, the most common first", () => {
    expect(
      jobGapReport([
        report(['facets.condition', 'facets.productType']),
        report(['facets.condition'], ['title']),
        report([]),
        report(['facets.condition'], ['facets.productType']),
      ]),
    ).to.deep.equal({
      complete: false,
      drafts: 4,
      completeDrafts: 1,
      fields: [
        { field: 'facets.condition', missing: 3, ambiguous: 0 },
        { field: 'facets.productType', missing: 1, ambiguous: 1 },
        { field: 'title', missing: 0, ambiguous: 1 },
      ],
    });
  });

  it('is complete when every draft is, and not while the job has none', () => {
    expect(jobGapReport([report([]), report([])])).to.deep.equal({
      complete: true,
      drafts: 2,
      completeDrafts: 2,
      fields: [],
    });
    expect(jobGapReport([])).to.deep.equal({ complete: false, drafts: 0, completeDrafts: 0, fields: [] });
  });
});
