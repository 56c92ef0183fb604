import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type Collection,
  type CreateIndexesOptions,
  type Db,
  type Document,
  type OptionalUnlessRequiredId,
} from 'mongodb';
import { attachCommandObserver, isObservingCommands } from './command-observation.ts';
import { planIndex, type IndexDefinition, type IndexKeys } from './mongo-index-plan.ts';

export interface MongoConnection {
  client: MongoClient;
  db: Db;
}

export async function connectMongo(url: string, database: string): Promise<MongoConnection> {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 10_000,
    appName: 'marketplace-api',
    monitorCommands: isObservingCommands(),
  });
  attachCommandObserver(client);
  await client.connect();
  return { client, db: client.db(database) };
}

/** True when an insert lost the race for a unique index: the portable compare-and-swap of this codebase. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

/** True when the command named a collection that does not exist (yet), as `$collStats` answers for one. */
export function isNamespaceNotFound(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 26;
}

/**
 * The condition "one of `values`": `$in`, or a single value as an equality — the same plan on MongoDB, and the only
 * form FerretDB serves from an index, so a batch read costs no more than a single look-up when it holds one value.
 */
export function oneOf<T>(values: readonly T[]): T | { $in: T[] } {
  return values.length === 1 ? values[0]! : { $in: [...values] };
}

/** Inserts the document unless one with the same unique key exists; true when this insert won. */
export async function insertOnce<T extends Document>(
  collection: Collection<T>,
  document: OptionalUnlessRequiredId<T>,
): Promise<boolean> {
  try {
    await collection.insertOne(document);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/**
 * insertOnce for many documents in one round trip: unordered, so a document whose key exists already is skipped and
 * the rest are inserted; the number this call inserted.
 */
export async function insertManyOnce<T extends Document>(
  collection: Collection<T>,
  documents: OptionalUnlessRequiredId<T>[],
): Promise<number> {
  return (await insertManyOnceSorted(collection, documents)).inserted.length;
}

/** insertManyOnce that answers which documents this call inserted and which existed already (repeated). */
export async function insertManyOnceSorted<T extends Document, D extends OptionalUnlessRequiredId<T>>(
  collection: Collection<T>,
  documents: D[],
): Promise<{ inserted: D[]; repeated: D[] }> {
  if (documents.length === 0) return { inserted: [], repeated: [] };
  try {
    await collection.insertMany(documents, { ordered: false });
    return { inserted: documents, repeated: [] };
  } catch (error) {
    const repeats = error instanceof MongoBulkWriteError ? [error.writeErrors].flat() : [];
    if (repeats.length === 0 || repeats.some((repeat) => repeat.code !== 11000)) throw error;
    const repeatedAt = new Set(repeats.map((repeat) => repeat.index));
    return {
      inserted: documents.filter((_, index) => !repeatedAt.has(index)),
      repeated: documents.filter((_, index) => repeatedAt.has(index)),
    };
  }
}

/**
 * Brings the collection to a declared index by the rule of planIndex (shared/mongo-index-plan.ts): a changed
 * definition is built under a versioned name before the old index is dropped. Run by the migration
 * (services/indexes.ts), through a view that records or only plans what it does (shared/migration-view.ts).
 */
export async function ensureIndex<T extends Document>(
  collection: Collection<T>,
  keys: IndexKeys,
  options: Omit<CreateIndexesOptions, 'name'> & { name: string },
): Promise<void> {
  const declared = { name: options.name, key: keys, unique: options.unique ?? false };
  const plan = planIndex(collection.collectionName, declared, await listIndexes(collection));
  if (plan.create) await collection.createIndex(keys, { ...options, name: plan.create });
  for (const name of plan.drop) await collection.dropIndex(name).catch(unlessDroppedMeanwhile);
}

/** A migration running at the same time dropped it first. */
function unlessDroppedMeanwhile(error: unknown): void {
  if (!(error instanceof MongoServerError && error.code === INDEX_NOT_FOUND)) throw error;
}

/** The collection's indexes; none when the collection does not exist yet. */
export async function listIndexes<T extends Document>(collection: Collection<T>): Promise<IndexDefinition[]> {
  try {
    return (await collection.listIndexes().toArray()) as IndexDefinition[];
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;
