import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CacheLayout } from './cache-dir.ts';
import { exists, provisionOnce } from './cached-artifact.ts';
import { patchedDependencyModfile, replacedDependencyModfile } from './go-dependency-patch.ts';
import { commandRequirement, type Requirement } from './prerequisites.ts';
import { runTracked } from './processes.ts';
import type { Log } from './types.ts';

export interface GoBinary {
  label: string;
  /** Folder under tools/ holding the go.mod that pins the server. */
  moduleDir: string;
  /** What `go build` builds, relative to the module: "." or an import path. */
  packagePath: string;
  /** Where the built binary is cached. */
  binaryPath: string;
  /** Linker flags, e.g. `-X` of the version the binary reports. */
  ldflags?: string;
  /** A dependency built from a copy that `prepare` completes (e.g. with assets its module zip does not carry). */
  preparedDependency?: { module: string; prepare(copy: string, log: Log): Promise<void> };
}

export function toolModuleDir(name: string): string {
  return fileURLToPath(new URL(`../../tools/${name}/`, import.meta.url));
}

/** The version that the tool module's go.mod requires for `modulePath`. */
export async function requiredVersion(moduleDir: string, modulePath: string): Promise<string> {
  const goMod = await readFile(path.join(moduleDir, 'go.mod'), 'utf8');
  const escaped = modulePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^\\s*(?:require\\s+)?${escaped}\\s+(v\\S+)`, 'm').exec(goMod);
  if (!match?.[1]) throw new Error(`${moduleDir}go.mod does not require ${modulePath}`);
  return match[1];
}

/** A hash of every file of the tool module (go.mod, go.sum, its Go source): a binary named by it is rebuilt on any change. */
export async function toolSourceHash(moduleDir: string): Promise<string> {
  const entries = await readdir(moduleDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(moduleDir, path.join(entry.parentPath, entry.name)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(moduleDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** Go, and whatever else the build needs (`also`), unless the binary is cached already. */
export async function goBuildRequirements(binary: GoBinary, ...also: Requirement[]): Promise<Requirement[]> {
  return (await exists(binary.binaryPath)) ? [] : [commandRequirement('go', `to build ${binary.label}`), ...also];
}

/**
 * The cached binary, built with `go build` from the tool module on first use, with the changes its `_patch` folder
 * makes to a dependency, or the binary's prepared dependency (see go-dependency-patch.ts).
 */
export function buildGoBinary(cache: CacheLayout, log: Log, binary: GoBinary): Promise<string> {
  return provisionOnce({
    finalPath: binary.binaryPath,
    locksDir: cache.locks,
    label: binary.label,
    log,
    create: async (tempPath) => {
      const workDir = `${tempPath}.work`;
      await mkdir(workDir, { recursive: true });
      try {
        const prepared = binary.preparedDependency;
        const modfile = prepared
          ? await replacedDependencyModfile(binary.moduleDir, prepared.module, workDir, (copy) =>
              prepared.prepare(copy, log),
            )
          : await patchedDependencyModfile(binary.moduleDir, workDir);
        await runTracked({
          command: 'go',
          args: [
            'build',
            '-trimpath',
            '-buildvcs=false',
            ...(modfile ? [`-modfile=${modfile}`] : []),
            ...(binary.ldflags ? ['-ldflags', binary.ldflags] : []),
            '-o',
            tempPath,
            binary.packagePath,
          ],
          cwd: binary.moduleDir,
          log,
        });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  });
}
