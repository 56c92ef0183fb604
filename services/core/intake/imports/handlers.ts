import { resultInfo } from '../../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../../shared/service/handlers.ts';
import type { Drafts } from '../drafts/drafts.ts';
import type { IntakeJobs } from './intake-jobs.ts';
import type { IntakeImports } from './imports.ts';
import type { Publishing } from '../drafts/publishing.ts';

export interface IntakeServices {
  imports: IntakeImports;
  jobs: IntakeJobs;
  drafts: Drafts;
  publishing: Publishing;
}

export function intakeHandlers({ imports, jobs, drafts, publishing }: IntakeServices): ServiceHandlers {
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
