import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { MandateDocument } from './types.ts';

interface MandateRevision {
  /** `<mandate id>#<version>`: the unique _id lets exactly one writer claim each version. */
  _id: string;
  mandateId: string;
  actorId: string;
  snapshot: MandateDocument;
  createdAt: Date;
}

export interface MandateFilters {
  territory?: CountryCode;
  providerId?: string;
}

/**
 * Mandates and their append-only revisions. A change claims the next version by inserting its revision; the
 * mandate document is a projection of the latest revision that reads settle by _id probes (FerretDB updates
 * are read-then-write, so two projections can land out of order).
 */
export class MandatesRepository {
  private readonly mandates: Collection<MandateDocument>;
  private readonly revisions: Collection<MandateRevision>;

  constructor(db: Db) {
    this.mandates = db.collection<MandateDocument>('mandates');
    this.revisions = db.collection<MandateRevision>('mandate_revisions');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(
      this.mandates,
      { status: 1, territory: 1, createdAt: -1, _id: -1 },
      { name: 'status_territory_created' },
    );
    await ensureIndex(this.mandates, { providerId: 1, createdAt: -1, _id: -1 }, { name: 'provider_created' });
  }

  async insertMandate(mandate: MandateDocument): Promise<void> {
    await this.claimVersion(mandate, mandate.providerId);
    await this.mandates.insertOne(mandate);
  }

  /** True when this writer now owns `snapshot.version`; false when another change took that version first. */
  async claimVersion(snapshot: MandateDocument, actorId: string): Promise<boolean> {
    return insertOnce(this.revisions, {
      _id: `${snapshot._id}#${snapshot.version}`,
      mandateId: snapshot._id,
      actorId,
      snapshot,
      createdAt: snapshot.updatedAt,
    });
  }

  /** Writes a claimed revision to the projection unless a later one is already there. */
  async project(snapshot: MandateDocument): Promise<void> {
    await this.mandates.replaceOne({ _id: snapshot._id, version: { $lt: snapshot.version } }, snapshot);
  }

  /** The current mandate: its projection, brought up to the latest revision. */
  async findById(id: string): Promise<MandateDocument | null> {
    const projected = await this.mandates.findOne({ _id: id });
    if (!projected) return null;
    let latest = projected;
    for (let version = projected.version + 1; ; version += 1) {
      const revision = await this.revisions.findOne({ _id: `${id}#${version}` });
      if (!revision) return latest;
      latest = revision.snapshot;
    }
  }

  /** Up to `limit` active mandates matching the filters, newest first, strictly after `after`. */
  listActivePage(filters: MandateFilters, after: CursorPosition | null, limit: number): Promise<MandateDocument[]> {
    const query: Filter<MandateDocument> = { status: 'active', ...afterCursor(after) };
    if (filters.territory) query.territory = filters.territory;
    if (filters.providerId) query.providerId = filters.providerId;
    return this.mandates.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
