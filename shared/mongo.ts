import { MongoClient, MongoServerError, type Db } from 'mongodb';

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
