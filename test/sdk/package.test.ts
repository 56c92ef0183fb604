import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { generatedSources } from '../../sdk/scripts/generate.ts';

const sdk = new URL('../../sdk/', import.meta.url);

describe('SDK package', () => {
  it('holds the sources generated from the current contract (else run `npm run generate:sdk`)', async () => {
    const sources = await generatedSources(new URL('../../schemas/', import.meta.url));
    expect(Object.keys(sources)).to.have.members(['openapi.ts', 'events.ts', 'error-slugs.ts', 'operations.ts']);
    for (const [name, source] of Object.entries(sources)) {
      expect(
        readFileSync(new URL(`src/generated/${name}`, sdk), 'utf8') === source,
        `sdk/src/generated/${name} is stale: run npm run generate:sdk`,
      ).to.equal(true);
    }
  });

  it('has no runtime dependencies, and builds with tsc to ESM and declarations that load without the repository', async function () {
    this.timeout(120_000);
    const manifest = JSON.parse(readFileSync(new URL('package.json', sdk), 'utf8'));
    expect(manifest.dependencies ?? {}).to.deep.equal({});
    expect(manifest.peerDependencies ?? {}).to.deep.equal({});
    const out = mkdtempSync(join(tmpdir(), 'sdk-dist-'));
    try {
      await promisify(execFile)(process.execPath, [
        new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname,
        '-p',
        new URL('tsconfig.json', sdk).pathname,
        '--outDir',
        out,
      ]);
      const built = await import(pathToFileURL(join(out, 'index.js')).href);
      expect(Object.keys(built)).to.include.members([
        'createClient',
        'MarketplaceError',
        'verifyWebhook',
        'createPkce',
        'authorizationUrl',
        'exchangeCode',
        'refreshToken',
      ]);
      expect(readFileSync(join(out, 'index.d.ts'), 'utf8')).to.include('MarketplaceClient');
      const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      const bareImports = files.flatMap(
        (file) => readFileSync(join(out, file), 'utf8').match(/(from|import)\s*\(?'[^.'][^']*'/g) ?? [],
      );
      expect(bareImports, 'the built code imports nothing but its own files').to.deep.equal([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
