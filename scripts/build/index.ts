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
 * Node's flags per deployed process: none at present. The gateway ran with `--heap-growing-percent=10
 * --max-semi-space-size=4` to keep its heap small (about 120 MiB resident under load instead of 160-250), but on
 * GET /v1/health they cost 11 times the full collections and 3.6 times the scavenges per request, and nearly half of its
 * throughput (docs/bench-results.md, 2026-11-28, gateway near the express floor); a semi-space of 8 or 32 MiB
 * measured no better than V8's default of 16. The list stays the one place docker-compose, the Dockerfile, the tests
 * and the benches take them from.
 */
export const SERVICE_NODE_FLAGS: Record<DeployedProcess, readonly string[]> = {
  gateway: [],
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
