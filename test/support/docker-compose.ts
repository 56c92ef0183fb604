import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { DOCKER_COMPOSE, DOCKER_COMPOSE_MISSING } from '../../scripts/servers/test-tools.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's `docker-compose` (v1), which the test servers' provisioning installs (scripts/servers/test-tools.ts). */
export async function ensureDockerCompose(): Promise<string> {
  if (!existsSync(DOCKER_COMPOSE)) throw new Error(DOCKER_COMPOSE_MISSING);
  return DOCKER_COMPOSE;
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  restart?: string;
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
