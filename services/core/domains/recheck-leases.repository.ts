import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';

interface RecheckLeaseDocument {
  _id: string; // `<claim id>@<the re-check's due time>`
  at: Date;
}

/** Which run re-checks a due claim: the first insert for the claim's due time wins, a parallel run's loses. */
export class RecheckLeasesRepository {
  private readonly leases: Collection<RecheckLeaseDocument>;

  constructor(db: Db) {
    this.leases = db.collection<RecheckLeaseDocument>('domain_recheck_leases');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.leases, { at: 1 }, { name: 'at' });
  }

  /** True for the one run that re-checks the claim due at `dueAt`. */
  take(claimId: string, dueAt: Date, at: Date): Promise<boolean> {
    return insertOnce(this.leases, { _id: `${claimId}@${dueAt.toISOString()}`, at });
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    return (await this.leases.deleteMany({ at: { $lt: cutoff } })).deletedCount;
  }
}
