import { randomUUID } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { CreditLedgerService } from '../credits/index.ts';
import { requestDigest, defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { ListingsService } from './listings.service.ts';
import type { ListingView } from './views.ts';

/** The price of a boost: credits per day boosted (documented in the OpenAPI description of boostListing). */
export const BOOST_CREDITS_PER_DAY = 10;

/** The OpenAPI `Boost`: what was charged, the balance after the charge, and the boosted listing. */
export interface BoostView {
  listingId: string;
  days: number;
  boostedUntil: string;
  creditsCharged: number;
  balance: number;
  listing: ListingView;
}

export interface ListingBoostsDeps {
  listings: Pick<ListingsService, 'assertMayChange' | 'extendBoost'>;
  credits: Pick<CreditLedgerService, 'spend' | 'grant' | 'findKeyed'>;
  workflows: WorkflowRegistry;
}

/** The intent of one boost; its workflow id keys the spend, the extension and the refund. */
interface BoostRequest {
  principal: Principal;
  listingId: string;
  days: number;
}

/**
 * Paid boosts, each a workflow (`boost:<id>`, the id named by the request when it carries an Idempotency-Key, so a
 * retry is the same boost and pays once). The ledger is charged first, because its append is the step
 * that decides concurrent spends (an insert under a unique index): a boost that is not paid for is never
 * written. A boost that is paid for but then refused (the listing was archived meanwhile, or it stayed
 * contended) is refunded by a keyed grant, so no credit is lost and none is given back twice.
 */
export class ListingBoosts {
  private readonly workflow = defineWorkflow('listing-boost', (steps: WorkflowSteps, request: BoostRequest) =>
    this.boostSteps(steps, request),
  );

  constructor(private readonly deps: ListingBoostsDeps) {
    deps.workflows.register(this.workflow);
  }

  async boost(principal: Principal, listingId: string, days: number, idempotencyKey?: string): Promise<BoostView> {
    await this.deps.listings.assertMayChange(principal, listingId, 'boost');
    const id =
      idempotencyKey === undefined
        ? randomUUID()
        : requestDigest({
            accountId: principal.accountId,
            operation: 'boostListing',
            idempotencyKey,
            asks: [listingId, days],
          });
    return this.deps.workflows.run(this.workflow, `boost:${id}`, { principal, listingId, days });
  }

  private async boostSteps(steps: WorkflowSteps, { principal, listingId, days }: BoostRequest): Promise<BoostView> {
    const price = days * BOOST_CREDITS_PER_DAY;
    const charge = await steps.doTraceable(
      'spend',
      () =>
        this.deps.credits.spend(principal.accountId, price, 'boost', {
          reference: { type: 'listing', id: listingId },
          key: steps.workflowId,
        }),
      {
        find: () => this.deps.credits.findKeyed(steps.workflowId),
        compensate: async () => {
          await this.deps.credits.grant(principal.accountId, price, `boost refund: ${listingId} was not boosted`, {
            key: `${steps.workflowId}:refund`,
          });
        },
      },
    );
    const listing = await steps.do('extend', () =>
      this.deps.listings.extendBoost(principal, listingId, days, steps.workflowId),
    );
    if (!listing.boostedUntil) throw new Error(`listing ${listingId} was boosted but has no boostedUntil`);
    return {
      listingId,
      days,
      boostedUntil: listing.boostedUntil,
      creditsCharged: price,
      balance: charge.balanceAfter,
      listing,
    };
  }
}
