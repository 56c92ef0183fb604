import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const NPM_CI = 'npm ci --ignore-scripts';

/** The lines of the Dockerfile's build stage, from its FROM to the next FROM. */
function buildStageLines(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => /^FROM node:\S+ AS build$/.test(line));
  expect(start, 'the Dockerfile has a stage named build').to.be.greaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start + 1, end);
}

describe('Dockerfile: the build stage', function () {
  this.timeout(180_000);
  let context = '';
  after(async () => {
    if (context) await rm(context, { recursive: true, force: true });
  });

  it('bundles the contract and builds the web console and the process bundles from exactly the files of a clean clone it copies, and the image takes them', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).to.include('COPY --from=build /app/console/dist ./console/dist');
    expect(dockerfile).to.include('COPY --from=build /app/dist ./dist');
    expect(dockerfile).to.include(
      'COPY --from=build /app/shared/openapi/generated/openapi.json ./shared/openapi/generated/openapi.json',
    );

    const stage = buildStageLines(dockerfile);
    const sources = stage.filter((line) => line.startsWith('COPY ')).flatMap((line) => line.split(/\s+/).slice(1, -1));
    const commands = stage.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4));
    expect(commands).to.deep.equal([NPM_CI, 'npm run generate:types', 'npm run build:console', 'npm run build']);
    // Only what git tracks, so nothing generated or built locally sneaks in; the checkout's node_modules stands in for `npm ci`.
    context = await mkdtemp(path.join(os.tmpdir(), 'build-stage-'));
    const { stdout } = await run('git', ['ls-files', '-z', '--', ...sources], {
      cwd: repoRoot,
      maxBuffer: 16 * 2 ** 20,
    });
    for (const file of stdout.split('\0').filter(Boolean)) {
      await mkdir(path.dirname(path.join(context, file)), { recursive: true });
      await cp(path.join(repoRoot, file), path.join(context, file));
    }
    await symlink(path.join(repoRoot, 'node_modules'), path.join(context, 'node_modules'));
    for (const command of commands.slice(1)) {
      const [program, ...args] = command.split(' ');
      await run(program!, args, { cwd: context });
    }
    expect(await readdir(path.join(context, 'shared', 'openapi', 'generated'))).to.include('openapi.json');
    expect(await readdir(path.join(context, 'console', 'dist'))).to.include.members(['index.html', 'assets']);
    expect(await readdir(path.join(context, 'dist'))).to.include.members([
      'gateway.mjs',
      'core.mjs',
      'catalog.mjs',
      'indexer.mjs',
      'worker.mjs',
      'migrate.mjs',
    ]);
  });
});
