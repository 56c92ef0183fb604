import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsHandlers(settings: SettingsService): ServiceHandlers {
  return operationHandlers({
    async getSettings(input) {
      return { result: await settings.get(requirePrincipal(input).accountId) };
    },
    async updateSettings(input) {
      return { result: await settings.update(requirePrincipal(input).accountId, input.body) };
    },
  });
}
