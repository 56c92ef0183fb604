import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { SpendingPolicies } from '../api-keys/index.ts';
import type { ApprovalGate } from '../approvals/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowEngine } from '../workflows/index.ts';
import type { ListingsRepository } from '../listings/index.ts';
import { type OutboxRepository, announcing, type EventRelay, eventRecord } from '../outbox/index.ts';
import type { AgreedTerms, DealOpener } from './deal-opener.ts';
import { KnownAccounts } from './known-accounts.ts';
import { commitsSpending, newDeal, type DealTerms } from './new-deal.ts';
import { DEAL_TRANSITIONS, type DealRole } from './deal-state-machine.ts';
import type { DealListFilters, DealsRepository } from './deals.repository.ts';
import {
  counterpartyNotFound,
  counterpartyRequired,
  dealNotFound,
  listingNotFound,
  sameParties,
  sellerNotProvider,
} from './errors.ts';
import { dealView, roleOf, type CreateDealInput, type DealDocument, type DealView } from './types.ts';

export interface DealsDeps {
  deals: DealsRepository;
  approvals: ApprovalGate;
  spending: Pick<SpendingPolicies, 'commit' | 'withdraw'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  listings: Pick<ListingsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'append' | 'appendOnce'>;
  relay: Pick<EventRelay, 'publish'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/**
 * Creating and reading deals. Creation moves no money: it checks the parties, then writes the deal with its
 * `deal.created` in one insert, or, when a buyer's API key must count the amount against its spending policy, opens
 * it as a workflow (openSteps). Reads are for the parties.
 */
export class DealsService implements DealOpener {
  private readonly counterparties: KnownAccounts;

  constructor(private readonly deps: DealsDeps) {
    deps.workflows.register(this.openDeal);
    this.counterparties = new KnownAccounts(deps.accounts);
  }

  async create(principal: Principal, input: CreateDealInput): Promise<DealView> {
    const role: DealRole = input.role ?? 'buyer';
    const counterpartyId = await this.counterpartyOf(principal.accountId, role, input);
    const parties =
      role === 'buyer'
        ? { buyerId: principal.accountId, sellerId: counterpartyId }
        : { buyerId: counterpartyId, sellerId: principal.accountId };
    const terms: DealTerms = {
      ...parties,
      title: input.title,
      description: input.description ?? null,
      amount: input.amount,
      currency: input.currency,
      listingId: input.listingId ?? null,
      source: { kind: 'direct', id: null },
    };
    const dealId = newId('dea');
    const deal = commitsSpending(principal, terms)
      ? await this.deps.workflows.run(this.openDeal, `open-deal:${dealId}`, { principal, terms, dealId })
      : await this.insertAnnounced(principal, terms, dealId);
    return dealView(deal, role);
  }

  /** A deal that commits no money changes one document: written once with its `deal.created`, which the relay publishes. */
  private async insertAnnounced(principal: Principal, terms: DealTerms, dealId: string): Promise<DealDocument> {
    const now = this.deps.clock.now();
    const created = newDeal(principal, terms, dealId, now);
    const deal: DealDocument = {
      ...created,
      ...announcing('deal.created', { deal: dealView(created, null) }, { audience: partiesOf(created), now }),
    };
    await this.deps.deals.insertDeal(deal);
    this.deps.relay.publish(deal.announcedEvents ?? []);
    return deal;
  }

  async openIn(
    steps: WorkflowSteps,
    principal: Principal,
    terms: AgreedTerms,
    dealId: string,
  ): Promise<{ id: string; status: string }> {
    const deal = await this.openSteps(steps, principal, terms, dealId);
    return { id: deal._id, status: deal.status };
  }

  /** createDeal on its own: the deal-opening steps as a workflow of their own. */
  private readonly openDeal = defineWorkflow(
    'open-deal',
    (steps, input: { principal: Principal; terms: DealTerms; dealId: string }) =>
      this.openSteps(steps, input.principal, input.terms, input.dealId),
  );

  /**
   * Counts the amount against the spending policy of a buyer's API key (given back if a later step of the
   * caller's workflow is refused), inserts the deal under `dealId` and announces it with `deal.created`.
   */
  private async openSteps(
    steps: WorkflowSteps,
    principal: Principal,
    terms: DealTerms,
    dealId: string,
  ): Promise<DealDocument> {
    if (commitsSpending(principal, terms)) {
      const commitment = { key: `deal:${dealId}`, amount: terms.amount, currency: terms.currency };
      await steps.do(
        'open-deal:commit-spending',
        async () => this.deps.spending.commit(principal, commitment),
        async () => this.deps.spending.withdraw(principal, commitment.key),
      );
    }
    const deal = await steps.doRepeatable('open-deal:insert', async () => {
      const created = newDeal(principal, terms, dealId, this.deps.clock.now());
      return (await this.deps.deals.insertDealOnce(created)) ? created : this.existing(dealId);
    });
    await steps.doRepeatable('open-deal:announce', async () => {
      const delivery = {
        audience: partiesOf(deal),
        now: steps.startedAt,
        key: `${steps.workflowId}:deal.created`,
      };
      await this.deps.outbox.appendOnce(eventRecord('deal.created', { deal: dealView(deal, null) }, delivery));
    });
    return deal;
  }

  private async existing(dealId: string): Promise<DealDocument> {
    const deal = await this.deps.deals.findById(dealId);
    if (!deal) throw new Error(`deal ${dealId} was inserted but cannot be read`);
    return deal;
  }

  async get(principal: Principal, id: string): Promise<DealView> {
    const deal = await this.deps.deals.findById(id);
    const role = deal ? roleOf(deal, principal.accountId) : null;
    if (!deal || !role) throw dealNotFound();
    return dealView(deal, role, await pendingApprovalOf(this.deps.approvals, deal));
  }

  async list(
    principal: Principal,
    filters: Omit<DealListFilters, 'accountId'>,
    query: PageQuery,
  ): Promise<Page<DealView>> {
    const { limit, after } = pageRequest(query);
    const found = await this.deps.deals.listPage({ accountId: principal.accountId, ...filters }, after, limit + 1);
    const page = pageOf(found, limit);
    const pending = await pendingApprovalsOf(this.deps.approvals, page.items);
    const items = page.items.map((deal, index) => dealView(deal, roleOf(deal, principal.accountId), pending[index]));
    return { ...page, items };
  }

  private async counterpartyOf(callerId: string, role: DealRole, input: CreateDealInput): Promise<string> {
    const listing = input.listingId ? await this.deps.listings.findById(input.listingId) : null;
    if (input.listingId && !listing) throw listingNotFound();
    const counterpartyId = input.counterpartyId ?? (role === 'buyer' ? listing?.providerId : undefined);
    if (!counterpartyId) throw counterpartyRequired();
    if (counterpartyId === callerId) throw sameParties();
    const sellerId = role === 'buyer' ? counterpartyId : callerId;
    if (listing && listing.providerId !== sellerId) throw sellerNotProvider();
    if (!(await this.counterparties.exists(counterpartyId))) throw counterpartyNotFound();
    return counterpartyId;
  }
}

/** The live approval (pending, or approved and unapplied) of a gate the deal's state waits at, if any. */
export async function pendingApprovalOf(
  approvals: Pick<ApprovalGate, 'latestOfEach'>,
  deal: DealDocument,
): Promise<string | null> {
  const [pending] = await pendingApprovalsOf(approvals, [deal]);
  return pending ?? null;
}

/** `pendingApprovalOf` each deal, in their order, in two round trips whatever their number. */
async function pendingApprovalsOf(
  approvals: Pick<ApprovalGate, 'latestOfEach'>,
  deals: DealDocument[],
): Promise<Array<string | null>> {
  const waits = deals.map((deal) => {
    const openings = DEAL_TRANSITIONS.filter(
      (rule) => rule.to === null && rule.gate && rule.from.includes(deal.status),
    );
    return [...new Set(openings.flatMap((rule) => (rule.gate ? [rule.gate] : [])))].map((action) => ({
      subject: { kind: 'deal' as const, id: deal._id },
      action,
    }));
  });
  const latest = await approvals.latestOfEach(waits.flat());
  let next = 0;
  return waits.map((gates) => {
    const found = latest.slice(next, (next += gates.length));
    return (
      found.find((approval) => approval !== null && (approval.status === 'pending' || approval.status === 'approved'))
        ?.id ?? null
    );
  });
}

function partiesOf(deal: Pick<DealDocument, 'buyerId' | 'sellerId'>): string[] {
  return [deal.buyerId, deal.sellerId];
}
