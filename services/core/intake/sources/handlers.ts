import { resultInfo } from '../../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../../shared/service/handlers.ts';
import type { FeedSources } from './feed-sources.ts';

export function feedSourcesHandlers(sources: FeedSources): ServiceHandlers {
  return operationHandlers({
    async createIntakeSource(input) {
      return { status: 201, result: await sources.create(requirePrincipal(input).accountId, input.body) };
    },
    async listIntakeSources(input) {
      const page = await sources.list(requirePrincipal(input).accountId, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getIntakeSource(input) {
      return { result: await sources.get(requirePrincipal(input).accountId, input.params.id) };
    },
    async updateIntakeSource(input) {
      return { result: await sources.update(requirePrincipal(input).accountId, input.params.id, input.body) };
    },
    async deleteIntakeSource(input) {
      return { result: await sources.delete(requirePrincipal(input).accountId, input.params.id) };
    },
    async syncIntakeSource(input) {
      return { result: await sources.syncNow(requirePrincipal(input).accountId, input.params.id) };
    },
  });
}
