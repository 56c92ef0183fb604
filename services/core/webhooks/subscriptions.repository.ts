import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { SubscriptionDocument } from './types.ts';

export class WebhookSubscriptionsRepository {
  private readonly subscriptions: Collection<SubscriptionDocument>;

  constructor(db: Db) {
    this.subscriptions = db.collection<SubscriptionDocument>('webhook_subscriptions');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.subscriptions, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
  }

  async insertSubscription(subscription: SubscriptionDocument): Promise<void> {
    await this.subscriptions.insertOne(subscription);
  }

  /** The subscription when it belongs to the account; null for another account's, so its existence does not leak. */
  findOwned(accountId: string, id: string): Promise<SubscriptionDocument | null> {
    return this.subscriptions.findOne({ _id: id, accountId });
  }

  findById(id: string): Promise<SubscriptionDocument | null> {
    return this.subscriptions.findOne({ _id: id });
  }

  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<SubscriptionDocument[]> {
    return this.subscriptions
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** The enabled subscriptions of these accounts, whatever their events: what a batch of events may be delivered to. */
  enabledOf(accountIds: readonly string[]): Promise<SubscriptionDocument[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return this.subscriptions.find({ accountId: { $in: [...accountIds] }, enabled: true }).toArray();
  }

  /** Applies the change to the account's subscription and answers the result, or null when it has none such. */
  async update(
    accountId: string,
    id: string,
    change: Partial<SubscriptionDocument>,
  ): Promise<SubscriptionDocument | null> {
    const result = await this.subscriptions.updateOne({ _id: id, accountId }, { $set: change });
    return result.matchedCount === 1 ? this.findOwned(accountId, id) : null;
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return (await this.subscriptions.deleteOne({ _id: id, accountId })).deletedCount === 1;
  }
}
