import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Returns the path of Debian's `docker-compose` (v1), installing it with apt-get when running
 * as root on a Debian-like system, as on a fresh CI machine.
 */
export async function ensureDockerCompose(): Promise<string> {
  const found = await findOnPath('docker-compose');
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(
      "docker-compose is not on PATH: install Debian's docker-compose package (apt-get install docker-compose)",
    );
  }
  console.log('    installing docker-compose with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const maxBuffer = 64 * 1024 * 1024;
  await run('apt-get', ['update', '-qq'], { env, maxBuffer });
  await run('apt-get', ['install', '-y', '-qq', 'docker-compose'], { env, maxBuffer });
  const installed = await findOnPath('docker-compose');
  if (!installed) throw new Error('apt-get installed docker-compose but it is not on PATH');
  return installed;
}

async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: unknown[];
}

export interface ComposeConfig {
  services: Record<string, ComposeService>;
}

/**
 * What an operator supplies to `docker-compose up`: the required secrets, the public address, the mail transport and,
 * without a Stripe key, the sandbox processor on purpose.
 */
export function operatorSettings(smtpUrl = 'smtp://mail.example:587'): Record<string, string> {
  return {
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SERVICE_TOKEN: randomBytes(24).toString('hex'),
    PUBLIC_BASE_URL: 'https://marketplace.example',
    SMTP_URL: smtpUrl,
    PAYMENTS_SANDBOX: 'true',
  };
}

/** `docker-compose config` of the repository's file, as compose resolves it with `env`. */
export async function composeConfig(env: Record<string, string>): Promise<ComposeConfig> {
  const dockerCompose = await ensureDockerCompose();
  const { stdout } = await run(dockerCompose, ['config'], { cwd: repoRoot, env: { ...process.env, ...env } });
  return parse(stdout) as ComposeConfig;
}
