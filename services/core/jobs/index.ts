import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { DealOpener } from '../deals/deal-opener.ts';
import type { WorkflowEngine } from '../workflows/workflow-engine.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { BidsRepository } from './bids.repository.ts';
import { BidsService } from './bids.service.ts';
import type { JobAwardsRepository } from './job-awards.repository.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { JobsService } from './jobs.service.ts';

export function jobsHandlers(jobs: JobsService, bids: BidsService): ServiceHandlers {
  return operationHandlers({
    async listJobs({ query }) {
      const page = await jobs.list(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createJob(input) {
      return { status: 201, result: await jobs.create(requirePrincipal(input), input.body) };
    },
    async getJob({ params }) {
      return { result: await jobs.get(params.id) };
    },
    async createBid(input) {
      return { status: 201, result: await bids.place(requirePrincipal(input), input.params.id, input.body) };
    },
    async acceptBid(input) {
      return { result: await bids.accept(requirePrincipal(input), input.params.id, input.params.bidId) };
    },
  });
}

export interface JobsDomainDeps {
  jobs: JobsRepository;
  bids: BidsRepository;
  awards: JobAwardsRepository;
  outbox: Pick<OutboxRepository, 'append' | 'appendOnce'>;
  deals: DealOpener;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/** Jobs and their bids, and the acceptance that turns a bid into a deal. */
export function createJobsDomain(deps: JobsDomainDeps): ServiceHandlers {
  const { jobs, bids, clock } = deps;
  return jobsHandlers(new JobsService({ jobs, bids, clock }), new BidsService(deps));
}
