import type { AnnouncedEvents } from '../outbox/index.ts';
import type { Money } from '../requests/index.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

export type JobStatus = 'open' | 'awarded' | 'closed';

/** What a caller may send to post a job (the OpenAPI `CreateJobInput`). */
export interface NewJob {
  title: string;
  description: string;
  category: string;
  tags?: string[];
  budget?: Money;
  /** A calendar date, `YYYY-MM-DD`. */
  deadline?: string;
}

/** Written by its creation and once more by the one accepted bid's claimant (open → awarded). */
export interface JobDocument {
  _id: string;
  ownerId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  budget: Money | null;
  deadline: string | null;
  status: JobStatus;
  acceptedBidId: string | null;
  dealId: string | null;
  createdAt: Date;
}

/** What a caller may send to bid (the OpenAPI `CreateBidInput`). */
export interface NewBid extends Money {
  message?: string;
  deliveryDays?: number;
}

export interface BidDocument extends Partial<AnnouncedEvents> {
  _id: string;
  jobId: string;
  bidderId: string;
  amount: number;
  currency: CurrencyCode;
  message: string | null;
  deliveryDays: number | null;
  createdAt: Date;
}

export interface BidView {
  id: string;
  jobId: string;
  bidderId: string;
  amount: number;
  currency: CurrencyCode;
  message: string | null;
  deliveryDays: number | null;
  status: 'pending' | 'accepted' | 'rejected';
  dealId: string | null;
  createdAt: string;
}

/** A job as anyone may read it (the OpenAPI `Job`). */
export interface JobView {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  budget: Money | null;
  deadline: string | null;
  status: JobStatus;
  bidCount: number;
  acceptedBidId: string | null;
  dealId: string | null;
  createdAt: string;
}

export interface JobDetailView extends JobView {
  bids: BidView[];
}

export function jobView(job: JobDocument, bidCount: number): JobView {
  return {
    id: job._id,
    ownerId: job.ownerId,
    title: job.title,
    description: job.description,
    category: job.category,
    tags: job.tags,
    budget: job.budget,
    deadline: job.deadline,
    status: job.status,
    bidCount,
    acceptedBidId: job.acceptedBidId,
    dealId: job.dealId,
    createdAt: job.createdAt.toISOString(),
  };
}

/** A bid's status follows from its job: pending while the job is open, then accepted or rejected. */
export function bidView(bid: BidDocument, job: Pick<JobDocument, 'acceptedBidId' | 'dealId'>): BidView {
  const accepted = job.acceptedBidId === bid._id;
  return {
    id: bid._id,
    jobId: bid.jobId,
    bidderId: bid.bidderId,
    amount: bid.amount,
    currency: bid.currency,
    message: bid.message,
    deliveryDays: bid.deliveryDays,
    status: accepted ? 'accepted' : job.acceptedBidId ? 'rejected' : 'pending',
    dealId: accepted ? job.dealId : null,
    createdAt: bid.createdAt.toISOString(),
  };
}
