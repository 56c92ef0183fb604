import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const config = resolve('.dependency-cruiser.cjs');
const depcruise = resolve('node_modules/.bin/depcruise');

/** Runs the repo's dependency rules on a scratch tree of the given files; the names of the rules it breaks, sorted. */
export async function violatedRules(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  try {
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "allowImportingTsExtensions": true } }');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
    const run = await promisify(execFile)(depcruise, ['--config', config, '--output-type', 'json', ...folders], {
      cwd: root,
    }).catch((failure: { stdout: string }) => failure);
    const summary = JSON.parse(run.stdout).summary as { violations: { rule: { name: string } }[] };
    return summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
