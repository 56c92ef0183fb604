import { resultInfo } from '../../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../../shared/service/handlers.ts';
import type { IntakeJobs } from './intake-jobs.ts';
import type { IntakeImports } from './imports.ts';

export interface ImportsServices {
  imports: IntakeImports;
  jobs: IntakeJobs;
}

export function importsHandlers({ imports, jobs }: ImportsServices): ServiceHandlers {
  return operationHandlers({
    async importDraft(input) {
      const job = await imports.importDraft(requirePrincipal(input).accountId, input.body);
      return { status: 202, result: await jobs.view(job) };
    },
    async importStructured(input) {
      const job = await imports.importStructured(requirePrincipal(input).accountId, input.body);
      return { status: 201, result: await jobs.view(job) };
    },
    async listIntakeJobs(input) {
      const page = await jobs.list(requirePrincipal(input).accountId, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getIntakeJob(input) {
      return { result: await jobs.get(requirePrincipal(input).accountId, input.params.id) };
    },
    async listIntakeJobDrafts(input) {
      const page = await jobs.drafts(requirePrincipal(input).accountId, input.params.id, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
  });
}
