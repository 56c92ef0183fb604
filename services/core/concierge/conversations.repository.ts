import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ConversationDocument } from './types.ts';

export class ConciergeConversationsRepository {
  private readonly conversations: Collection<ConversationDocument>;

  constructor(db: Db) {
    this.conversations = db.collection<ConversationDocument>('concierge_conversations');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.conversations, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
  }

  /** Inserts the conversation unless a repeated step inserted it before; the id is derived from the step's key. */
  async insertConversationOnce(conversation: ConversationDocument): Promise<void> {
    await insertOnce(this.conversations, conversation);
  }

  /** The conversation when it belongs to the account; null for another account's, so its existence does not leak. */
  findOwned(accountId: string, id: string): Promise<ConversationDocument | null> {
    return this.conversations.findOne({ _id: id, accountId });
  }

  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<ConversationDocument[]> {
    return this.conversations
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** Undoes a conversation opened by a turn that was refused for good; it has no turns then. */
  async deleteConversation(id: string): Promise<void> {
    await this.conversations.deleteOne({ _id: id });
  }
}
