import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { SpendingPolicies } from '../api-keys/spending-policy.ts';
import type { ApprovalGate } from '../approvals/approval-gate.ts';
import type { WorkflowSteps } from '../workflows/workflow-definition.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord } from '../outbox/types.ts';
import type { AgreedTerms, DealOpener } from './deal-opener.ts';
import { currentDeal } from './deal-settlement.ts';
import { DEAL_TRANSITIONS, type DealRole, type DealStatus } from './deal-state-machine.ts';
import type { DealsRepository } from './deals.repository.ts';
import { dealView, roleOf, type CreateDealInput, type DealDocument, type DealSource, type DealView } from './types.ts';

export interface DealsDeps {
  deals: DealsRepository;
  approvals: ApprovalGate;
  spending: Pick<SpendingPolicies, 'commit'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  listings: Pick<ListingsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'append'>;
  clock: Clock;
}

type DealTerms = Omit<AgreedTerms, 'source'> & { source: DealSource };

export function dealNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No deal with this id has this account as a party.', field: 'path.id' });
}

/**
 * Creating and reading deals. Creation moves no money: it checks the parties, counts the amount against the
 * spending policy of a buyer's API key and announces the deal with `deal.created`. Reads are for the parties.
 */
export class DealsService implements DealOpener {
  constructor(private readonly deps: DealsDeps) {}

  async create(principal: Principal, input: CreateDealInput): Promise<DealView> {
    const role: DealRole = input.role ?? 'buyer';
    const counterpartyId = await this.counterpartyOf(principal.accountId, role, input);
    const parties = role === 'buyer'
      ? { buyerId: principal.accountId, sellerId: counterpartyId }
      : { buyerId: counterpartyId, sellerId: principal.accountId };
    const deal = await this.insert(principal, {
      ...parties,
      title: input.title,
      description: input.description ?? null,
      amount: input.amount,
      currency: input.currency,
      listingId: input.listingId ?? null,
      source: { kind: 'direct', id: null },
    });
    return dealView(deal, role);
  }

  async open(principal: Principal, terms: AgreedTerms): Promise<{ id: string; status: string }> {
    const deal = await this.insert(principal, terms);
    return { id: deal._id, status: deal.status };
  }

  async openIn(steps: WorkflowSteps, principal: Principal, terms: AgreedTerms, dealId: string): Promise<{ id: string; status: string }> {
    void dealId;
    return steps.do('open-deal', () => this.open(principal, terms));
  }

  async get(principal: Principal, id: string): Promise<DealView> {
    const deal = await currentDeal(this.deps, id);
    const role = deal ? roleOf(deal, principal.accountId) : null;
    if (!deal || !role) throw dealNotFound();
    return dealView(deal, role, await pendingApprovalOf(this.deps.approvals, deal));
  }

  async list(principal: Principal, filters: { role?: DealRole; status?: DealStatus }, query: PageQuery): Promise<Page<DealView>> {
    const { limit, after } = pageRequest(query);
    const found = await this.deps.deals.listPage({ accountId: principal.accountId, ...filters }, after, limit + 1);
    const page = pageOf(found, limit);
    const items = await Promise.all(page.items.map(async (deal) =>
      dealView(deal, roleOf(deal, principal.accountId), await pendingApprovalOf(this.deps.approvals, deal))));
    return { ...page, items };
  }

  private async counterpartyOf(callerId: string, role: DealRole, input: CreateDealInput): Promise<string> {
    const listing = input.listingId ? await this.deps.listings.findById(input.listingId) : null;
    if (input.listingId && !listing) {
      throw new AppError('resource_not_found', { message: 'No listing has this id.', field: 'body.listingId' });
    }
    const counterpartyId = input.counterpartyId ?? (role === 'buyer' ? listing?.providerId : undefined);
    if (!counterpartyId) {
      throw new AppError('validation_failed', { message: 'Give body.counterpartyId: the buyer of a deal you sell.', field: 'body.counterpartyId' });
    }
    if (counterpartyId === callerId) {
      throw new AppError('validation_failed', { message: 'A deal needs two different parties.', field: 'body.counterpartyId' });
    }
    const sellerId = role === 'buyer' ? counterpartyId : callerId;
    if (listing && listing.providerId !== sellerId) {
      throw new AppError('validation_failed', { message: 'The seller of a deal on a listing is the provider of that listing.', field: 'body.listingId' });
    }
    if (!(await this.deps.accounts.findById(counterpartyId))) {
      throw new AppError('resource_not_found', { message: 'No account has this id.', field: 'body.counterpartyId' });
    }
    return counterpartyId;
  }

  private async insert(principal: Principal, terms: DealTerms): Promise<DealDocument> {
    const now = this.deps.clock.now();
    const id = newId('dea');
    const commitsMoney = principal.accountId === terms.buyerId;
    if (commitsMoney) await this.deps.spending.commit(principal, { dealId: id, amount: terms.amount, currency: terms.currency });
    const deal: DealDocument = {
      _id: id,
      buyerId: terms.buyerId,
      sellerId: terms.sellerId,
      listingId: terms.listingId,
      source: terms.source,
      title: terms.title,
      description: terms.description,
      amount: terms.amount,
      currency: terms.currency,
      status: 'created',
      version: 0,
      history: [{ sequence: 0, at: now, from: null, to: 'created', by: principal.accountId, operation: 'createDeal' }],
      payment: null,
      committedBy: commitsMoney && principal.kind === 'api_key' ? principal.credentialId : null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.deals.insertDeal(deal);
    const audience = [deal.buyerId, deal.sellerId];
    await this.deps.outbox.append(eventRecord('deal.created', { deal: dealView(deal, null) }, { audience, now }));
    return deal;
  }
}

/** The live approval of the gate the deal's state waits at (a pending or approved, unapplied one), if any. */
export async function pendingApprovalOf(approvals: Pick<ApprovalGate, 'latest'>, deal: DealDocument): Promise<string | null> {
  const gate = DEAL_TRANSITIONS.find((rule) => rule.operation === 'requestDealApproval' && rule.from.includes(deal.status))?.gate;
  if (!gate) return null;
  const latest = await approvals.latest({ kind: 'deal', id: deal._id }, gate);
  return latest && (latest.status === 'pending' || latest.status === 'approved') ? latest.id : null;
}
