import type { Clock } from '../../../shared/clock.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { CategoryProposalsRepository } from './category-proposals.repository.ts';
import type { Drafts } from './drafts.ts';
import { jobNotFound } from './errors.ts';
import type { IntakeJobsRepository } from './intake-jobs.repository.ts';
import type { IntakeJobDocument, IntakeJobStatus } from './types.ts';
import { draftView, jobView, type IntakeJobView } from './views.ts';

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

  /** The job with its drafts, each with its current gap report. */
  async get(accountId: string, id: string): Promise<IntakeJobView> {
    const stored = await this.deps.jobs.findById(id);
    if (!stored || stored.accountId !== accountId) throw jobNotFound();
    const job = await this.settled(stored);
    const drafts = await this.deps.drafts.ownedMany(accountId, job.draftIds);
    const statuses = await this.deps.drafts.statusesOf(drafts);
    return this.view(
      job,
      drafts.map((draft, index) => draftView(draft, statuses[index]!)),
    );
  }

  async list(accountId: string, query: PageQuery & { status?: IntakeJobStatus }): Promise<Page<IntakeJobView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.jobs.listPage(accountId, query.status, after, limit + 1), limit);
    return { ...page, items: await Promise.all(page.items.map(async (job) => this.view(await this.settled(job)))) };
  }

  /** The view of a recorded job (the answer of an import). */
  async view(job: IntakeJobDocument, drafts?: ReturnType<typeof draftView>[]): Promise<IntakeJobView> {
    const proposal = job.proposalId ? await this.deps.proposals.findById(job.proposalId) : null;
    return jobView(job, proposal, drafts);
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
