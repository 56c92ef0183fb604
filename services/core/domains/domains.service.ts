import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { RequestLimits } from '../../../shared/request-limits.ts';
import type { WorkflowRunner } from '../workflows/index.ts';
import type { DomainClaimsRepository } from './domain-claims.repository.ts';
import { checkDomainName } from './domain-name.ts';
import type { DomainWorkflows } from './domain-workflows.ts';
import { domainAlreadyClaimed, domainClaimNotFound, invalidDomainName } from './errors.ts';
import { newClaimToken, type WellKnownLocation } from './proof.ts';
import type { ProofChecker } from './proof-checker.ts';
import type { CheckOutcome, DomainClaimDocument, DomainView } from './types.ts';
import { domainView } from './views.ts';

export interface DomainsServiceDeps {
  claims: DomainClaimsRepository;
  checker: Pick<ProofChecker, 'check'>;
  workflows: WorkflowRunner;
  definitions: DomainWorkflows;
  limits: { claims: RequestLimits; checks: RequestLimits; claimsPerAccount: number; checksPerDomain: number };
  where: WellKnownLocation;
  clock: Clock;
}

/** Domain claims of an account: claimed with a token, proven by DNS or the well-known file, removed by the owner. */
export class DomainsService {
  constructor(private readonly deps: DomainsServiceDeps) {}

  async claim(accountId: string, input: { domain: string }): Promise<DomainView> {
    const checked = checkDomainName(input.domain);
    if (!checked.ok) throw invalidDomainName(input.domain, checked.reason);
    const existing = await this.deps.claims.findByName(accountId, checked.name);
    if (existing) throw domainAlreadyClaimed(checked.name, existing._id);
    const now = this.deps.clock.now();
    await this.deps.limits.claims.admit(
      [{ key: limitKey('claims', accountId), max: this.deps.limits.claimsPerAccount }],
      now,
    );
    const claim: DomainClaimDocument = {
      _id: newId('dom'),
      accountId,
      name: checked.name,
      token: newClaimToken(),
      status: 'pending',
      verifiedAt: null,
      verifiedBy: null,
      lastCheck: null,
      inconclusiveChecks: 0,
      nextCheckAt: null,
      createdAt: now,
    };
    if (!(await this.deps.claims.insertClaim(claim))) throw domainAlreadyClaimed(checked.name, null);
    return this.view(claim);
  }

  async list(accountId: string, query: PageQuery): Promise<Page<DomainView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.claims.listPage(accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map((claim) => this.view(claim)) };
  }

  async get(accountId: string, id: string): Promise<DomainView> {
    return this.view(await this.owned(accountId, id));
  }

  /** Looks for both proofs now and records what was found: verified, still pending, or lost when the proof is gone. */
  async verify(accountId: string, id: string): Promise<DomainView> {
    const claim = await this.owned(accountId, id);
    await this.deps.limits.checks.admit(
      [{ key: limitKey('checks', claim._id), max: this.deps.limits.checksPerDomain }],
      this.deps.clock.now(),
    );
    await this.check(claim);
    return this.view(await this.owned(accountId, id));
  }

  /** Checks the claim's proofs and records the result. */
  async check(claim: DomainClaimDocument): Promise<void> {
    await this.record(claim, await this.deps.checker.check(claim.name, claim.token));
  }

  /** Records a check's outcome on the claim and brings the account's listing badges in line, as one workflow. */
  async record(claim: DomainClaimDocument, outcome: CheckOutcome): Promise<void> {
    const checkId = newId('dck');
    const input = {
      claimId: claim._id,
      accountId: claim.accountId,
      checkId,
      at: this.deps.clock.now().toISOString(),
      outcome,
    };
    await this.deps.workflows.run(this.deps.definitions.recordCheck, `domain-check:${checkId}`, input);
  }

  /** Removes the claim; listings it badged lose the badge unless another verified domain covers them. */
  async remove(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
    const claim = await this.owned(accountId, id);
    await this.deps.workflows.run(this.deps.definitions.removeClaim, `domain-removal:${claim._id}`, {
      claimId: claim._id,
      accountId,
    });
    return { id, deleted: true };
  }

  private view(claim: DomainClaimDocument): DomainView {
    return domainView(claim, this.deps.where);
  }

  private async owned(accountId: string, id: string): Promise<DomainClaimDocument> {
    const claim = await this.deps.claims.findOwned(accountId, id);
    if (!claim) throw domainClaimNotFound();
    return claim;
  }
}

/** Limits are counted under a hash of what they limit. */
function limitKey(kind: string, id: string): string {
  return createHash('sha256').update(`domains:${kind}:${id}`).digest('hex');
}
