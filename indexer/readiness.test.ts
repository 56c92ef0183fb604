import { expect } from 'chai';
import { indexerReadiness, indexerStatus, MAX_INDEX_LAG_MS } from './readiness.ts';

describe('indexer readiness', () => {
  it('is up with its lag while the oldest pending change is at most a minute old', () => {
    expect(indexerStatus({ pending: 3, oldestPendingAgeMs: MAX_INDEX_LAG_MS, failed: 1 }, 4)).to.deep.equal({
      status: 'up',
      latencyMs: 4,
      pending: 3,
      oldestPendingAgeMs: 60_000,
      failed: 1,
    });
  });

  it('is down once the oldest pending change is older than the limit', () => {
    expect(indexerStatus({ pending: 1, oldestPendingAgeMs: 60_001, failed: 0 }, 2).status).to.equal('down');
    expect(indexerStatus({ pending: 1, oldestPendingAgeMs: 1500, failed: 0 }, 2, 1000).status).to.equal('down');
  });

  it('is down without lag figures when the outbox cannot be read', async () => {
    const status = await indexerReadiness({ lag: () => Promise.reject(new Error('no MongoDB')) });
    expect(status.status).to.equal('down');
    expect(Object.keys(status)).to.have.members(['status', 'latencyMs']);
  });
});
