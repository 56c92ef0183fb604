import { access, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { runTracked } from './processes.ts';
import type { Log } from './types.ts';

const BUNDLE = 'server/ui/dist/app.js';

/**
 * Mailpit's module zip carries the source of its web UI (`server/ui-src`) but not the bundle its binary embeds
 * (`server/ui/dist`, made by `npm run package` before a release). Makes that bundle in a copy of the module with
 * upstream's own `esbuild.config.mjs`, from the packages pinned in `dependenciesDir`: upstream's lock names versions
 * that the npm registry no longer serves.
 */
export async function buildMailpitWebUi(copy: string, dependenciesDir: string, log: Log): Promise<void> {
  log("building Mailpit's web UI (npm ci, esbuild) ...");
  for (const file of ['package.json', 'package-lock.json'])
    await copyFile(path.join(dependenciesDir, file), path.join(copy, file));
  await runTracked({
    command: 'npm',
    // Peers are not added: esbuild-sass-plugin's sass-embedded (a native Sass compiler, not all of whose builds the
    // registry serves) is then left out, and the plugin uses sass.
    args: ['ci', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'],
    cwd: copy,
    log,
  });
  await runTracked({
    command: process.execPath,
    args: ['esbuild.config.mjs'],
    cwd: copy,
    env: { ...process.env, MINIFY: 'true' },
    log,
  });
  await access(path.join(copy, BUNDLE)).catch(() => {
    throw new Error(`Mailpit's web UI build made no ${BUNDLE}`);
  });
}
