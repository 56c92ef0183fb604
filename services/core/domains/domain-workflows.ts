import type { ListingBadges } from '../listings/index.ts';
import { defineWorkflow, type WorkflowSteps } from '../workflows/index.ts';
import { claimAfterCheck } from './check-result.ts';
import type { DomainClaimsRepository } from './domain-claims.repository.ts';
import type { CheckOutcome, DomainStatus } from './types.ts';

/** One check's result to record; `at` is an ISO instant (workflow inputs are stored as plain data). */
export interface RecordCheckInput {
  claimId: string;
  accountId: string;
  checkId: string;
  at: string;
  outcome: CheckOutcome;
}

export interface RemoveClaimInput {
  claimId: string;
  accountId: string;
}

export interface DomainWorkflowsDeps {
  claims: DomainClaimsRepository;
  badges: Pick<ListingBadges, 'syncProvider'>;
  recheckIntervalSeconds: number;
}

/**
 * The two writes that change which domains an account has verified, and so the badge of its listings: recording a
 * check (`domain-check:<checkId>`) and removing a claim (`domain-removal:<claimId>`). Each writes the claim first and
 * then brings every listing of the account in line with its verified domains as they are then (ListingBadges), which
 * converges however often it runs; the listings' revisions reach the search index through the outbox.
 */
export function domainWorkflows(deps: DomainWorkflowsDeps) {
  const syncListings = (steps: WorkflowSteps, accountId: string) =>
    steps.do('sync-listings', () => deps.badges.syncProvider(accountId));

  const recordCheck = defineWorkflow('domain-check', async (steps: WorkflowSteps, input: RecordCheckInput) => {
    const status = await steps.do('record', async (): Promise<DomainStatus | null> => {
      const claim = await deps.claims.findById(input.claimId);
      if (!claim) return null;
      // A repeated step finds its check recorded already and records nothing twice.
      if (claim.lastCheck?.id === input.checkId) return claim.status;
      const change = claimAfterCheck(
        claim,
        { id: input.checkId, at: new Date(input.at), outcome: input.outcome },
        deps.recheckIntervalSeconds,
      );
      await deps.claims.applyCheck(claim._id, change);
      return change.status;
    });
    const listingsChanged = await syncListings(steps, input.accountId);
    return { status, listingsChanged };
  });

  const removeClaim = defineWorkflow('domain-removal', async (steps: WorkflowSteps, input: RemoveClaimInput) => {
    await steps.do('delete', async () => {
      await deps.claims.delete(input.claimId);
      return null;
    });
    const listingsChanged = await syncListings(steps, input.accountId);
    return { listingsChanged };
  });

  return { recordCheck, removeClaim };
}

export type DomainWorkflows = ReturnType<typeof domainWorkflows>;
