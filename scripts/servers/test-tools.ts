import { existsSync } from 'node:fs';
import { runCommand } from './run-command.ts';
import type { Log } from './types.ts';

/** A Debian package some tests drive, installed by the test servers' provisioning, never from inside a test. */
interface TestTool {
  binary: string;
  debianPackage: string;
  usedBy: string;
}

/** Debian's Chromium, which the browser tests drive through playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';

const CHROMIUM_TOOL: TestTool = { binary: CHROMIUM, debianPackage: 'chromium', usedBy: 'The browser tests' };

/** Debian's docker-compose (v1), whose `config` the compose tests read the deployment from. */
export const DOCKER_COMPOSE = '/usr/bin/docker-compose';

const DOCKER_COMPOSE_TOOL: TestTool = {
  binary: DOCKER_COMPOSE,
  debianPackage: 'docker-compose',
  usedBy: 'The compose tests',
};

export const CHROMIUM_MISSING = missing(CHROMIUM_TOOL);
export const DOCKER_COMPOSE_MISSING = missing(DOCKER_COMPOSE_TOOL);

function missing(tool: TestTool): string {
  return (
    `${tool.usedBy} need Debian's ${tool.debianPackage} at ${tool.binary}; the test servers' provisioning installs ` +
    `it when running as root, otherwise run: sudo apt-get install -y ${tool.debianPackage}`
  );
}

/**
 * Installs the tools with apt-get when they are missing and this runs as root. Only some tests need them, so a
 * machine without them still runs every other test: then this says how to install them, and those tests fail saying so.
 */
export async function provisionTestTools(log: Log): Promise<void> {
  const absent = [CHROMIUM_TOOL, DOCKER_COMPOSE_TOOL].filter((tool) => !existsSync(tool.binary));
  if (process.platform !== 'linux' || absent.length === 0) return;
  if (process.getuid?.() !== 0) {
    for (const tool of absent) log(missing(tool));
    return;
  }
  const packages = absent.map((tool) => tool.debianPackage);
  log(`installing Debian's ${packages.join(' and ')} for the tests (apt-get, once per machine)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await runCommand('apt-get', ['update', '-qq'], { env });
    await runCommand('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
  } catch (error) {
    log(`could not install ${packages.join(' and ')}, the tests that need them will fail: ${(error as Error).message}`);
    return;
  }
  for (const tool of absent) if (!existsSync(tool.binary)) log(`apt-get ran, but ${tool.binary} is still missing`);
}
