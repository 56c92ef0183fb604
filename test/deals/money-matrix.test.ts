import { expect } from 'chai';
import { obtainTokens } from '../oauth/oauth-client.ts';
import { createApiKey } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { approvedApproval, buyerKey, dealIn, dealStep, HUMAN_GATE_SCOPES, okStep, type Parties } from './fixtures.ts';
import { dealTrail } from './money-trail.ts';

type Credential =
  'human session' | 'API key with deals:human-gate' | 'API key without deals:human-gate' | 'OAuth token';
type Party = 'buyer' | 'seller';

interface MoneyStep {
  name: string;
  /** Brings a fresh deal to where the step may move money, with the human approvals the case gives. */
  state: string;
  prepare?: (parties: Parties, dealId: string) => Promise<void>;
  party: Party;
  path: string;
  body?: unknown;
  movement: 'hold' | 'release' | 'refund';
  /** What each credential gets: `moves` (200 and one payments record) or the refusal's status and slug. */
  expected: Record<Credential, 'moves' | [number, string]>;
}

/** The seller's human approves a refund asked for by the seller. */
async function approvedRefund(parties: Parties, dealId: string): Promise<void> {
  const approval = await okStep(parties.seller.token, dealId, 'request-approval', { action: 'refund' }, 202);
  const decided = await call('POST', `/v1/approvals/${approval.id}/approve`, { token: parties.seller.token, body: {} });
  expect(decided.status, decided.text).to.equal(200);
}

const MATRIX: MoneyStep[] = [
  {
    name: 'fund (after the applied fund approval)',
    state: 'approved',
    party: 'buyer',
    path: 'fund',
    movement: 'hold',
    expected: {
      'human session': 'moves',
      'API key with deals:human-gate': 'moves',
      'API key without deals:human-gate': [403, 'scope_missing'],
      'OAuth token': [403, 'spending_limit_exceeded'],
    },
  },
  {
    name: 'confirm-release (after the buyer approved the release)',
    state: 'delivered',
    prepare: async (parties, dealId) => void (await approvedApproval(parties, dealId, 'release')),
    party: 'buyer',
    path: 'confirm-release',
    movement: 'release',
    expected: {
      'human session': 'moves',
      'API key with deals:human-gate': 'moves',
      'API key without deals:human-gate': [403, 'scope_missing'],
      'OAuth token': 'moves',
    },
  },
  {
    name: 'cancel after funding (refund) without a refund approval',
    state: 'funded',
    party: 'seller',
    path: 'cancel',
    body: {},
    movement: 'refund',
    expected: {
      'human session': 'moves',
      'API key with deals:human-gate': [403, 'approval_required'],
      'API key without deals:human-gate': [403, 'approval_required'],
      'OAuth token': [403, 'approval_required'],
    },
  },
  {
    name: 'cancel after funding (refund) once the seller approved the refund',
    state: 'funded',
    prepare: approvedRefund,
    party: 'seller',
    path: 'cancel',
    body: {},
    movement: 'refund',
    expected: {
      'human session': 'moves',
      'API key with deals:human-gate': 'moves',
      'API key without deals:human-gate': 'moves',
      'OAuth token': 'moves',
    },
  },
];

/** The bearer token of the party for the credential: its session, one of its API keys, or an OAuth access token its human granted. */
async function tokenOf(credential: Credential, parties: Parties, party: Party): Promise<string> {
  const account = parties[party];
  switch (credential) {
    case 'human session':
      return account.token;
    case 'OAuth token':
      return (await obtainTokens(account, { scope: HUMAN_GATE_SCOPES.join(' ') })).access_token;
    case 'API key with deals:human-gate':
      return party === 'buyer'
        ? (await buyerKey(parties)).secret
        : (await createApiKey(account, HUMAN_GATE_SCOPES)).secret;
    case 'API key without deals:human-gate': {
      const scopes = ['deals:read', 'deals:write'];
      return party === 'buyer'
        ? (await buyerKey(parties, { scopes })).secret
        : (await createApiKey(account, scopes)).secret;
    }
  }
}

/** Applies the step over HTTP with the credential. */
async function applyAs(
  credential: Credential,
  parties: Parties,
  step: MoneyStep,
  dealId: string,
): Promise<{ status: number; slug: string | null }> {
  const response = await dealStep(await tokenOf(credential, parties, step.party), dealId, step.path, step.body);
  return { status: response.status, slug: response.body.errors?.[0]?.slug ?? null };
}

describe('deals: money moves only where a human approved it (every money step x every credential kind)', function () {
  this.timeout(120_000);

  for (const step of MATRIX) {
    for (const [credential, expected] of Object.entries(step.expected) as Array<
      [Credential, MoneyStep['expected'][Credential]]
    >) {
      const rule =
        expected === 'moves'
          ? 'moves the money once'
          : `is refused with ${expected[0]} ${expected[1]} and moves nothing`;
      it(`${step.name} by a ${credential} ${rule}`, async () => {
        const { parties, deal } = await dealIn(step.state);
        await step.prepare?.(parties, deal.id);
        const before = (await dealTrail(deal.id)).payments[step.movement];
        const outcome = await applyAs(credential, parties, step, deal.id);
        const moved = (await dealTrail(deal.id)).payments[step.movement] - before;
        if (expected === 'moves') {
          expect(outcome, JSON.stringify(outcome)).to.deep.equal({ status: 200, slug: null });
          expect(moved).to.equal(1);
        } else {
          expect(outcome).to.deep.equal({ status: expected[0], slug: expected[1] });
          expect(moved).to.equal(0);
          expect((await dealTrail(deal.id)).status).to.equal(step.state);
        }
      });
    }
  }

  for (const credential of [
    'human session',
    'API key with deals:human-gate',
    'API key without deals:human-gate',
    'OAuth token',
  ] as const) {
    it(`a dispute resolution proposed by the buyer's ${credential} moves nothing until the seller's human session approves it`, async () => {
      const { parties, deal } = await dealIn('disputed');
      const step: MoneyStep = {
        ...MATRIX[0]!,
        party: 'buyer',
        path: 'resolve',
        body: { outcome: 'refund' },
      };
      expect(await applyAs(credential, parties, step, deal.id)).to.deep.equal({ status: 202, slug: null });
      const pending = await call('GET', `/v1/approvals?dealId=${deal.id}&status=pending`, {
        token: parties.seller.token,
      });
      const [approval] = pending.body.result;
      expect(approval).to.include({ action: 'resolve_dispute', approverAccountId: parties.seller.id });
      const sellerAgent = await createApiKey(parties.seller, HUMAN_GATE_SCOPES);
      expect(
        (await call('POST', `/v1/approvals/${approval.id}/approve`, { token: sellerAgent.secret, body: {} })).status,
      ).to.equal(403);
      expect((await dealTrail(deal.id)).payments.refund).to.equal(0);
      await call('POST', `/v1/approvals/${approval.id}/approve`, { token: parties.seller.token, body: {} });
      expect(await dealTrail(deal.id)).to.deep.include({
        status: 'refunded',
        payments: { hold: 1, release: 0, refund: 1 },
      });
    });

    const proposes = credential === 'human session';
    it(`a split proposed by the buyer's ${credential} ${proposes ? "waits for the seller's human" : 'is refused with 403 session_required'} and moves nothing`, async () => {
      const { parties, deal } = await dealIn('disputed');
      const step: MoneyStep = {
        ...MATRIX[0]!,
        party: 'buyer',
        path: 'resolve',
        body: { outcome: 'split', sellerAmount: 2_000 },
      };
      expect(await applyAs(credential, parties, step, deal.id)).to.deep.equal(
        proposes ? { status: 202, slug: null } : { status: 403, slug: 'session_required' },
      );
      expect(await dealTrail(deal.id)).to.deep.include({
        status: 'disputed',
        payments: { hold: 1, release: 0, refund: 0 },
      });
    });
  }
});
