import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../shared/mongo.ts';

/**
 * Which database a listings index was built from. The database gets a random epoch once (the first prepare makes it),
 * and every index a reindex builds carries it in its `_meta`: an index whose epoch is not the database's was built
 * from another database (MongoDB replaced, or restored from a dump made before the epoch existed).
 */
export const INDEX_IDENTITY_COLLECTION = 'listings_index_identity';

interface IdentityDocument {
  _id: 'database';
  epoch: string;
  createdAt: Date;
}

function identities(db: Db): Collection<IdentityDocument> {
  return db.collection<IdentityDocument>(INDEX_IDENTITY_COLLECTION);
}

/** The database's epoch, or null when no prepare has given it one yet. Read by `_id`. */
export async function databaseEpoch(db: Db): Promise<string | null> {
  return (await identities(db).findOne({ _id: 'database' }))?.epoch ?? null;
}

/** The database's epoch, made now when it has none; concurrent callers converge on the one inserted first. */
export async function ensureDatabaseEpoch(db: Db, now: Date): Promise<string> {
  await insertOnce(identities(db), { _id: 'database', epoch: randomUUID(), createdAt: now });
  const epoch = await databaseEpoch(db);
  if (!epoch) throw new Error(`${INDEX_IDENTITY_COLLECTION} lost its document`);
  return epoch;
}
