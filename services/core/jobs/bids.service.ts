import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import type { DealOpener } from '../deals/index.ts';
import { type OutboxRepository, announcing, type EventRelay } from '../outbox/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import {
  bidAcceptanceId,
  bidAcceptanceWorkflow,
  type AcceptedBid,
  type BidAcceptance,
} from './bid-acceptance-workflow.ts';
import type { BidsRepository } from './bids.repository.ts';
import { alreadyBid, bidNotFound, jobNotFound, jobNotOpen, notJobOwner, ownJob } from './errors.ts';
import type { JobAwardsRepository } from './job-awards.repository.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { bidView, type BidDocument, type BidView, type JobDocument, type NewBid } from './types.ts';

export interface BidsServiceDeps {
  jobs: Pick<JobsRepository, 'findById' | 'recordAward' | 'withdrawAward'>;
  bids: Pick<BidsRepository, 'insertBidOnce' | 'findInJob'>;
  awards: Pick<JobAwardsRepository, 'claim' | 'recordDeal' | 'release'>;
  deals: DealOpener;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  relay: Pick<EventRelay, 'publish'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

export class BidsService {
  private readonly acceptance: BidAcceptance;

  constructor(private readonly deps: BidsServiceDeps) {
    this.acceptance = bidAcceptanceWorkflow(deps);
    deps.workflows.register(this.acceptance);
  }

  /** One bid per bidder and job, on open jobs of others; written once with its `bid.placed` to the job owner and the bidder. */
  async place(principal: Principal, jobId: string, input: NewBid): Promise<BidView> {
    const job = await this.openJob(jobId);
    if (job.ownerId === principal.accountId) throw ownJob(job);
    const now = this.deps.clock.now();
    const placed: BidDocument = {
      _id: newId('bid'),
      jobId,
      bidderId: principal.accountId,
      amount: input.amount,
      currency: input.currency,
      message: input.message ?? null,
      deliveryDays: input.deliveryDays ?? null,
      createdAt: now,
    };
    const view = bidView(placed, job);
    const audience = [job.ownerId, placed.bidderId];
    const bid = { ...placed, ...announcing('bid.placed', { bid: view, jobId }, { audience, now }) };
    if (!(await this.deps.bids.insertBidOnce(bid))) throw alreadyBid();
    this.deps.relay.publish(bid.announcedEvents);
    return view;
  }

  /**
   * The job owner accepts one bid per job (workflow `accept-bid:<jobId>:<dealId>`): the award is claimed by
   * inserting it under the job's id, so of parallel acceptances exactly one opens a deal (buyer: the owner,
   * seller: the bidder). A deal that cannot be opened gives the claim back, and the owner may accept again.
   */
  async accept(principal: Principal, jobId: string, bidId: string): Promise<AcceptedBid> {
    const job = await this.deps.jobs.findById(jobId);
    if (!job) throw jobNotFound();
    if (job.ownerId !== principal.accountId) throw notJobOwner();
    if (job.status !== 'open') throw jobNotOpen(job);
    const bid = await this.deps.bids.findInJob(jobId, bidId);
    if (!bid) throw bidNotFound();
    const dealId = newId('dea');
    const input = {
      jobId,
      acceptedBid: bidView(bid, { acceptedBidId: bidId, dealId }),
      dealId,
      audience: [job.ownerId, bid.bidderId],
      principal,
      terms: dealTerms(job, bid),
    };
    return this.deps.workflows.run(this.acceptance, bidAcceptanceId(jobId, dealId), input);
  }

  private async openJob(jobId: string): Promise<JobDocument> {
    const job = await this.deps.jobs.findById(jobId);
    if (!job) throw jobNotFound();
    if (job.status !== 'open') throw jobNotOpen(job);
    return job;
  }
}

function dealTerms(job: JobDocument, bid: BidDocument) {
  return {
    buyerId: job.ownerId,
    sellerId: bid.bidderId,
    title: job.title,
    description: bid.message ?? job.description,
    amount: bid.amount,
    currency: bid.currency,
    listingId: null,
    source: { kind: 'bid' as const, id: bid._id },
  };
}
