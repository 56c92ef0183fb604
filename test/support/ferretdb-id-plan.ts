import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from 'mongodb';

/** The plan of an `_id` lookup served by the index that tools/ferretdb adds to every collection table. */
export const ID_INDEX_PLAN = /^SEARCH (\S+) USING INDEX _ferretdb_id_expr_\1 \(<expr>=\?\)$/;

/**
 * SQLite's plan for the query FerretDB sends for `filter`, as FerretDB's `explain` reports it, one detail per plan
 * node. The query runs first: SQLite explains with the schema the connection last loaded, and only a statement
 * that runs reloads it after another connection added an index.
 */
export async function queryPlan(db: Db, collection: string, filter: Record<string, unknown>): Promise<string[]> {
  await db.collection(collection).findOne(filter);
  const reply = await db.command({ explain: { find: collection, filter } });
  const plan = (reply.queryPlanner as { Plan?: unknown } | undefined)?.Plan;
  if (!Array.isArray(plan)) throw new Error(`FerretDB explained no SQLite plan: ${JSON.stringify(reply)}`);
  return plan.map((node) => String(node).replace(/^id=\d+ parent=\d+ notused=\d+ detail=/, ''));
}

/** The plan of `{ _id: id }` (see queryPlan). */
export function idLookupPlan(db: Db, collection: string, id: string): Promise<string[]> {
  return queryPlan(db, collection, { _id: id });
}

/**
 * The plan of `_id` lookups on the collection once it is the single search by the index, which the wrapper
 * adds within a second or so.
 */
export function waitForIdIndex(db: Db, collection: string, id: string, timeoutMs = 30_000): Promise<string> {
  return waitForPlan(db, collection, { _id: id }, ID_INDEX_PLAN, timeoutMs);
}

/** The plan of `filter` once it is a single node matching `expected`. */
export async function waitForPlan(
  db: Db,
  collection: string,
  filter: Record<string, unknown>,
  expected: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const plan = await queryPlan(db, collection, filter);
    if (plan.length === 1 && expected.test(plan[0] as string)) return plan[0] as string;
    if (Date.now() > deadline)
      throw new Error(`${JSON.stringify(filter)} on ${collection} still plans ${JSON.stringify(plan)}`);
    await delay(100);
  }
}
