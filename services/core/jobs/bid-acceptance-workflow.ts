import type { Principal } from '../../../shared/auth/principal.ts';
import type { AgreedTerms, DealOpener } from '../deals/index.ts';
import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import { defineWorkflow, type WorkflowDefinition } from '../workflows/index.ts';
import { jobNotOpen } from './errors.ts';
import type { JobAwardsRepository } from './job-awards.repository.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { BidView } from './types.ts';

export interface BidAcceptanceInput {
  jobId: string;
  /** The bid as it reads once accepted (its dealId is the pre-generated one). */
  acceptedBid: BidView;
  /** Pre-generated: the deal this attempt opens, and the part of the workflow id that makes each attempt new. */
  dealId: string;
  /** The owner and the bidder, to whom `bid.accepted` is announced. */
  audience: string[];
  principal: Principal;
  terms: AgreedTerms;
}

export interface AcceptedBid {
  bid: BidView;
  deal: { id: string; status: string };
}

export type BidAcceptance = WorkflowDefinition<BidAcceptanceInput, AcceptedBid>;

export interface BidAcceptanceDeps {
  jobs: Pick<JobsRepository, 'recordAward' | 'withdrawAward'>;
  awards: Pick<JobAwardsRepository, 'claim' | 'recordDeal' | 'release'>;
  deals: DealOpener;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
}

/**
 * Each attempt to accept a bid is a workflow of its own (an attempt refused, e.g. by a spending policy, may be
 * made again), so the job's one award is kept by the claim step: an insert under the job id that carries the
 * workflow id. Then the deal is opened, recorded on the award and the job, and `bid.accepted` announced; a
 * refused deal gives the claim back.
 */
export function bidAcceptanceWorkflow(deps: BidAcceptanceDeps): BidAcceptance {
  return defineWorkflow('accept-bid', async (steps, input) => {
    const { jobId, acceptedBid } = input;
    await steps.do(
      'claim',
      async () => {
        const award = {
          _id: jobId,
          bidId: acceptedBid.id,
          dealId: null,
          awardedAt: steps.startedAt,
          workflowId: steps.workflowId,
        };
        if (await deps.awards.claim(award)) return null;
        throw jobNotOpen({ status: 'awarded' });
      },
      () => deps.awards.release(jobId, steps.workflowId),
    );
    const deal = await deps.deals.openIn(steps, input.principal, input.terms, input.dealId);
    await steps.do(
      'record-award',
      async () => {
        await deps.awards.recordDeal(jobId, deal.id);
        await deps.jobs.recordAward(jobId, acceptedBid.id, deal.id);
      },
      () => deps.jobs.withdrawAward(jobId, acceptedBid.id),
    );
    const bid = { ...acceptedBid, dealId: deal.id };
    await steps.doRepeatable('announce', () =>
      deps.outbox.appendOnce(
        eventRecord(
          'bid.accepted',
          { bid, jobId, dealId: deal.id },
          {
            audience: input.audience,
            now: steps.startedAt,
            key: `${steps.workflowId}:bid.accepted`,
          },
        ),
      ),
    );
    return { bid, deal };
  });
}

/** A fresh workflow per attempt, named by the job and the deal the attempt opens. */
export function bidAcceptanceId(jobId: string, dealId: string): string {
  return `accept-bid:${jobId}:${dealId}`;
}
