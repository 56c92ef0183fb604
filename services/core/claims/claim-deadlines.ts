import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import { ClaimRecords } from './claim-records.ts';
import { ClaimsRepository } from './claims.repository.ts';

export type DeadlineOutcome = 'accepted' | 'already_decided' | 'rescheduled' | 'unknown_claim';

/**
 * The decision deadline, enforced by the worker: an undecided claim is accepted at its deadline, so the
 * provider's silence never costs the agent who registered first. The decision is a fact claimed by insert, so
 * a provider deciding at the same instant and the job cannot both win.
 */
export class ClaimDeadlines {
  constructor(
    private readonly deps: { claims: ClaimsRepository; records: ClaimRecords; scheduler: JobScheduler; clock: Clock },
  ) {}

  /** A job that runs before the deadline (the deadline moved, or a clock skew) schedules itself again. */
  async acceptAtDeadline(claimId: string): Promise<DeadlineOutcome> {
    const claim = await this.deps.claims.findById(claimId);
    if (!claim) return 'unknown_claim';
    const now = this.deps.clock.now();
    if (now.getTime() < claim.decisionDeadline.getTime()) {
      await this.deps.scheduler.schedule(claim.decisionDeadline, { kind: 'claim-decision-deadline', claimId });
      return 'rescheduled';
    }
    const recorded = await this.deps.claims.recordFact(claimId, 'decision', {
      outcome: 'accepted',
      by: 'deadline',
      reason: null,
      at: now,
    });
    await this.deps.records.settle(claimId);
    return recorded ? 'accepted' : 'already_decided';
  }
}

/** The deadline enforcer over a database, for a worker process that runs no core. */
export function claimDeadlinesOn(db: Db, scheduler: JobScheduler, clock: Clock): ClaimDeadlines {
  const claims = new ClaimsRepository(db);
  return new ClaimDeadlines({ claims, records: new ClaimRecords({ claims, clock }), scheduler, clock });
}
