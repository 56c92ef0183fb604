import { expect } from 'chai';
import { sparseListing } from '../listings/fixtures.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

describe('gateway: control characters in text', () => {
  let account: TestAccount;
  before(async () => {
    account = await registerAccount('control-characters');
  });

  it('regression: refuses text with control characters (a binary description) with 400 naming every field, writing nothing', async () => {
    const body = { ...sparseListing('businesses'), title: 'Bakery\u0000', description: 'PK\u0003\u0004binary\u0007' };
    const response = await call('POST', '/v1/listings', { token: account.token, body });
    const first = expectError(response, 400, 'validation_failed');
    expect(response.body.errors.map((item: { field: string }) => item.field)).to.have.members([
      'body.title',
      'body.description',
    ]);
    expect(first.message).to.include('control characters');
    const mine = await call('GET', '/v1/listings?provider=me', { token: account.token });
    expect(mine.body.result).to.deep.equal([]);
  });

  it('accepts tabs and line breaks, and characters of every script', async () => {
    const body = {
      ...sparseListing('businesses'),
      title: 'Bäckerei Müller – パン',
      description: 'Fresh bread.\r\nDaily\tfrom 6:00.',
    };
    const response = await call('POST', '/v1/listings', { token: account.token, body });
    expect(response.status, response.text).to.equal(201);
  });

  it('names a control character deep in the body by its path', async () => {
    const response = await call('POST', '/v1/requests', {
      token: account.token,
      body: {
        title: 'Need a plumber',
        body: 'Leaking pipe in the kitchen.',
        category: 'local-services',
        tags: ['ok', 'bad\u001b[31m'],
      },
    });
    expect(expectError(response, 400, 'validation_failed').field).to.equal('body.tags.1');
  });
});
