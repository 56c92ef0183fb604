import type { Clock } from '../../../../shared/clock.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../../shared/pagination/page.ts';
import type { CategoryProposalsRepository } from '../drafts/category-proposals.repository.ts';
import type { Drafts } from '../drafts/drafts.ts';
import { jobNotFound } from '../errors.ts';
import { jobGapReport } from './gap-report.ts';
import type { IntakeJobsRepository } from './intake-jobs.repository.ts';
import { draftIdsPage } from './job-drafts-page.ts';
import type { DraftDocument, IntakeJobDocument, IntakeJobStatus } from '../types.ts';
import { draftGapReport, draftView, jobView, type DraftView, type IntakeJobView, type JobDetails } from '../views.ts';

/** A job still unfinished this long after it was recorded was interrupted: its process stopped (fetches end within 10 s). */
export const INTERRUPTED_AFTER_MS = 60_000;

export interface IntakeJobsDeps {
  jobs: IntakeJobsRepository;
  proposals: Pick<CategoryProposalsRepository, 'findById'>;
  drafts: Drafts;
  clock: Clock;
}

/** Reading intake jobs; only their owner sees them (anyone else gets 404). */
export class IntakeJobs {
  constructor(private readonly deps: IntakeJobsDeps) {}

  /**
   * The job with the first page of its drafts (each with its current gap report) and the gaps of all its drafts
   * summed up; the next pages come from `drafts`. A job has at most INTAKE_FEED_MAX_ITEMS drafts.
   */
  async get(accountId: string, id: string): Promise<IntakeJobView> {
    const job = await this.owned(accountId, id);
    const drafts = await this.deps.drafts.ownedMany(accountId, job.draftIds);
    const first = draftIdsPage(job, {});
    const details: JobDetails = {
      drafts: await this.views(drafts.slice(0, first.items.length)),
      draftsCursor: first.nextCursor,
      gapReport: jobGapReport(drafts.map(draftGapReport)),
    };
    return this.view(job, details);
  }

  /** A page of the job's drafts, in feed order. */
  async drafts(accountId: string, id: string, query: PageQuery): Promise<Page<DraftView>> {
    const job = await this.owned(accountId, id);
    const page = draftIdsPage(job, query);
    return { ...page, items: await this.views(await this.deps.drafts.ownedMany(accountId, page.items)) };
  }

  async list(accountId: string, query: PageQuery & { status?: IntakeJobStatus }): Promise<Page<IntakeJobView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.jobs.listPage(accountId, query.status, after, limit + 1), limit);
    return { ...page, items: await Promise.all(page.items.map(async (job) => this.view(await this.settled(job)))) };
  }

  /** The view of a recorded job (the answer of an import). */
  async view(job: IntakeJobDocument, details?: JobDetails): Promise<IntakeJobView> {
    const proposal = job.proposalId ? await this.deps.proposals.findById(job.proposalId) : null;
    return jobView(job, proposal, details);
  }

  private async owned(accountId: string, id: string): Promise<IntakeJobDocument> {
    const stored = await this.deps.jobs.findById(id);
    if (!stored || stored.accountId !== accountId) throw jobNotFound();
    return this.settled(stored);
  }

  private async views(drafts: DraftDocument[]): Promise<DraftView[]> {
    const statuses = await this.deps.drafts.statusesOf(drafts);
    return drafts.map((draft, index) => draftView(draft, statuses[index]!));
  }

  /** A job whose process stopped before it finished is recorded as failed when it is next read. */
  private async settled(job: IntakeJobDocument): Promise<IntakeJobDocument> {
    if (job.finishedAt || this.deps.clock.now().getTime() - job.createdAt.getTime() < INTERRUPTED_AFTER_MS) return job;
    const now = this.deps.clock.now();
    const outcome = {
      status: 'failed' as const,
      draftIds: [],
      itemErrors: [],
      warnings: job.warnings,
      error: { code: 'interrupted' as const, message: 'the import stopped before it finished; start it again' },
      proposalId: null,
    };
    await this.deps.jobs.finish(job._id, outcome, now);
    return { ...job, ...outcome, updatedAt: now, finishedAt: now };
  }
}
