import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertManyOnceSorted, insertOnce, isDuplicateKeyError } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { AttemptClaimDocument, AttemptLog, DeliveryDocument, DeliveryStatus } from './types.ts';

export type AttemptClaim = 'claimed' | 'finished' | 'running';

export class WebhookDeliveriesRepository {
  private readonly deliveries: Collection<DeliveryDocument>;
  private readonly claims: Collection<AttemptClaimDocument>;

  constructor(db: Db) {
    this.deliveries = db.collection<DeliveryDocument>('webhook_deliveries');
    this.claims = db.collection<AttemptClaimDocument>('webhook_attempt_claims');
  }

  /** Attempt claims are read by `_id`; `finishedAt` serves the purge of finished ones; `status` the metrics' counts. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.deliveries, { subscriptionId: 1, createdAt: -1, _id: -1 }, { name: 'subscription_created' });
    await ensureIndex(this.deliveries, { status: 1 }, { name: 'status' });
    await ensureIndex(this.claims, { finishedAt: 1 }, { name: 'finished_at' });
  }

  /** Inserts the delivery unless it exists already (a repeated fan-out of the same event); true when new. */
  async insertDeliveryOnce(delivery: DeliveryDocument): Promise<boolean> {
    return insertOnce(this.deliveries, delivery);
  }

  /** Inserts the deliveries in one round trip, skipping those that exist (written already by an earlier run). */
  insertManyOnce(
    deliveries: DeliveryDocument[],
  ): Promise<{ inserted: DeliveryDocument[]; repeated: DeliveryDocument[] }> {
    return insertManyOnceSorted(this.deliveries, deliveries);
  }

  findByIds(ids: string[]): Promise<DeliveryDocument[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.deliveries.find({ _id: { $in: ids } }).toArray();
  }

  findById(id: string): Promise<DeliveryDocument | null> {
    return this.deliveries.findOne({ _id: id });
  }

  listPage(subscriptionId: string, after: CursorPosition | null, limit: number): Promise<DeliveryDocument[]> {
    return this.deliveries
      .find({ subscriptionId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /**
   * Claims an attempt by inserting `<deliveryId>#<attempt>`: a duplicated job finds it taken. A claim whose
   * attempt never finished and is older than `staleBefore` belongs to a worker that died mid-attempt; it is
   * taken over, so such an attempt is sent again rather than lost (at-least-once).
   */
  async claimAttempt(deliveryId: string, attempt: number, now: Date, staleBefore: Date): Promise<AttemptClaim> {
    const _id = `${deliveryId}#${attempt}`;
    try {
      await this.claims.insertOne({ _id, deliveryId, claimedAt: now, finishedAt: null });
      return 'claimed';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const taken = await this.claims.updateOne(
      { _id, finishedAt: null, claimedAt: { $lt: staleBefore } },
      { $set: { claimedAt: now } },
    );
    if (taken.modifiedCount === 1) return 'claimed';
    return (await this.claims.findOne({ _id }))?.finishedAt ? 'finished' : 'running';
  }

  /** Deliveries in `status`, counted up to `cap` (failed ones are kept, so their number only grows). */
  countByStatus(status: DeliveryStatus, cap: number): Promise<number> {
    return this.deliveries.countDocuments({ status }, { limit: cap });
  }

  /** Logs a finished attempt on the delivery and closes its claim. */
  async recordAttempt(deliveryId: string, log: AttemptLog, status: DeliveryStatus, now: Date): Promise<void> {
    await this.deliveries.updateOne({ _id: deliveryId }, { $set: { status }, $push: { attempts: log } });
    await this.claims.updateOne({ _id: `${deliveryId}#${log.attempt}` }, { $set: { finishedAt: now } });
  }

  /** Deletes the claims of attempts that finished before `cutoff`; answers how many. */
  async purgeFinishedClaimsBefore(cutoff: Date): Promise<number> {
    return (await this.claims.deleteMany({ finishedAt: { $lt: cutoff } })).deletedCount;
  }

  /** Drops the deliveries of a deleted subscription; their scheduled attempts then find nothing to send. */
  async deleteOfSubscription(subscriptionId: string): Promise<void> {
    await this.deliveries.deleteMany({ subscriptionId });
  }
}
