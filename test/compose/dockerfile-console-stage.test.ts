import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The lines of the Dockerfile's `console` stage, from its FROM to the next FROM. */
function consoleStage(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => /^FROM .* AS console$/.test(line));
  expect(start, 'the Dockerfile has a stage named console').to.be.greaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start + 1, end);
}

describe('Dockerfile: the web console stage', () => {
  it('builds the console from exactly what the stage copies, and the runtime image takes its output', async function () {
    this.timeout(120_000);
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const stage = consoleStage(dockerfile);
    const copied = stage.filter((line) => line.startsWith('COPY ')).flatMap((line) => line.split(/\s+/).slice(1, -1));
    const build = stage.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4)).pop();
    expect(build).to.equal('npm run build:console');
    expect(dockerfile).to.include('COPY --from=console /app/console/dist ./console/dist');

    const context = await mkdtemp(path.join(os.tmpdir(), 'console-stage-'));
    try {
      for (const source of copied) await cp(path.join(repoRoot, source), path.join(context, source), { recursive: true, filter: (from) => !from.includes(`${path.sep}dist`) });
      // `npm ci --ignore-scripts` of the stage, as the checkout already has it.
      await symlink(path.join(repoRoot, 'node_modules'), path.join(context, 'node_modules'));
      await promisify(execFile)('npm', ['run', 'build:console'], { cwd: context });
      const built = await readdir(path.join(context, 'console', 'dist'));
      expect(built).to.include.members(['index.html', 'assets']);
    } finally {
      await rm(context, { recursive: true, force: true });
    }
  });
});
