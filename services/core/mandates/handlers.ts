import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { MandatesService } from './mandates.service.ts';

export function mandatesHandlers(mandates: MandatesService): ServiceHandlers {
  return operationHandlers({
    async listMandates({ query }) {
      const page = await mandates.listActive(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createMandate(input) {
      return { status: 201, result: await mandates.create(requirePrincipal(input), input.body) };
    },
    async getMandate({ params }) {
      return { result: await mandates.get(params.id) };
    },
    async updateMandate(input) {
      return { result: await mandates.update(requirePrincipal(input), input.params.id, input.body) };
    },
    async pauseMandate(input) {
      return { result: await mandates.pause(requirePrincipal(input), input.params.id) };
    },
    async resumeMandate(input) {
      return { result: await mandates.resume(requirePrincipal(input), input.params.id) };
    },
    async endMandate(input) {
      return { result: await mandates.end(requirePrincipal(input), input.params.id) };
    },
  });
}
