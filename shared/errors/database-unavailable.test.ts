import { expect } from 'chai';
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('a momentarily unavailable database', () => {
  it('is told from defects: lost connections, retryable labels and a locked SQLite are; other errors are not', () => {
    expect(
      isDatabaseUnavailable(new MongoServerError({ message: 'database is locked (5) (SQLITE_BUSY)', code: 1 })),
    ).to.equal(true);
    expect(isDatabaseUnavailable(new MongoNetworkError('connection reset'))).to.equal(true);
    const retryable = new MongoServerError({ message: 'not primary', code: 10107 });
    retryable.addErrorLabel('RetryableWriteError');
    expect(isDatabaseUnavailable(retryable)).to.equal(true);
    expect(
      isDatabaseUnavailable(new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 })),
    ).to.equal(false);
    expect(isDatabaseUnavailable(new Error('database is locked'))).to.equal(false);
    expect(isDatabaseUnavailable(new AppError('service_unavailable'))).to.equal(false);
  });
});
