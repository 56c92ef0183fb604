import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheLayout } from './cache-dir.ts';
import { exists, provisionOnce } from './cached-artifact.ts';
import type { Requirement } from './prerequisites.ts';
import { runCommand } from './run-command.ts';
import type { Log } from './types.ts';

export interface PythonVenv {
  /** Names the venv (`<cache>/venvs/<name>-<hash of the requirements file>`) and its messages. */
  name: string;
  /** A pip requirements file listing every package the venv needs, pinned. */
  requirementsFile: string;
  /** Extra `pip install` arguments, e.g. `--require-hashes`. */
  pipArguments?: string[];
}

const minimumPython = [3, 10] as const;

/** Where the venv lives: a new pin in the requirements file makes a new venv. */
export async function venvPath(cache: CacheLayout, venv: PythonVenv): Promise<string> {
  const requirements = await readFile(venv.requirementsFile, 'utf8');
  const pin = createHash('sha256').update(requirements).digest('hex').slice(0, 12);
  return path.join(cache.root, 'venvs', `${venv.name}-${pin}`);
}

/** python3 with its venv module (and ensurepip, which Debian ships apart), needed until the venv exists. */
export async function pythonVenvRequirements(
  cache: CacheLayout,
  venv: PythonVenv,
  purpose: string,
): Promise<Requirement[]> {
  if (await exists(await venvPath(cache, venv))) return [];
  return [
    {
      name: `python3 (${minimumPython.join('.')} or later, with its venv and ensurepip modules)`,
      purpose,
      isMet: () => pythonCanMakeVenvs(),
    },
  ];
}

/**
 * The venv's python, creating the venv once in the cache with exactly the requirements file's packages. Run a
 * package's CLI as `python -m <module>`: the venv was built under a temporary name, which its console scripts name.
 */
export async function provisionVenv(cache: CacheLayout, venv: PythonVenv, log: Log): Promise<string> {
  const requirements = await readFile(venv.requirementsFile, 'utf8');
  const version = new RegExp(`^${venv.name}==([^\\s\\\\]+)`, 'mi').exec(requirements)?.[1];
  await mkdir(path.join(cache.root, 'venvs'), { recursive: true });
  const finalPath = await provisionOnce({
    finalPath: await venvPath(cache, venv),
    locksDir: cache.locks,
    label: `${venv.name} ${version ?? '(venv)'}`,
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
        ...(venv.pipArguments ?? []),
        '-r',
        venv.requirementsFile,
      ]);
    },
  });
  return path.join(finalPath, 'bin', 'python');
}

async function pythonCanMakeVenvs(): Promise<boolean> {
  const [major, minor] = minimumPython;
  try {
    await runCommand('python3', [
      '-c',
      `import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (${major}, ${minor}) else 1)`,
    ]);
    return true;
  } catch {
    return false;
  }
}
