import { createHash } from 'node:crypto';

export type IndexKeys = Record<string, 1 | -1>;

/** What the code declares and what the server lists: the key pattern (in order) and whether it is unique. */
export interface IndexDefinition {
  name: string;
  key: Record<string, unknown>;
  unique?: boolean;
}

/** The steps that bring a collection to a declared index: first create (under that name), then drop. */
export interface IndexPlan {
  create: string | null;
  drop: string[];
}

/** A declared index whose key pattern is unchanged but whose `unique` changed: migrate will not swap it itself. */
export class IndexChangeRefused extends Error {}

/**
 * How a declared index named N is brought about without a window in which it is missing:
 * - the indexes of N are the one named N and those named `N@<hash>` (a changed definition's versioned name);
 * - one of them with the declared key pattern and `unique` is the index: nothing is created, the others are dropped;
 * - none of them: the index is created (as N when no index of N exists, else as `N@<hash of the definition>`), and
 *   only then are the old ones dropped, so queries and, for a unique index, its constraint never go unserved;
 * - an old one with the same key pattern and another `unique`: MongoDB keeps one index per key pattern, so the new one
 *   cannot be built beside it; refused with the manual procedure (docs/operations.md, Migrations).
 * Only the key pattern and `unique` are compared: FerretDB accepts `sparse` but does not keep it, so a change of
 * another option alone needs the manual procedure too. The hash makes concurrent migrations agree on the name.
 */
export function planIndex(collection: string, declared: IndexDefinition, existing: IndexDefinition[]): IndexPlan {
  const own = existing.filter((index) => index.name === declared.name || index.name.startsWith(`${declared.name}@`));
  const current = own.find((index) => sameDefinition(index, declared));
  if (current) return { create: null, drop: names(own.filter((index) => index !== current)) };
  const sameKeys = own.find((index) => sameKeyPattern(index.key, declared.key));
  if (sameKeys) {
    throw new IndexChangeRefused(
      `index ${collection}.${sameKeys.name} changes only its unique option (${Boolean(sameKeys.unique)} -> ` +
        `${Boolean(declared.unique)}): migrate does not swap it while writes run; follow docs/operations.md ` +
        '(Migrations, "An index whose options change")',
    );
  }
  const create = own.length === 0 ? declared.name : `${declared.name}@${definitionHash(declared)}`;
  return { create, drop: names(own) };
}

function sameDefinition(index: IndexDefinition, declared: IndexDefinition): boolean {
  return sameKeyPattern(index.key, declared.key) && Boolean(index.unique) === Boolean(declared.unique);
}

function sameKeyPattern(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(Object.entries(a)) === JSON.stringify(Object.entries(b));
}

function definitionHash(index: IndexDefinition): string {
  const definition = JSON.stringify([Object.entries(index.key), Boolean(index.unique)]);
  return createHash('sha256').update(definition).digest('hex').slice(0, 8);
}

function names(indexes: IndexDefinition[]): string[] {
  return indexes.map((index) => index.name);
}
