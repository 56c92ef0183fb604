import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../shared/pagination/page.ts';
import type { ReportDocument, ReportStatus } from './types.ts';

/** DSA Art. 16 notices about listings and reviews. */
export class ReportsRepository {
  private readonly reports: Collection<ReportDocument>;

  constructor(db: Db) {
    this.reports = db.collection<ReportDocument>('listing_notices');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.reports, { status: 1, createdAt: 1, _id: 1 }, { name: 'status_created' });
    await ensureIndex(
      this.reports,
      { listingId: 1, status: 1, createdAt: 1, _id: 1 },
      { name: 'listing_status_created' },
    );
    await ensureIndex(
      this.reports,
      { subjectId: 1, status: 1, createdAt: 1, _id: 1 },
      { name: 'subject_status_created' },
    );
  }

  /** Inserts the notice unless it is there already (a repeated workflow step); its id is derived from the workflow. */
  async insertOnce(report: ReportDocument): Promise<void> {
    await insertOnce(this.reports, report);
  }

  findById(id: string): Promise<ReportDocument | null> {
    return this.reports.findOne({ _id: id });
  }

  /** The notices of `ids` that exist, in one round trip, in no particular order; one id is asked as an equality. */
  async findByIds(ids: readonly string[]): Promise<ReportDocument[]> {
    if (ids.length === 0) return [];
    return this.reports.find({ _id: oneOf(ids) }).toArray();
  }

  /** The open notices about one listing or review, oldest first. */
  async openAbout(subjectId: string): Promise<ReportDocument[]> {
    return (await this.openAboutEach([subjectId])).get(subjectId) ?? [];
  }

  /** `openAbout` each listing or review, by its id, in one round trip whatever their number. */
  async openAboutEach(subjectIds: readonly string[]): Promise<Map<string, ReportDocument[]>> {
    if (subjectIds.length === 0) return new Map();
    const subjectId = oneOf(subjectIds);
    const reports = await this.reports.find({ subjectId, status: 'open' }).sort({ createdAt: 1, _id: 1 }).toArray();
    return new Map(subjectIds.map((id) => [id, reports.filter((report) => report.subjectId === id)]));
  }

  /** Up to `limit` notices in the status, oldest first, strictly after `after`; of one listing (and its reviews) when given. */
  page(
    status: ReportStatus,
    listingId: string | undefined,
    after: CursorPosition | null,
    limit: number,
  ): Promise<ReportDocument[]> {
    const filter: Filter<ReportDocument> = {
      ...(listingId ? { listingId } : {}),
      status,
      ...afterCursorAscending(after),
    };
    return this.reports.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray();
  }

  /** Records the decision on one notice; repeating it writes the same. */
  async decide(
    id: string,
    status: Exclude<ReportStatus, 'open'>,
    decision: NonNullable<ReportDocument['decision']>,
  ): Promise<void> {
    await this.reports.updateOne({ _id: id }, { $set: { status, decision } });
  }
}
