import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { ApiKeysService, NewApiKey } from './api-keys.service.ts';

export function apiKeysHandlers(keys: ApiKeysService): ServiceHandlers {
  return {
    async listApiKeys(input) {
      const page = await keys.list(requirePrincipal(input).accountId, input.query as PageQuery);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createApiKey(input) {
      return { status: 201, result: await keys.create(requirePrincipal(input), input.body as NewApiKey) };
    },
    async revokeApiKey(input) {
      return { result: await keys.revoke(requirePrincipal(input).accountId, input.params.id ?? '') };
    },
    async listApiKeyScopes() {
      const scopes = scopeCatalog();
      return { result: scopes };
    },
  };
}
