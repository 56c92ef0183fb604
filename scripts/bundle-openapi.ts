import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { OPENAPI_PATH, OPENAPI_SOURCE } from '../shared/openapi/document.ts';
import { packageFile } from '../shared/package-files.ts';

const run = promisify(execFile);

/**
 * Bundles the contract's files (schemas/openapi/, paths by tag, one file per component) into the one document the
 * service serves and reads, with `redocly bundle`. Redocly puts the root's extensions after `components`; they are put
 * back where the root file has them, so the served document keeps the order a reader of the root sees.
 */
export async function bundleOpenApi(): Promise<void> {
  await mkdir(dirname(OPENAPI_PATH), { recursive: true });
  const redocly = packageFile('node_modules/.bin/redocly');
  await run(redocly, ['bundle', OPENAPI_SOURCE, '--output', OPENAPI_PATH, '--ext', 'json'], { cwd: packageFile('.') });
  const bundled = JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
  const rootOrder = Object.keys(parse(await readFile(OPENAPI_SOURCE, 'utf8')) as object);
  const ordered = Object.fromEntries(rootOrder.map((key) => [key, bundled[key]]));
  await writeFile(OPENAPI_PATH, JSON.stringify(ordered, null, 2) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleOpenApi();
