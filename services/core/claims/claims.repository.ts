import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ClaimDocument, ClaimFacts, ClaimRole, ClaimStatus, SingleFactName } from './types.ts';

interface FactDocument {
  _id: string; // `<claimId>#<name>` or `<claimId>#invitation#<n>`
  claimId: string;
  /** One member of ClaimFacts, as named by the _id. */
  value: object;
}

export interface ClaimFilters {
  accountId: string;
  role?: ClaimRole;
  status?: string;
  mandateId?: string;
}

/** Claims and their facts. Every invariant is an insert: the buyer key (unique index) and each fact's _id. */
export class ClaimsRepository {
  private readonly claims: Collection<ClaimDocument>;
  private readonly facts: Collection<FactDocument>;

  constructor(db: Db) {
    this.claims = db.collection<ClaimDocument>('claims');
    this.facts = db.collection<FactDocument>('claim_facts');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.claims, { buyerKey: 1 }, { unique: true, name: 'buyer_key_unique' });
    await ensureIndex(this.claims, { agentId: 1, createdAt: -1, _id: -1 }, { name: 'agent_created' });
    await ensureIndex(this.claims, { providerId: 1, createdAt: -1, _id: -1 }, { name: 'provider_created' });
  }

  /** Inserts the claim unless its buyer key is taken; the unique index decides between concurrent registrations. */
  async insertClaimOnce(claim: ClaimDocument): Promise<boolean> {
    return insertOnce(this.claims, claim);
  }

  findById(id: string): Promise<ClaimDocument | null> {
    return this.claims.findOne({ _id: id });
  }

  /** Up to `limit` claims where the account has the role (either role when none is given), newest first. */
  listPage(filters: ClaimFilters, after: CursorPosition | null, limit: number): Promise<ClaimDocument[]> {
    const roles: Filter<ClaimDocument>[] = [];
    if (filters.role !== 'provider') roles.push({ agentId: filters.accountId });
    if (filters.role !== 'agent') roles.push({ providerId: filters.accountId });
    const conditions: Filter<ClaimDocument>[] = [roles.length === 1 ? roles[0]! : { $or: roles }];
    if (after) conditions.push(afterCursor(after) as Filter<ClaimDocument>);
    if (filters.status) conditions.push({ status: filters.status as ClaimStatus });
    if (filters.mandateId) conditions.push({ mandateId: filters.mandateId });
    return this.claims.find({ $and: conditions }).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }

  async projectStatus(id: string, status: ClaimStatus): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { status } });
  }

  /** True when this caller recorded the fact; false when it was already recorded. */
  recordFact<K extends SingleFactName>(claimId: string, name: K, value: NonNullable<ClaimFacts[K]>): Promise<boolean> {
    return insertOnce(this.facts, { _id: `${claimId}#${name}`, claimId, value });
  }

  /** Claims invitation number `value.sequence`; false when another invitation took that number first. */
  recordInvitation(claimId: string, value: NonNullable<ClaimFacts['invitation']>): Promise<boolean> {
    return insertOnce(this.facts, { _id: `${claimId}#invitation#${value.sequence}`, claimId, value });
  }

  /** Every fact of the claim in one round trip: the `_id` range of its prefix `<claimId>#`. */
  async factsOf(claimId: string): Promise<ClaimFacts> {
    const [facts] = await this.factsOfEach([claimId]);
    return facts!;
  }

  /** `factsOf` each claim, in their order, in one round trip whatever their number: one `_id` range per claim. */
  async factsOfEach(claimIds: string[]): Promise<ClaimFacts[]> {
    if (claimIds.length === 0) return [];
    const ranges = claimIds.map((claimId) => ({ _id: { $gt: `${claimId}#`, $lt: `${claimId}#\uffff` } }));
    const found = await this.facts.find(ranges.length === 1 ? ranges[0]! : { $or: ranges }).toArray();
    return claimIds.map((claimId) =>
      claimFacts(
        claimId,
        found.filter((fact) => fact._id.startsWith(`${claimId}#`)),
      ),
    );
  }
}

/** The facts of one claim from its fact documents; the latest invitation is the one of the highest number. */
function claimFacts(claimId: string, found: FactDocument[]): ClaimFacts {
  const byName = new Map(found.map((fact) => [fact._id.slice(claimId.length + 1), fact.value]));
  const invitations = found
    .filter((fact) => fact._id.startsWith(`${claimId}#invitation#`))
    .map((fact) => fact.value as NonNullable<ClaimFacts['invitation']>);
  const invitation = invitations.reduce<ClaimFacts['invitation']>(
    (latest, each) => (latest && latest.sequence > each.sequence ? latest : each),
    null,
  );
  const fact = (name: SingleFactName) => byName.get(name) ?? null;
  return {
    decision: fact('decision'),
    response: fact('response'),
    sale: fact('sale'),
    saleReview: fact('saleReview'),
    rewardRequest: fact('rewardRequest'),
    rewardOutcome: fact('rewardOutcome'),
    invitation,
  } as ClaimFacts;
}
