import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { AgentDocument } from './types.ts';

export class AgentsRepository {
  private readonly agents: Collection<AgentDocument>;

  constructor(db: Db) {
    this.agents = db.collection<AgentDocument>('agents');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.agents, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
  }

  async insert(agent: AgentDocument): Promise<void> {
    await this.agents.insertOne(agent);
  }

  findById(id: string): Promise<AgentDocument | null> {
    return this.agents.findOne({ _id: id });
  }

  /** The agent when it belongs to the account; null for another account's, so its existence does not leak. */
  findOwned(accountId: string, id: string): Promise<AgentDocument | null> {
    return this.agents.findOne({ _id: id, accountId });
  }

  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<AgentDocument[]> {
    return this.agents
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  async update(accountId: string, id: string, change: Partial<AgentDocument>): Promise<AgentDocument | null> {
    const result = await this.agents.updateOne({ _id: id, accountId }, { $set: change });
    return result.matchedCount === 1 ? this.findOwned(accountId, id) : null;
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return (await this.agents.deleteOne({ _id: id, accountId })).deletedCount === 1;
  }
}
