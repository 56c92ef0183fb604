import type { Clock } from '../../../shared/clock.ts';
import type { DomainClaimsRepository } from './domain-claims.repository.ts';
import type { DomainsService } from './domains.service.ts';

/** Claims re-checked per run of the job; the rest wait for the next run. */
const RECHECKS_PER_RUN = 50;

/** A claim taken by a run is not due again for this long, so a second worker's run does not check it meanwhile. */
const RECHECK_LEASE_MS = 10 * 60_000;

export interface RecheckOutcome {
  checked: number;
  /** Verified before the check and not after it. */
  lost: number;
}

/** The worker's `recheck-domains` job: verified domains whose re-check is due (read through the next_check index). */
export class DomainRechecks {
  constructor(private readonly deps: { claims: DomainClaimsRepository; domains: Pick<DomainsService, 'check'>; clock: Clock }) {}

  async recheckDue(): Promise<RecheckOutcome> {
    const now = this.deps.clock.now();
    const due = await this.deps.claims.dueForRecheck(now, RECHECKS_PER_RUN);
    let lost = 0;
    for (const claim of due) {
      await this.deps.claims.postponeRecheck(claim._id, new Date(now.getTime() + RECHECK_LEASE_MS));
      await this.deps.domains.check(claim);
      if ((await this.deps.claims.findById(claim._id))?.status === 'lost') lost += 1;
    }
    return { checked: due.length, lost };
  }
}
