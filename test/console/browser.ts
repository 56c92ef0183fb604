import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_MISSING } from '../../scripts/servers/test-tools.ts';
import { harness } from '../support/root-hooks.ts';

export const ARTIFACTS = fileURLToPath(new URL('../../artifacts/console/', import.meta.url));

/** Flags that keep Chromium off the network it cannot reach here, and out of its first-run and sync machinery. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, which the test servers' provisioning installs (scripts/servers/chromium.ts); a clear failure when missing. */
export function ensureChromium(): void {
  if (process.platform !== 'linux')
    throw new Error(`The browser tests drive Debian's Chromium at ${CHROMIUM}; this is ${process.platform}`);
  if (!existsSync(CHROMIUM)) throw new Error(CHROMIUM_MISSING);
}

let built: Promise<unknown> | undefined;

/** Builds the console as `npm run build:console` does (once per run), so the tests serve the sources as they are now. */
export async function buildConsole(): Promise<void> {
  built ??= build({
    configFile: fileURLToPath(new URL('../../console/vite.config.ts', import.meta.url)),
    logLevel: 'error',
  });
  await built;
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with a fresh, empty profile of its own, deleted on close. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'console-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshotPath(name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, `${name}.png`);
}

/** Collects what the page reports as a Content-Security-Policy violation or an uncaught error. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Signs in with the password form, as a person would, and waits for the first page. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  const form = page.getByRole('region', { name: 'With your password' });
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('heading', { level: 1, name: 'My approvals' }).waitFor();
}

/**
 * A suite's browser: registers the hooks that check Chromium, build the console and launch one browser before the
 * suite, and close it after. The returned function gives the browser inside tests and later hooks.
 */
export function useConsoleBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async function () {
    this.timeout(10 * 60_000);
    ensureChromium();
    await buildConsole();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the console browser is launched by the suite’s before hook');
    return browser;
  };
}

/** A new page of the browser, signed in with the password form, whose CSP violations and errors are collected. */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.context.newPage();
  const problems = watchProblems(page);
  await signIn(page, harness().baseUrl, account);
  return { page, problems };
}
