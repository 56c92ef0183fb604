import { expect } from 'chai';
import {
  allowedOperations,
  DEAL_STATUSES,
  DEAL_TRANSITIONS,
  transitionTableMarkdown,
  type DealOperation,
  type DealStatus,
} from '../../services/core/deals/deal-state-machine.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { agentsJson } from '../../services/gateway/discovery/agents-json.ts';
import { discoveryUrls } from '../../services/gateway/discovery/urls.ts';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { registerAccount } from '../support/factories.ts';
import { dealIn, dealStep } from './fixtures.ts';

/** How each operation is called over HTTP, with a body the schema accepts. */
const CALLS: Array<{ operation: DealOperation; step: string; body?: unknown; gate?: 'fund' | 'release' | 'refund' }> = [
  { operation: 'proposeDeal', step: 'propose' },
  { operation: 'requestDealApproval', step: 'request-approval', body: { action: 'fund' }, gate: 'fund' },
  { operation: 'requestDealApproval', step: 'request-approval', body: { action: 'release' }, gate: 'release' },
  { operation: 'requestDealApproval', step: 'request-approval', body: { action: 'refund' }, gate: 'refund' },
  { operation: 'applyDealApproval', step: 'apply-approval', body: { approvalId: 'apr_unknown' } },
  { operation: 'fundDeal', step: 'fund' },
  { operation: 'startDeal', step: 'start' },
  { operation: 'deliverDeal', step: 'deliver', body: {} },
  { operation: 'confirmDealRelease', step: 'confirm-release' },
  { operation: 'disputeDeal', step: 'dispute', body: { reason: 'test' } },
  { operation: 'cancelDeal', step: 'cancel', body: {} },
  { operation: 'resolveDeal', step: 'resolve', body: { outcome: 'refund' } },
];

function legalFor(operation: DealOperation, status: DealStatus, gate?: string): boolean {
  return DEAL_TRANSITIONS.some(
    (rule) => rule.operation === operation && rule.from.includes(status) && (!gate || rule.gate === gate),
  );
}

describe('deals: the state machine', () => {
  it('is the table of the OpenAPI description of the Deals tag', () => {
    const tag = openApiDocument().tags?.find((candidate) => candidate.name === 'Deals');
    expect(tag?.description).to.include(transitionTableMarkdown());
  });

  it('is the path the agents.json deal flow documents: each deal step is allowed to its actor in the state the previous ones reached', () => {
    const flow = agentsJson(discoveryUrls('https://example.test')).flows.find(
      (candidate) => candidate.id === 'deal-with-human-gates',
    )!;
    const operations = new Set<string>(DEAL_TRANSITIONS.map((rule) => rule.operation));
    let state: DealStatus = 'created';
    for (const step of flow.steps.filter((candidate) => operations.has(candidate.operationId))) {
      const rule = DEAL_TRANSITIONS.find(
        (candidate) =>
          candidate.operation === step.operationId &&
          candidate.from.includes(state) &&
          (candidate.by === step.actor || candidate.by === 'either'),
      );
      expect(rule, `${step.operationId} by the ${step.actor} in ${state}`).to.not.equal(undefined);
      state = rule!.to ?? state;
    }
    expect(state).to.equal('released');
  });

  it('lets every state reach a final state and keeps released, cancelled, refunded and split final', () => {
    const finals = ['released', 'cancelled', 'refunded', 'split'] as const;
    for (const final of finals) {
      expect(DEAL_TRANSITIONS.filter((rule) => rule.from.includes(final))).to.deep.equal([]);
    }
    for (const status of DEAL_STATUSES.filter((s) => !(finals as readonly string[]).includes(s))) {
      expect(
        DEAL_TRANSITIONS.some((rule) => rule.from.includes(status) && rule.to !== null),
        status,
      ).to.equal(true);
    }
  });

  it('answers the operations each party may apply in each state', () => {
    expect(allowedOperations('approved', 'buyer')).to.deep.equal(['fundDeal', 'cancelDeal']);
    expect(allowedOperations('approved', 'seller')).to.deep.equal(['cancelDeal']);
    expect(allowedOperations('funded', 'seller')).to.deep.equal([
      'startDeal',
      'deliverDeal',
      'disputeDeal',
      'requestDealApproval',
      'cancelDeal',
    ]);
    expect(allowedOperations('funding', 'buyer')).to.deep.equal([]);
    expect(allowedOperations('disputed', 'buyer')).to.deep.equal([
      'requestDealApproval',
      'confirmDealRelease',
      'resolveDeal',
    ]);
  });

  for (const status of DEAL_STATUSES) {
    describe(`a deal in state ${status}`, () => {
      let context: Awaited<ReturnType<typeof dealIn>>;
      before(async function () {
        this.timeout(60_000);
        context = await dealIn(status);
      });

      const illegal = CALLS.filter(({ operation, gate }) => !legalFor(operation, status, gate));
      for (const { operation, step, body, gate } of illegal) {
        const label = gate ? `${operation} (${gate})` : operation;
        const awaitsApproval = operation === 'fundDeal' && (status === 'created' || status === 'proposed');
        if (awaitsApproval) {
          it(`refuses ${label} with 403 approval_required: no human approved funding yet`, async () => {
            expectError(
              await dealStep(context.parties.buyer.token, context.deal.id, step, body),
              403,
              'approval_required',
            );
          });
          continue;
        }
        it(`refuses ${label} with 409 invalid_transition naming the state and the buyer's allowed operations`, async () => {
          const error = expectError(
            await dealStep(context.parties.buyer.token, context.deal.id, step, body),
            409,
            'invalid_transition',
          );
          expect(error.meta).to.deep.include({
            currentState: status,
            allowedOperations: allowedOperations(status, 'buyer'),
          });
        });
      }

      it('is unchanged by the refused operations and shows its history only to the parties', async () => {
        const read = await call('GET', `/v1/deals/${context.deal.id}`, { token: context.parties.seller.token });
        expect(read.body.result.status).to.equal(status);
        expect(read.body.result.allowedOperations).to.deep.equal(allowedOperations(status, 'seller'));
        expect(read.body.result.history.length).to.equal(context.deal.history.length);
      });
    });
  }
});

describe('deals: parties only', () => {
  it('answers 404 resource_not_found to a non-party reading or acting on a deal, and changes nothing', async () => {
    const { parties, deal } = await dealIn('proposed');
    const outsider = await registerAccount('outsider');
    expectError(await call('GET', `/v1/deals/${deal.id}`, { token: outsider.token }), 404, 'resource_not_found');
    for (const { step, body } of CALLS) {
      expectError(await dealStep(outsider.token, deal.id, step, body), 404, 'resource_not_found');
    }
    expectError(await call('GET', '/v1/deals/dea_doesnotexist', { token: outsider.token }), 404, 'resource_not_found');
    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.buyer.token });
    expect(read.body.result.status).to.equal('proposed');
  });

  it('refuses a party an operation of the other party with 403 not_owner', async () => {
    const funded = await dealIn('funded');
    expectError(await dealStep(funded.parties.buyer.token, funded.deal.id, 'start'), 403, 'not_owner');
    expectError(await dealStep(funded.parties.buyer.token, funded.deal.id, 'cancel', {}), 403, 'not_owner');
    const approved = await dealIn('approved');
    expectError(await dealStep(approved.parties.seller.token, approved.deal.id, 'fund'), 403, 'not_owner');
  });

  it('ends a dispute by the seller cancelling: the buyer is refunded through the processor', async () => {
    const { parties, deal } = await dealIn('disputed');
    const refunded = await dealStep(parties.seller.token, deal.id, 'cancel', { reason: 'fair enough' });
    expect(refunded.status, refunded.text).to.equal(200);
    expect(refunded.body.result.status).to.equal('refunded');
    expect(refunded.body.result.payment.refundReference).to.be.a('string').and.not.empty;
  });
});
