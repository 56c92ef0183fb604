import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerKindName } from '../../scripts/servers/index.ts';

export type { ServerKindName };

const declarations = new Map<string, readonly ServerKindName[]>();

/**
 * Declares, once at the top level of a test file, that its tests need only these servers and not the composed
 * system: `needs(import.meta.url, ['mongodb'])`. A run whose every file declares starts only the union of the
 * declared servers (test/support/root-hooks.ts); a file that declares nothing needs the whole system.
 */
export function needs(fileUrl: string, servers: readonly ServerKindName[]): void {
  declarations.set(fileURLToPath(fileUrl), servers);
}

/** The declarations made by the test files loaded so far, by absolute path. */
export function declaredNeeds(): ReadonlyMap<string, readonly ServerKindName[]> {
  return declarations;
}

/** What a mocha run starts: the whole system (because of `undeclared`, a file that did not declare), or only `servers`. */
export type RunPlan = { system: true; undeclared: string } | { system: false; servers: ServerKindName[] };

/**
 * The plan for a run of `files` (absolute paths). A test beside the code (outside `testDir`) needs nothing: the
 * layer rules keep it from importing test/, so it cannot reach the harness.
 */
export function planRun(
  files: readonly string[],
  declared: ReadonlyMap<string, readonly ServerKindName[]>,
  testDir: string,
): RunPlan {
  const servers = new Set<ServerKindName>();
  for (const file of files) {
    const needed = declared.get(file) ?? (isInside(file, testDir) ? undefined : []);
    if (!needed) return { system: true, undeclared: file };
    for (const server of needed) servers.add(server);
  }
  return { system: false, servers: [...servers].sort() };
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}
