import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { ApiKeysService, NewApiKey } from './api-keys.service.ts';

export function apiKeysHandlers(keys: ApiKeysService): ServiceHandlers {
  return {
    async listApiKeys(input) {
      const list = await keys.list(requirePrincipal(input).accountId);
      return { result: list, resultInfo: { count: list.length, total: list.length, next_cursor: null } };
    },
    async createApiKey(input) {
      return { status: 201, result: await keys.create(requirePrincipal(input), input.body as NewApiKey) };
    },
    async revokeApiKey(input) {
      return { result: await keys.revoke(requirePrincipal(input).accountId, input.params.id ?? '') };
    },
    async listApiKeyScopes() {
      const scopes = scopeCatalog();
      return { result: scopes, resultInfo: { count: scopes.length, total: scopes.length, next_cursor: null } };
    },
  };
}
