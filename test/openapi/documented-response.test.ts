import { expect } from 'chai';
import { responseViolations } from '../support/documented-response.ts';

const envelope = (result: unknown, more: Record<string, unknown> = {}) => ({
  success: true,
  result,
  errors: [],
  messages: [],
  request_id: 'req_1',
  ...more,
});
const apiKey = {
  id: 'key_1',
  name: 'ci',
  scopes: ['listings:read'],
  prefix: 'sk_live_ab12',
  createdAt: '2025-01-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  spendingPolicy: null,
  agentId: null,
};
const page = { count: 1, next_cursor: null, limit: 20 };

describe('the documented-response check', function () {
  this.timeout(20_000); // compiling the whole document once takes a few seconds
  it('accepts an answer exactly as documented', () => {
    expect(responseViolations('getHealth', 200, envelope({ status: 'ok' }), true)).to.deep.equal([]);
    expect(responseViolations('listApiKeys', 200, envelope([apiKey], { result_info: page }), true)).to.deep.equal([]);
    expect(
      responseViolations('createApiKey', 201, envelope({ ...apiKey, secret: 'sk_live_ab12cd34' }), true),
    ).to.deep.equal([]);
  });

  it('regression: a response that leaks an undocumented field fails the documented-response check', () => {
    const leaks = [
      responseViolations('getHealth', 200, envelope({ status: 'ok', internalId: 'mongo-1' }), true),
      responseViolations('getHealth', 200, envelope({ status: 'ok' }, { debug: { query: 'db.accounts.find' } }), true),
      // A key read back with its secret, or with the hash of its secret, leaks both through a composed schema.
      responseViolations(
        'listApiKeys',
        200,
        envelope([{ ...apiKey, secret: 'sk_live_ab12cd34' }], { result_info: page }),
        true,
      ),
      responseViolations('createApiKey', 201, envelope({ ...apiKey, secret: 'sk', secretHash: 'bcrypt$2b$12' }), true),
    ];
    for (const violations of leaks) expect(violations).to.have.length(1);
    expect(leaks.map((violations) => /"additionalProperty"|"unevaluatedProperty"/.test(violations[0]!))).to.deep.equal([
      true,
      true,
      true,
      true,
    ]);
  });
});
