import type { Collection, Db } from 'mongodb';

/**
 * The fields of the deals domain's documents that reviews rely on. Contract for the `deals` collection: a deal
 * has `buyerId` and `sellerId` (account ids; the seller is the provider of the listing) and a `status` that
 * is `'released'` once the buyer confirmed release and the payout went out, which is what the spec calls a
 * completed deal. The deals domain owns the collection and its indexes (`{buyerId, sellerId, status}` serves
 * this read); until it exists, the read finds nothing and no review is verified.
 */
interface DealParties {
  buyerId: string;
  sellerId: string;
  status: string;
}

/** Read-only view of completed deals, for the verified badge of reviews. */
export class ReleasedDealsRepository {
  private readonly deals: Collection<DealParties>;

  constructor(db: Db) {
    this.deals = db.collection<DealParties>('deals');
  }

  /** True when the buyer has at least one released deal with the seller. */
  async hasReleasedDeal(buyerId: string, sellerId: string): Promise<boolean> {
    return (await this.deals.findOne({ buyerId, sellerId, status: 'released' }, { projection: { _id: 1 } })) !== null;
  }
}
