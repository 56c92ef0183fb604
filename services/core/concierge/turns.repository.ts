import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { TurnDocument } from './types.ts';

export class ConciergeTurnsRepository {
  private readonly turns: Collection<TurnDocument>;

  constructor(db: Db) {
    this.turns = db.collection<TurnDocument>('concierge_turns');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.turns, { conversationId: 1, askedAt: 1, _id: 1 }, { name: 'conversation_asked' });
  }

  /** Records the answered turn once: its id is derived from the turn's key, so a repeated step finds the first. */
  async insertTurnOnce(turn: TurnDocument): Promise<void> {
    await insertOnce(this.turns, turn);
  }

  findById(id: string): Promise<TurnDocument | null> {
    return this.turns.findOne({ _id: id });
  }

  /** Every turn of the conversation, oldest first. */
  listOf(conversationId: string): Promise<TurnDocument[]> {
    return this.turns.find({ conversationId }).sort({ askedAt: 1, _id: 1 }).toArray();
  }
}
