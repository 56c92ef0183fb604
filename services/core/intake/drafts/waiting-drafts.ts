import type { DraftsRepository } from './drafts.repository.ts';
import type { IntakeJobsRepository } from '../imports/intake-jobs.repository.ts';

export interface WaitingDraftsDeps {
  jobs: Pick<IntakeJobsRepository, 'findById'>;
  drafts: Pick<DraftsRepository, 'findById' | 'writeConfirmed'>;
}

/**
 * The drafts of the jobs that proposed a category, waiting for one: unpublished, with no category confirmed. When an
 * admin merges the proposal into an existing category, they move there as if their owner had confirmed it, so their
 * facts are mapped onto that category's facets when they are next read.
 */
export class WaitingDrafts {
  constructor(private readonly deps: WaitingDraftsDeps) {}

  /** Moves the waiting drafts of the jobs into the category and answers their ids; a repeated move changes nothing. */
  async moveInto(jobIds: readonly string[], category: string, now: Date): Promise<string[]> {
    const moved: string[] = [];
    for (const jobId of jobIds) {
      const job = await this.deps.jobs.findById(jobId);
      for (const draftId of job?.draftIds ?? []) {
        const draft = await this.deps.drafts.findById(draftId);
        if (!draft || draft.status !== 'draft') continue;
        if (draft.confirmed.category === category) moved.push(draftId);
        if (draft.confirmed.category) continue;
        await this.deps.drafts.writeConfirmed(draftId, { ...draft.confirmed, category }, draft.version + 1, now);
        moved.push(draftId);
      }
    }
    return moved;
  }
}
