import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { BidsService } from './bids.service.ts';
import type { JobsService } from './jobs.service.ts';

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
