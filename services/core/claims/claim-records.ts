import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { AppError } from '../../../shared/errors/app-error.ts';
import { allowedOperations, claimStatus, claimView, type ClaimView } from './claim-view.ts';
import type { ClaimsRepository } from './claims.repository.ts';
import type { ClaimFacts, ClaimRole, ClaimState, SingleFactName } from './types.ts';
import { claimNotFound, invalidClaimTransition, notClaimRole } from './errors.ts';

/** Rounds of re-reading the facts after a status projection, so the last writer leaves the current status. */
const MAX_PROJECTION_ROUNDS = 3;

export interface PartyClaim extends ClaimState {
  role: ClaimRole;
}

/** Loads claims for their parties and records facts on them: what every claim operation shares. */
export class ClaimRecords {
  constructor(private readonly deps: { claims: ClaimsRepository; clock: Clock }) {}

  async load(id: string): Promise<ClaimState | null> {
    const claim = await this.deps.claims.findById(id);
    return claim ? { claim, facts: await this.deps.claims.factsOf(id) } : null;
  }

  /** The claim as seen by one of its parties; anyone else gets 404 so that its existence does not leak. */
  async forParty(principal: Principal, id: string): Promise<PartyClaim> {
    const state = await this.load(id);
    const role = state ? roleOf(state, principal.accountId) : null;
    if (!state || !role) throw claimNotFound();
    return { ...state, role };
  }

  /** Like forParty, and refuses the other party with not_owner: only `role` may perform `action`. */
  async forRole(principal: Principal, id: string, role: ClaimRole, action: string): Promise<PartyClaim> {
    const party = await this.forParty(principal, id);
    if (party.role !== role) throw notClaimRole(role, action);
    return party;
  }

  /** Records a fact once; a second attempt (now or racing) fails with invalid_transition. */
  async recordOnce<K extends SingleFactName>(
    party: PartyClaim,
    name: K,
    value: NonNullable<ClaimFacts[K]>,
    refusal: string,
  ): Promise<ClaimView> {
    if (!(await this.deps.claims.recordFact(party.claim._id, name, value)))
      throw this.invalidTransition(await this.reload(party), refusal);
    return this.viewAfterChange(party);
  }

  /** Re-reads the facts, settles the status projection and answers the view for the caller's role. */
  async viewAfterChange(party: PartyClaim): Promise<ClaimView> {
    const current = await this.settle(party.claim._id);
    return claimView(current ?? party, party.role, this.deps.clock.now());
  }

  /** Writes the status derived from the facts to the claim until a re-read agrees (FerretDB updates are not atomic). */
  async settle(id: string): Promise<ClaimState | null> {
    let state = await this.load(id);
    for (
      let round = 0;
      state && round < MAX_PROJECTION_ROUNDS && state.claim.status !== claimStatus(state.facts);
      round += 1
    ) {
      await this.deps.claims.projectStatus(id, claimStatus(state.facts));
      state = await this.load(id);
    }
    return state;
  }

  invalidTransition(party: PartyClaim, message: string): AppError {
    return invalidClaimTransition(
      message,
      claimStatus(party.facts),
      allowedOperations(party, party.role, this.deps.clock.now()),
    );
  }

  private async reload(party: PartyClaim): Promise<PartyClaim> {
    return { ...party, facts: await this.deps.claims.factsOf(party.claim._id) };
  }
}

function roleOf({ claim }: ClaimState, accountId: string): ClaimRole | null {
  if (claim.agentId === accountId) return 'agent';
  return claim.providerId === accountId ? 'provider' : null;
}
