import { expect } from 'chai';
import { AppError } from '../../../shared/errors/app-error.ts';
import { mintWithin, type MintingLimits, type MintRequest } from './minting-limits.ts';

const EUR = { perDeal: 500, perDay: 2000, currency: 'EUR' as const };
const JUNE = new Date('2030-06-01T00:00:00Z');
const JULY = new Date('2030-07-01T00:00:00Z');

const agentKey: MintingLimits = {
  scopes: ['deals:write', 'keys:manage'],
  spendingPolicy: EUR,
  expiresAt: JUNE,
  agentId: 'agt_a',
};
const ask = (request: Partial<MintRequest>): MintRequest => ({
  scopes: ['deals:write'],
  spendingPolicy: null,
  expiresAt: null,
  agentId: null,
  ...request,
});

/** The refusal's slug and field, or the key's expiry and agent when it is allowed. */
function verdict(parent: MintingLimits, request: MintRequest) {
  try {
    return mintWithin(parent, request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: error.slug, field: error.items[0]?.field };
  }
}

describe('minting limits (pure): a key lies within the credential creating it', () => {
  it('inherits expiry and agent, and refuses anything beyond the parent key, naming the field', () => {
    expect(
      [
        ask({}),
        ask({ spendingPolicy: EUR, expiresAt: new Date('2030-05-01T00:00:00Z'), agentId: 'agt_a' }),
        ask({ scopes: ['deals:write', 'claims:write'] }),
        ask({ spendingPolicy: { ...EUR, currency: 'USD' } }),
        ask({ spendingPolicy: { ...EUR, perDeal: 501 } }),
        ask({ spendingPolicy: { ...EUR, perDay: 2001 } }),
        ask({ expiresAt: JULY }),
        ask({ agentId: 'agt_b' }),
      ].map((request) => verdict(agentKey, request)),
    ).to.deep.equal([
      { expiresAt: JUNE, agentId: 'agt_a' },
      { expiresAt: new Date('2030-05-01T00:00:00Z'), agentId: 'agt_a' },
      { refused: 'scope_not_held', field: 'body.scopes' },
      { refused: 'spending_policy_exceeds_parent', field: 'body.spendingPolicy.currency' },
      { refused: 'spending_policy_exceeds_parent', field: 'body.spendingPolicy.perDeal' },
      { refused: 'spending_policy_exceeds_parent', field: 'body.spendingPolicy.perDay' },
      { refused: 'expiry_exceeds_parent', field: 'body.expiresAt' },
      { refused: 'agent_differs_from_parent', field: 'body.agentId' },
    ]);
  });

  it('lets a credential that commits no money create keys that commit none, and a session anything it holds', () => {
    const oauthToken: MintingLimits = { scopes: ['deals:write'], spendingPolicy: null, expiresAt: JULY, agentId: null };
    const session: MintingLimits = {
      scopes: ['deals:write'],
      spendingPolicy: 'unlimited',
      expiresAt: null,
      agentId: null,
    };
    expect([
      verdict(oauthToken, ask({ spendingPolicy: { perDeal: 1, perDay: 1, currency: 'EUR' } })),
      verdict(oauthToken, ask({ agentId: 'agt_b' })),
      verdict(session, ask({ spendingPolicy: { perDeal: 10 ** 11, perDay: 10 ** 11, currency: 'EUR' } })),
    ]).to.deep.equal([
      { refused: 'spending_policy_exceeds_parent', field: 'body.spendingPolicy' },
      { expiresAt: JULY, agentId: 'agt_b' },
      { expiresAt: null, agentId: null },
    ]);
  });
});
