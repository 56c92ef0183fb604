import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import { resultInfo } from '../../../shared/pagination/page.ts';
import type { ApiKeysService } from './api-keys.service.ts';

export function apiKeysHandlers(keys: ApiKeysService): ServiceHandlers {
  return operationHandlers({
    async listApiKeys(input) {
      const page = await keys.list(requirePrincipal(input).accountId, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createApiKey(input) {
      return { status: 201, result: await keys.create(requirePrincipal(input), input.body) };
    },
    async bindApiKeyAgent(input) {
      return { result: await keys.bindAgent(requirePrincipal(input).accountId, input.params.id, input.body.agentId) };
    },
    async revokeApiKey(input) {
      return { result: await keys.revoke(requirePrincipal(input).accountId, input.params.id) };
    },
    async listApiKeyScopes() {
      return { result: scopeCatalog() };
    },
  });
}
