import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requirePrincipal,
  type OperationInput,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { AgentsService } from './agents.service.ts';

export function agentsHandlers(agents: AgentsService): ServiceHandlers {
  const owner = (input: OperationInput) => requirePrincipal(input).accountId;
  return operationHandlers({
    async createAgent(input) {
      return { status: 201, result: await agents.create(owner(input), input.body) };
    },
    async listAgents(input) {
      const page = await agents.list(owner(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getAgent(input) {
      return { result: await agents.get(owner(input), input.params.id) };
    },
    async updateAgent(input) {
      return { result: await agents.update(owner(input), input.params.id, input.body) };
    },
    async deleteAgent(input) {
      return { result: await agents.delete(owner(input), input.params.id) };
    },
    async getAgentProfile(input) {
      return { result: await agents.profile(input.params.id) };
    },
  });
}
