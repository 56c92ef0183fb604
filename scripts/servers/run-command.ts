import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

export interface RunCommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface CommandOutput {
  stdout: string;
  stderr: string;
}

/** Runs a short-lived command to completion; on failure the error names the command and shows its output. */
export function runCommand(command: string, args: string[], options: RunCommandOptions = {}): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...options, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) {
        resolve({ stdout, stderr });
        return;
      }
      const output = `${stdout}${stderr}`.trim().split('\n').slice(-30).join('\n');
      reject(new Error(`\`${[command, ...args].join(' ')}\` failed: ${error.message}\n${output}`));
    });
  });
}

/** The absolute path of an executable found on PATH, or undefined. */
export async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
