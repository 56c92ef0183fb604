import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from wherever this code runs: the source tree, or a bundle under dist/. */
function findPackageRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** The absolute path of a file the package ships (schemas, templates, the console build), given from the package root. */
export function packageFile(relativePath: string): string {
  return join(packageRoot, relativePath);
}
