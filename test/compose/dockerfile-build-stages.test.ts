import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The lines of a named stage of the Dockerfile, from its FROM to the next FROM. */
function stageLines(dockerfile: string, name: string): string[] {
  const lines = dockerfile.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line === `FROM node:20-bookworm-slim AS ${name}`);
  expect(start, `the Dockerfile has a stage named ${name}`).to.be.greaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start + 1, end);
}

/**
 * Runs a stage's last RUN in a context holding only the files of a clean clone that the stage copies (tracked by git:
 * nothing generated or built locally sneaks in), with the checkout's node_modules standing in for its `npm ci`.
 */
async function buildStage(name: string): Promise<{ command: string; context: string }> {
  const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const stage = stageLines(dockerfile, name);
  const sources = stage.filter((line) => line.startsWith('COPY ')).flatMap((line) => line.split(/\s+/).slice(1, -1));
  const command = stage.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4)).pop()!;
  const context = await mkdtemp(path.join(os.tmpdir(), `${name}-stage-`));
  const { stdout } = await run('git', ['ls-files', '-z', '--', ...sources], { cwd: repoRoot, maxBuffer: 16 * 2 ** 20 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(context, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(context, file));
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(context, 'node_modules'));
  const [program, ...args] = command.split(' ');
  await run(program!, args, { cwd: context });
  return { command, context };
}

describe('Dockerfile: the build stages', function () {
  this.timeout(120_000);
  let context = '';
  afterEach(async () => {
    if (context) await rm(context, { recursive: true, force: true });
    context = '';
  });

  it('builds the web console from exactly what its stage copies, and the runtime image takes its output', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).to.include('COPY --from=console /app/console/dist ./console/dist');
    const built = await buildStage('console');
    context = built.context;
    expect(built.command).to.equal('npm run build:console');
    expect(await readdir(path.join(context, 'console', 'dist'))).to.include.members(['index.html', 'assets']);
  });

  it('bundles every deployed process from exactly what its stage copies, and the image and docker-compose run the bundles', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).to.include('COPY --from=services /app/dist ./dist');
    expect(dockerfile).to.include('CMD ["node", "dist/gateway.mjs"]');
    const compose = await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    for (const role of ['gateway', 'core', 'catalog', 'indexer', 'worker']) expect(compose).to.include(`command: ["node", "dist/${role}.mjs"]`);
    expect(compose).to.not.include('tsx');
    const built = await buildStage('services');
    context = built.context;
    expect(built.command).to.equal('npm run build');
    expect(await readdir(path.join(context, 'dist'))).to.include.members(['gateway.mjs', 'core.mjs', 'catalog.mjs', 'indexer.mjs', 'worker.mjs']);
  });
});
