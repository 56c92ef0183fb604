import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const config = resolve('.dependency-cruiser.cjs');
const depcruise = resolve('node_modules/.bin/depcruise');

/** Runs the repo's dependency rules on a scratch tree laid out like services/core; the rules each violation broke. */
async function violatedRules(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'core-domain-rules-'));
  try {
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "allowImportingTsExtensions": true } }');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = await promisify(execFile)(depcruise, ['--config', config, '--output-type', 'json', 'services'], {
      cwd: root,
    }).catch((failure: { stdout: string }) => failure);
    const summary = JSON.parse(run.stdout).summary as { violations: { rule: { name: string } }[] };
    return summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the core domain rules (.dependency-cruiser.cjs)', function () {
  this.timeout(20_000);

  it('passes domains that use each other one way, through index.ts', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/high/high.ts': "import { low } from '../low/index.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal([]);
  });

  it('fails a domain that imports another domain past its index.ts', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/high/high.ts': "import { low } from '../low/low.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal(['core-domain-through-index']);
  });

  it('fails two domains that use each other, even through their index.ts files', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/low/uses-high.ts': "import { high } from '../high/index.ts';\nexport const back = high;",
        'services/core/high/index.ts': "export { high } from './high.ts';",
        'services/core/high/high.ts': "import { low } from '../low/index.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal(['core-domains-not-circular', 'core-domains-not-circular']);
  });
});
