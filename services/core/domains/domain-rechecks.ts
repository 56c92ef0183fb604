import type { Clock } from '../../../shared/clock.ts';
import type { DomainClaimsRepository } from './domain-claims.repository.ts';
import type { DomainsService } from './domains.service.ts';
import type { RecheckLeasesRepository } from './recheck-leases.repository.ts';

/** Claims re-checked per run of the job; the rest wait for the next run. */
const RECHECKS_PER_RUN = 50;

/** A claim taken by a run is not due again for this long, so later runs do not read it meanwhile (nor after a crash). */
const RECHECK_POSTPONE_MS = 10 * 60_000;

export interface RecheckOutcome {
  checked: number;
  /** Verified before the check and not after it. */
  lost: number;
}

/** The worker's `recheck-domains` job: verified domains whose re-check is due (read through the next_check index). */
export class DomainRechecks {
  constructor(
    private readonly deps: {
      claims: DomainClaimsRepository;
      leases: RecheckLeasesRepository;
      domains: Pick<DomainsService, 'check'>;
      clock: Clock;
    },
  ) {}

  /** Runs at once (two workers, or a periodic run beside an explicit one) check a due claim once: its lease decides. */
  async recheckDue(): Promise<RecheckOutcome> {
    const now = this.deps.clock.now();
    const due = await this.deps.claims.dueForRecheck(now, RECHECKS_PER_RUN);
    let checked = 0;
    let lost = 0;
    for (const claim of due) {
      if (!claim.nextCheckAt || !(await this.deps.leases.take(claim._id, claim.nextCheckAt, now))) continue;
      await this.deps.claims.postponeRecheck(claim._id, new Date(now.getTime() + RECHECK_POSTPONE_MS));
      await this.deps.domains.check(claim);
      checked += 1;
      if ((await this.deps.claims.findById(claim._id))?.status === 'lost') lost += 1;
    }
    return { checked, lost };
  }
}
