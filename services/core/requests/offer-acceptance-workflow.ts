import type { Principal } from '../../../shared/auth/principal.ts';
import type { AgreedTerms, DealOpener } from '../deals/index.ts';
import { defineWorkflow, type WorkflowDefinition } from '../workflows/index.ts';
import { alreadyAccepted } from './errors.ts';
import type { RequestAcceptancesRepository } from './request-acceptances.repository.ts';

export interface OfferAcceptanceInput {
  requestId: string;
  answerId: string;
  /** Pre-generated: the deal this attempt opens, and the part of the workflow id that makes each attempt new. */
  dealId: string;
  principal: Principal;
  terms: AgreedTerms;
}

export type OfferAcceptance = WorkflowDefinition<OfferAcceptanceInput, { id: string; status: string }>;

export interface OfferAcceptanceDeps {
  acceptances: Pick<RequestAcceptancesRepository, 'claim' | 'recordDeal' | 'release'>;
  deals: DealOpener;
}

/**
 * Each attempt to accept an offer is a workflow of its own (an attempt refused, e.g. by a spending policy, may
 * be made again), so the request's one acceptance is kept by the claim step: an insert under the request id
 * that carries the workflow id. Then the deal is opened and recorded on the acceptance; a refused deal gives
 * the claim back.
 */
export function offerAcceptanceWorkflow(deps: OfferAcceptanceDeps): OfferAcceptance {
  return defineWorkflow('accept-answer', async (steps, input) => {
    const { requestId, answerId } = input;
    await steps.do(
      'claim',
      async () => {
        const acceptance = {
          _id: requestId,
          answerId,
          dealId: null,
          acceptedAt: steps.startedAt,
          workflowId: steps.workflowId,
        };
        if (await deps.acceptances.claim(acceptance)) return null;
        throw alreadyAccepted();
      },
      () => deps.acceptances.release(requestId, steps.workflowId),
    );
    const deal = await deps.deals.openIn(steps, input.principal, input.terms, input.dealId);
    await steps.do('record-deal', () => deps.acceptances.recordDeal(requestId, deal.id));
    return deal;
  });
}

/** A fresh workflow per attempt, named by the request and the deal the attempt opens. */
export function offerAcceptanceId(requestId: string, dealId: string): string {
  return `accept-answer:${requestId}:${dealId}`;
}
