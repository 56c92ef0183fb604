import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { BidsRepository } from './bids.repository.ts';
import { jobNotFound } from './errors.ts';
import type { JobFilters, JobsRepository } from './jobs.repository.ts';
import { bidView, jobView, type JobDetailView, type JobDocument, type JobView, type NewJob } from './types.ts';

export interface JobListQuery extends JobFilters, PageQuery {}

export interface JobsServiceDeps {
  jobs: JobsRepository;
  bids: Pick<BidsRepository, 'listForJob' | 'countByJob'>;
  clock: Clock;
}

export class JobsService {
  constructor(private readonly deps: JobsServiceDeps) {}

  async create(principal: Principal, input: NewJob): Promise<JobView> {
    const job: JobDocument = {
      _id: newId('job'),
      ownerId: principal.accountId,
      title: input.title,
      description: input.description,
      category: input.category,
      tags: [...(input.tags ?? [])],
      budget: input.budget ?? null,
      deadline: input.deadline ?? null,
      status: 'open',
      acceptedBidId: null,
      dealId: null,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.jobs.insertJob(job);
    return jobView(job, 0);
  }

  /** One page, newest first; the cursor continues strictly after the previous page's last job. */
  async list(query: JobListQuery): Promise<Page<JobView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(
      await this.deps.jobs.listPage({ status: query.status, category: query.category }, after, limit + 1),
      limit,
    );
    const bidCounts = await this.deps.bids.countByJob(page.items.map((job) => job._id));
    return { ...page, items: page.items.map((job) => jobView(job, bidCounts.get(job._id) ?? 0)) };
  }

  /** The job with its bids, oldest first. */
  async get(id: string): Promise<JobDetailView> {
    const job = await this.deps.jobs.findById(id);
    if (!job) throw jobNotFound();
    const bids = await this.deps.bids.listForJob(id);
    return { ...jobView(job, bids.length), bids: bids.map((bid) => bidView(bid, job)) };
  }
}
