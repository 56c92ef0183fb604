import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheLayout, prepareCache } from './cache-dir.ts';
import { provisionOnce } from './cached-artifact.ts';
import { checkPrerequisites, commandRequirement } from './prerequisites.ts';
import { runCommand } from './run-command.ts';
import type { Log } from './types.ts';

const requirementsFile = path.join(import.meta.dirname, 'schemathesis-requirements.txt');

/**
 * A Python venv with the pinned Schemathesis, created once beside the servers in the cache (a new pin makes a new
 * venv). Answers the venv's python; run the CLI as `python -m schemathesis.cli`, since the venv was built under a
 * temporary name and its console scripts name that path.
 */
export async function provisionSchemathesis(log: Log): Promise<string> {
  await checkPrerequisites([
    commandRequirement('python3', 'to run Schemathesis in the contract test (python3 with its venv module)'),
  ]);
  const cache = await prepareCache(cacheLayout());
  const requirements = await readFile(requirementsFile, 'utf8');
  const pin = createHash('sha256').update(requirements).digest('hex').slice(0, 12);
  const venvs = path.join(cache.root, 'venvs');
  await mkdir(venvs, { recursive: true });
  const venv = await provisionOnce({
    finalPath: path.join(venvs, `schemathesis-${pin}`),
    locksDir: cache.locks,
    label: `Schemathesis (${/^schemathesis==(\S+)$/m.exec(requirements)?.[1] ?? pin})`,
    log,
    create: async (tempPath) => {
      await runCommand('python3', ['-m', 'venv', tempPath]);
      await runCommand(path.join(tempPath, 'bin', 'python'), [
        '-m',
        'pip',
        'install',
        '--quiet',
        '--disable-pip-version-check',
        '--no-deps',
        '-r',
        requirementsFile,
      ]);
    },
  });
  return path.join(venv, 'bin', 'python');
}
