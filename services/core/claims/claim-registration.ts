import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import { defineWorkflow, type WorkflowDefinition } from '../workflows/index.ts';
import type { ClaimsRepository } from './claims.repository.ts';
import type { ClaimDocument } from './types.ts';
import { alreadyClaimed } from './errors.ts';

export type ClaimRegistration = WorkflowDefinition<{ claim: ClaimDocument }, null>;

/**
 * The registration of a claim: the claim is inserted under its pre-generated id (its unique buyer key lets
 * the first registrant win), then its decision deadline job is scheduled. Scheduling it twice is harmless:
 * the deadline records the decision by insert, so a second job finds it decided.
 */
export function claimRegistrationWorkflow(deps: {
  claims: ClaimsRepository;
  scheduler: JobScheduler;
}): ClaimRegistration {
  return defineWorkflow('register-claim', async (steps, { claim }) => {
    await steps.doRepeatable('insert-claim', async () => {
      if (await deps.claims.insertClaimOnce(claim)) return null;
      if (await deps.claims.findById(claim._id)) return null;
      throw alreadyClaimed();
    });
    await steps.do('schedule-deadline', () =>
      deps.scheduler.schedule(claim.decisionDeadline, { kind: 'claim-decision-deadline', claimId: claim._id }),
    );
    return null;
  });
}
