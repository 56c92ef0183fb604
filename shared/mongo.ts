import { MongoClient, MongoServerError, type Collection, type Db, type Document, type OptionalUnlessRequiredId } from 'mongodb';

export interface MongoConnection {
  client: MongoClient;
  db: Db;
}

export async function connectMongo(url: string, database: string): Promise<MongoConnection> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000, appName: 'marketplace-api' });
  await client.connect();
  return { client, db: client.db(database) };
}

/** True when an insert lost the race for a unique index: the portable compare-and-swap of this codebase. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

/** Inserts the document unless one with the same unique key exists; true when this insert won. */
export async function insertOnce<T extends Document>(collection: Collection<T>, document: OptionalUnlessRequiredId<T>): Promise<boolean> {
  try {
    await collection.insertOne(document);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
