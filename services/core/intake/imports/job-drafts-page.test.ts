import { expect } from 'chai';
import { AppError } from '../../../../shared/errors/app-error.ts';
import { encodeCursor } from '../../../../shared/pagination/cursor.ts';
import { draftIdsPage } from './job-drafts-page.ts';

const job = { draftIds: ['drf_a', 'drf_b', 'drf_c', 'drf_d', 'drf_e'], createdAt: new Date('2025-01-02T03:04:05Z') };

describe("a page of a job's drafts", () => {
  it('cuts the draft ids in feed order, each page after the cursor of the one before, the last without a cursor', () => {
    const first = draftIdsPage(job, { limit: 2 });
    expect(first).to.deep.equal({
      items: ['drf_a', 'drf_b'],
      limit: 2,
      nextCursor: encodeCursor({ createdAt: job.createdAt, id: 'drf_b' }),
    });
    const second = draftIdsPage(job, { limit: 2, cursor: first.nextCursor! });
    expect(second.items).to.deep.equal(['drf_c', 'drf_d']);
    const last = draftIdsPage(job, { limit: 2, cursor: second.nextCursor! });
    expect(last).to.deep.equal({ items: ['drf_e'], limit: 2, nextCursor: null });
    expect(draftIdsPage(job, { limit: 5 }).nextCursor).to.equal(null);
    expect(draftIdsPage({ ...job, draftIds: [] }, {})).to.deep.equal({ items: [], limit: 20, nextCursor: null });
  });

  it('refuses a cursor of another list, naming query.cursor', () => {
    for (const cursor of [
      encodeCursor({ createdAt: job.createdAt, id: 'drf_other' }),
      encodeCursor({ createdAt: new Date(0), id: 'drf_b' }),
      'garbage',
    ]) {
      const refusal = (() => {
        try {
          draftIdsPage(job, { cursor });
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).to.be.instanceOf(AppError);
      expect((refusal as AppError).items[0]?.field).to.equal('query.cursor');
    }
  });
});
