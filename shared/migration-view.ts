import type { Collection, Db, Document, Filter, IndexSpecification, UpdateFilter } from 'mongodb';
import { listIndexes } from './mongo.ts';

/**
 * `apply` performs a migration's writes and records those that changed something; `plan` performs none and records
 * those it would make (reads reach the server in both), so the boot check is the migration's own dry run.
 */
export type MigrationMode = 'apply' | 'plan';

export interface MigrationView {
  /** The database as the migration's steps (the repositories' ensureIndexes) see it. */
  db: Db;
  /** What the steps changed (apply) or would change (plan), one line each, in order. */
  changes(): string[];
}

/** The writes a migration step may make; any other write through the view throws, so none goes unrecorded. */
type Step = (collection: Collection, record: (change: string) => void, args: unknown[]) => Promise<unknown>;

/** An update of a data step: recorded when it changed a document. */
function appliedUpdate(method: 'updateOne' | 'updateMany'): Step {
  return async (collection, record, [filter, update]) => {
    const result = await collection[method](filter as Filter<Document>, update as UpdateFilter<Document>);
    if (result.modifiedCount > 0) record(`updated documents of ${collection.collectionName}`);
    return result;
  };
}

/** An update a data step would make (a step runs only when it has something to change). */
const plannedUpdate: Step = async (collection, record) => {
  record(`update documents of ${collection.collectionName}`);
  return { acknowledged: true, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
};

const APPLIED: Record<string, Step> = {
  async createIndex(collection, record, [keys, options]) {
    const name = await collection.createIndex(keys as IndexSpecification, options as { name: string });
    record(`created index ${collection.collectionName}.${name}`);
    return name;
  },
  async dropIndex(collection, record, [name]) {
    await collection.dropIndex(name as string);
    record(`dropped index ${collection.collectionName}.${String(name)}`);
  },
  updateOne: appliedUpdate('updateOne'),
  updateMany: appliedUpdate('updateMany'),
  async deleteMany(collection, record, [filter]) {
    const result = await collection.deleteMany(filter as Filter<Document>);
    if (result.deletedCount > 0) record(`deleted documents of ${collection.collectionName}`);
    return result;
  },
};

const PLANNED: Record<string, Step> = {
  async createIndex(collection, record, [, options]) {
    const { name } = options as { name: string };
    record(`create index ${collection.collectionName}.${name}`);
    return name;
  },
  async dropIndex(collection, record, [name]) {
    const indexes = await listIndexes(collection);
    if (indexes.some((index) => index.name === name)) record(`drop index ${collection.collectionName}.${String(name)}`);
  },
  updateOne: plannedUpdate,
  updateMany: plannedUpdate,
  async deleteMany(collection, record, [filter]) {
    const deletedCount = await collection.countDocuments(filter as Filter<Document>);
    if (deletedCount > 0) record(`delete documents of ${collection.collectionName}`);
    return { acknowledged: true, deletedCount };
  },
};

const WRITES = new Set([
  'insertOne',
  'insertMany',
  'replaceOne',
  'deleteOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
  'createIndexes',
  'dropIndexes',
  'drop',
  'rename',
]);

/** A view of `db` for the migration's steps: their writes are applied or planned and recorded (repeats once). */
export function migrationView(db: Db, mode: MigrationMode): MigrationView {
  const changes = new Set<string>();
  const record = (change: string) => changes.add(change);
  const steps = mode === 'apply' ? APPLIED : PLANNED;
  const view = (collection: Collection): Collection =>
    new Proxy(collection, {
      get(target, property) {
        const step = typeof property === 'string' ? steps[property] : undefined;
        if (step) return (...args: unknown[]) => step(target, record, args);
        if (typeof property === 'string' && WRITES.has(property)) {
          throw new Error(
            `a migration step may not ${property} (${target.collectionName}): add it to migration-view.ts`,
          );
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const viewedDb = new Proxy(db, {
    get(target, property) {
      if (property === 'collection') return (name: string) => view(target.collection(name));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: viewedDb, changes: () => [...changes] };
}
