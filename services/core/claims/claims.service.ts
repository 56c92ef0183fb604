import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import type { MandatesService } from '../mandates/index.ts';
import { addBusinessDays, type BusinessCalendar } from '../../../shared/business-days.ts';
import { buyerKey } from './buyer-key.ts';
import type { ClaimRecords } from './claim-records.ts';
import { claimRegistrationWorkflow, type ClaimRegistration } from './claim-registration.ts';
import { claimView, type ClaimView } from './claim-view.ts';
import type { ClaimFilters, ClaimsRepository } from './claims.repository.ts';
import type { ClaimDecisionInput, ClaimDocument, ClaimRole, NewClaim } from './types.ts';
import { buyerOutsideTerritory, mandateNotActive, ownMandate } from './errors.ts';

/** The provider decides within this many business days; at the deadline an undecided claim is accepted. */
export const DECISION_BUSINESS_DAYS = 2;

export interface ClaimListQuery extends PageQuery {
  role?: ClaimRole;
  status?: string;
  mandateId?: string;
}

export interface ClaimsServiceDeps {
  claims: ClaimsRepository;
  records: ClaimRecords;
  mandates: Pick<MandatesService, 'find'>;
  scheduler: JobScheduler;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  calendar: BusinessCalendar;
  clock: Clock;
}

/** Registration, reads and the provider's decision (by the provider, or by the deadline). */
export class ClaimsService {
  private readonly registration: ClaimRegistration;

  constructor(private readonly deps: ClaimsServiceDeps) {
    this.registration = claimRegistrationWorkflow(deps);
    deps.workflows.register(this.registration);
  }

  /**
   * Registers the buyer under an active mandate (workflow `register-claim:<claimId>`): the unique buyer key
   * lets the first registrant win, then the deadline job is persisted, so a claim never waits on a job of a
   * registration that lost, and a registration that stopped between the two is finished by the recovery job.
   */
  async create(principal: Principal, input: NewClaim): Promise<ClaimView> {
    const mandate = await this.deps.mandates.find(input.mandateId, 'body.mandateId');
    if (mandate.status !== 'active') throw mandateNotActive(mandate.status);
    if (mandate.providerId === principal.accountId) throw ownMandate(mandate.status);
    if (!mandate.territory.includes(input.buyer.country))
      throw buyerOutsideTerritory(input.buyer.country, mandate.territory);
    const now = this.deps.clock.now();
    const claim: ClaimDocument = {
      _id: newId('clm'),
      mandateId: mandate._id,
      agentId: principal.accountId,
      createdByAgent: principal.agentId ?? null,
      providerId: mandate.providerId,
      buyer: { legalName: input.buyer.legalName, country: input.buyer.country },
      contact: { name: input.contact.name, email: input.contact.email },
      buyerKey: buyerKey(mandate._id, input.buyer),
      offerTitle: mandate.offer.title,
      reward: { amount: mandate.reward.amount, currency: mandate.reward.currency },
      decisionDeadline: addBusinessDays(now, DECISION_BUSINESS_DAYS, this.deps.calendar),
      status: 'provisional',
      createdAt: now,
    };
    await this.deps.workflows.run(this.registration, `register-claim:${claim._id}`, { claim });
    return claimView({ claim, facts: emptyFacts() }, 'agent', now);
  }

  async list(principal: Principal, query: ClaimListQuery): Promise<Page<ClaimView>> {
    const { limit, after } = pageRequest(query);
    const filters: ClaimFilters = {
      accountId: principal.accountId,
      role: query.role,
      status: query.status,
      mandateId: query.mandateId,
    };
    const page = pageOf(await this.deps.claims.listPage(filters, after, limit + 1), limit);
    const facts = await this.deps.claims.factsOfEach(page.items.map((claim) => claim._id));
    const now = this.deps.clock.now();
    const items = page.items.map((claim, index) => {
      const role: ClaimRole = claim.agentId === principal.accountId ? 'agent' : 'provider';
      return claimView({ claim, facts: facts[index]! }, role, now);
    });
    return { ...page, items };
  }

  async get(principal: Principal, id: string): Promise<ClaimView> {
    const party = await this.deps.records.forParty(principal, id);
    return claimView(party, party.role, this.deps.clock.now());
  }

  /** The provider accepts or rejects before the deadline; the decision is recorded once, whoever races for it. */
  async decide(principal: Principal, id: string, input: ClaimDecisionInput): Promise<ClaimView> {
    const party = await this.deps.records.forRole(principal, id, 'provider', 'decide the claim');
    const now = this.deps.clock.now();
    if (party.facts.decision || now.getTime() >= party.claim.decisionDeadline.getTime()) {
      const why = party.facts.decision
        ? `already ${party.facts.decision.outcome}`
        : 'past its decision deadline (it is accepted at the deadline)';
      throw this.deps.records.invalidTransition(party, `The claim is ${why}; it can no longer be decided.`);
    }
    const decision = {
      outcome: input.decision === 'accept' ? 'accepted' : 'rejected',
      by: 'provider',
      reason: input.reason ?? null,
      at: now,
    } as const;
    return this.deps.records.recordOnce(
      party,
      'decision',
      decision,
      'The claim was decided by another request or by its deadline.',
    );
  }
}

function emptyFacts() {
  return {
    decision: null,
    invitation: null,
    response: null,
    sale: null,
    saleReview: null,
    rewardRequest: null,
    rewardOutcome: null,
  };
}
