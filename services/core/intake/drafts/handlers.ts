import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../../shared/service/handlers.ts';
import type { Drafts } from './drafts.ts';
import type { Publishing } from './publishing.ts';

export interface DraftsServices {
  drafts: Drafts;
  publishing: Publishing;
}

export function draftsHandlers({ drafts, publishing }: DraftsServices): ServiceHandlers {
  return operationHandlers({
    async getDraft(input) {
      return { result: await drafts.get(requirePrincipal(input).accountId, input.params.id) };
    },
    async updateDraft(input) {
      return { result: await drafts.update(requirePrincipal(input).accountId, input.params.id, input.body) };
    },
    async publishDraft(input) {
      return { result: await publishing.publish(requirePrincipal(input).accountId, input.params.id) };
    },
  });
}
