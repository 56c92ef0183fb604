import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { DealOpener } from '../deals/index.ts';
import type { EventRelay, OutboxRepository } from '../outbox/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { BidsRepository } from './bids.repository.ts';
import { BidsService } from './bids.service.ts';
import { jobsHandlers } from './handlers.ts';
import { JobAwardsRepository } from './job-awards.repository.ts';
import { JobsRepository } from './jobs.repository.ts';
import { JobsService } from './jobs.service.ts';

/** The collections of jobs, their bids and the one award of each job. */
export function jobsRepositories(db: Db) {
  return {
    jobs: new JobsRepository(db),
    bids: new BidsRepository(db),
    jobAwards: new JobAwardsRepository(db),
  };
}

export interface JobsDomainDeps {
  repositories: ReturnType<typeof jobsRepositories> & { outbox: Pick<OutboxRepository, 'appendOnce'> };
  deals: DealOpener;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/** Jobs and their bids, and the acceptance that turns a bid into a deal. */
export function createJobsDomain({ repositories, deals, workflows, relay, clock }: JobsDomainDeps) {
  const { jobs, bids, jobAwards: awards, outbox } = repositories;
  return {
    handlers: jobsHandlers(
      new JobsService({ jobs, bids, clock }),
      new BidsService({ jobs, bids, awards, deals, outbox, relay, workflows, clock }),
    ),
  };
}
