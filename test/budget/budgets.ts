/**
 * The most MongoDB commands one call of an operation may send before its reply (credential look-up and
 * idempotency record included), by operation id. An operation without an entry is held to the default of its kind.
 */
export const DEFAULT_BUDGET = { read: 3, write: 12 };

export const budgets: Record<string, number> = {};

/**
 * Query shapes (as describeShape prints them) that may read without an index, each with the reason. Everything
 * else the suites send must be served by an index a repository declares.
 */
export const allowedScans: Record<string, string> = {};
