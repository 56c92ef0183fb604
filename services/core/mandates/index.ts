import { resultInfo } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { MandateListQuery, MandatesService } from './mandates.service.ts';
import type { MandatePatch, NewMandate } from './types.ts';

export function mandatesHandlers(mandates: MandatesService): ServiceHandlers {
  return {
    async listMandates(input) {
      const query = input.query as { territory?: string; providerId?: string; limit?: unknown; cursor?: string };
      const listQuery: MandateListQuery = {
        territory: query.territory,
        providerId: query.providerId,
        limit: query.limit === undefined ? undefined : Number(query.limit),
        cursor: query.cursor,
      };
      const page = await mandates.listActive(listQuery);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createMandate(input) {
      return { status: 201, result: await mandates.create(requirePrincipal(input), input.body as NewMandate) };
    },
    async getMandate(input) {
      return { result: await mandates.get(input.params.id ?? '') };
    },
    async updateMandate(input) {
      return { result: await mandates.update(requirePrincipal(input), input.params.id ?? '', input.body as MandatePatch) };
    },
    async pauseMandate(input) {
      return { result: await mandates.pause(requirePrincipal(input), input.params.id ?? '') };
    },
    async resumeMandate(input) {
      return { result: await mandates.resume(requirePrincipal(input), input.params.id ?? '') };
    },
    async endMandate(input) {
      return { result: await mandates.end(requirePrincipal(input), input.params.id ?? '') };
    },
  };
}
