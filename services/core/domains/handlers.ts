import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requirePrincipal,
  type OperationInput,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { DomainsService } from './domains.service.ts';

export function domainsHandlers(domains: DomainsService): ServiceHandlers {
  const owner = (input: OperationInput) => requirePrincipal(input).accountId;
  return operationHandlers({
    async createDomain(input) {
      return { status: 201, result: await domains.claim(owner(input), input.body) };
    },
    async listDomains(input) {
      const page = await domains.list(owner(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getDomain(input) {
      return { result: await domains.get(owner(input), input.params.id) };
    },
    async verifyDomain(input) {
      return { result: await domains.verify(owner(input), input.params.id) };
    },
    async deleteDomain(input) {
      return { result: await domains.remove(owner(input), input.params.id) };
    },
  });
}
