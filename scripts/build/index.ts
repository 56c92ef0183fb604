import { build } from 'esbuild';
import { packageFile } from '../../shared/package-files.ts';

/** The roles docker-compose runs (long-running, each with a healthcheck), each bundled into `<outdir>/<role>.mjs`. */
export const SERVICE_ENTRIES = {
  gateway: 'services/gateway/main.ts',
  core: 'services/core/main.ts',
  catalog: 'services/catalog/main.ts',
  indexer: 'indexer/main.ts',
  worker: 'services/worker/main.ts',
} as const;

export type ServiceRole = keyof typeof SERVICE_ENTRIES;

/** The one-shot processes docker-compose runs before the roles: the migration (scripts/migrate.ts). */
export const TASK_ENTRIES = { migrate: 'scripts/migrate.ts' } as const;

export type DeployedProcess = ServiceRole | keyof typeof TASK_ENTRIES;

/**
 * Node's flags per deployed process. The gateway's heap grows by at most 10 % over what a full collection left and
 * its young generation is smaller: V8 otherwise sizes the heap for speed and lets promoted garbage (the search
 * pages it forwards) pile up. Measured under the search mix: resident memory at most 135 MiB, 177-239 MiB without;
 * the health path answers about 13 % fewer requests per second (`npm run bench:gateway` shows both). Neither flag caps
 * the heap, so a burst of large pages cannot run it out of memory.
 */
export const SERVICE_NODE_FLAGS: Record<DeployedProcess, readonly string[]> = {
  gateway: ['--heap-growing-percent=10', '--max-semi-space-size=4'],
  core: [],
  catalog: [],
  indexer: [],
  worker: [],
  migrate: [],
};

/** How the image runs a role (or the migration): docker-compose's `command` and the Dockerfile's CMD. */
export function deployedCommand(name: DeployedProcess): string[] {
  return ['node', ...SERVICE_NODE_FLAGS[name], `dist/${name}.mjs`];
}

export const BUNDLES_DIR = packageFile('dist');

/**
 * Bundles our TypeScript of each process into one plain ES module, the dependencies left as imports of
 * node_modules: the deployed processes run on node alone, without tsx's loader thread and its transpiling
 * (about 37 MiB less resident memory for the gateway, measured beside `node --import tsx`). Files the code reads
 * at run time (schemas, templates, the console build) are found from the package root (shared/package-files.ts).
 */
export function buildServiceBundles(outdir: string = BUNDLES_DIR): Promise<Record<DeployedProcess, string>> {
  return buildBundles({ ...SERVICE_ENTRIES, ...TASK_ENTRIES }, outdir);
}

/** Bundles each entry (a path from the package root) into `<outdir>/<name>.mjs`; answers the bundles' paths by name. */
export async function buildBundles<Name extends string>(
  entries: Record<Name, string>,
  outdir: string = BUNDLES_DIR,
): Promise<Record<Name, string>> {
  await build({
    entryPoints: Object.entries<string>(entries).map(([name, entry]) => ({ in: packageFile(entry), out: name })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return Object.fromEntries(Object.keys(entries).map((name) => [name, `${outdir}/${name}.mjs`])) as Record<
    Name,
    string
  >;
}
