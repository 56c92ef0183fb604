import { expect } from 'chai';
import { MongoServerError } from 'mongodb';
import { createLogger } from '../../shared/logger.ts';
import { renderError } from './reply.ts';

describe('rendering failures', () => {
  it('regression: answers 503 service_unavailable with Retry-After instead of a 500', () => {
    const reply = renderError(
      'req_1',
      new MongoServerError({ message: 'database is locked', code: 1 }),
      createLogger('silent', 'test'),
    );
    expect(reply.status).to.equal(503);
    expect(reply.headers['retry-after']).to.equal('1');
    expect(JSON.parse(reply.body.toString()).errors[0].slug).to.equal('service_unavailable');
  });
});
