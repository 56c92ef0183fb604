import { existsSync } from 'node:fs';
import { runCommand } from './run-command.ts';
import type { Log } from './types.ts';

/** Debian's Chromium, which the browser tests drive through playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_MISSING =
  `The browser tests need Debian's Chromium at ${CHROMIUM}; the test servers' provisioning installs it when ` +
  'running as root, otherwise run: sudo apt-get install -y chromium';

/**
 * Installs Chromium with apt-get when it is missing and this runs as root. Only the browser tests need it, so a
 * machine without it still runs every other test: then this says how to install it, and those tests fail saying so.
 */
export async function provisionChromium(log: Log): Promise<void> {
  if (process.platform !== 'linux' || existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    log(CHROMIUM_MISSING);
    return;
  }
  log(`installing Debian's chromium for the browser tests (apt-get, once per machine)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await runCommand('apt-get', ['update', '-qq'], { env });
    await runCommand('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  } catch (error) {
    log(`could not install chromium, the browser tests will fail: ${(error as Error).message}`);
    return;
  }
  if (!existsSync(CHROMIUM)) log(`apt-get installed chromium, but ${CHROMIUM} is still missing`);
}
