import type { Principal } from '../../../shared/auth/principal.ts';
import type { WorkflowSteps } from '../workflows/index.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** The terms of a deal that another domain agreed on: an accepted offer to a request or an accepted bid. */
export interface AgreedTerms {
  buyerId: string;
  sellerId: string;
  title: string;
  description: string | null;
  amount: number;
  currency: CurrencyCode;
  listingId: string | null;
  source: { kind: 'bid' | 'answer'; id: string };
}

/**
 * How requests and jobs turn an acceptance into a deal. The deal is created exactly as `createDeal` would
 * (spending policy of the accepting credential, `deal.created`), so no money moves. It runs as steps of the
 * caller's workflow (named `open-deal:*`), under the id the caller chose, so that a resumed acceptance opens
 * the same deal once; a refusal (e.g. `spending_limit_exceeded`) lets the caller's workflow undo its own steps.
 */
export interface DealOpener {
  openIn(
    steps: WorkflowSteps,
    principal: Principal,
    terms: AgreedTerms,
    dealId: string,
  ): Promise<{ id: string; status: string }>;
}
