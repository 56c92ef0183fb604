import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { StatementDocument } from './types.ts';

/** Statements of reasons as issued: inserted once, never updated or deleted. */
export class StatementsRepository {
  private readonly statements: Collection<StatementDocument>;

  constructor(db: Db) {
    this.statements = db.collection<StatementDocument>('statements_of_reasons');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.statements, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    await ensureIndex(this.statements, { createdAt: 1, _id: 1 }, { name: 'created' });
  }

  /** Inserts the statement unless a repeated workflow step inserted it already (its id is derived from the workflow). */
  async insertOnce(statement: StatementDocument): Promise<void> {
    await insertOnce(this.statements, statement);
  }

  findById(id: string): Promise<StatementDocument | null> {
    return this.statements.findOne({ _id: id });
  }

  /** The statements of `ids` that exist, in one round trip, in no particular order; one id is asked as an equality. */
  async findByIds(ids: readonly string[]): Promise<StatementDocument[]> {
    if (ids.length === 0) return [];
    return this.statements.find({ _id: oneOf(ids) }).toArray();
  }

  /** Up to `limit` statements issued to the account, newest first, strictly after `after`. */
  pageForAccount(accountId: string, after: CursorPosition | null, limit: number): Promise<StatementDocument[]> {
    return this.statements
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** Up to `limit` statements issued in [from, to), oldest first. */
  issuedBetween(from: Date | undefined, to: Date | undefined, limit: number): Promise<StatementDocument[]> {
    const createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
    const filter = from || to ? { createdAt } : {};
    return this.statements.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray();
  }
}
