import type { Principal } from '../../../shared/auth/principal.ts';

/** The terms of a deal that another domain agreed on: an accepted offer to a request or an accepted bid. */
export interface AgreedTerms {
  buyerId: string;
  sellerId: string;
  title: string;
  description: string | null;
  amount: number;
  currency: string;
  listingId: string | null;
  source: { kind: 'bid' | 'answer'; id: string };
}

/**
 * How requests and jobs turn an acceptance into a deal. The deal is created exactly as `createDeal` would
 * (spending policy of the accepting credential, `deal.created`), so no money moves.
 */
export interface DealOpener {
  open(principal: Principal, terms: AgreedTerms): Promise<{ id: string; status: string }>;
}
