import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { CacheLayout } from './cache-dir.ts';
import { freePort } from './free-port.ts';
import {
  buildGoBinary,
  goBuildRequirements,
  requiredVersion,
  toolModuleDir,
  toolSourceHash,
  type GoBinary,
} from './go-build.ts';
import { buildMailpitWebUi } from './mailpit-web-ui.ts';
import { commandRequirement, type Requirement } from './prerequisites.ts';
import { startProcess } from './processes.ts';
import type { ServerContext, StartedServer } from './types.ts';
import { waitForReady } from './wait-for.ts';

const moduleDir = toolModuleDir('mailpit');
const modulePath = 'github.com/axllent/mailpit';
const readyTimeoutMs = 60_000;

export async function mailpitRequirements(cache: CacheLayout): Promise<Requirement[]> {
  return goBuildRequirements(await mailpitBinary(cache), commandRequirement('npm', "to build Mailpit's web inbox"));
}

/**
 * Mailpit, a mail catcher: an SMTP server that keeps every mail it receives (in the run dir, so persistent in 'dev'
 * mode), with a web inbox and a REST API on its HTTP port. Its `url` is the SMTP URL, `webUrl` the inbox.
 */
export async function startMailpit(context: ServerContext): Promise<StartedServer> {
  const binary = await buildGoBinary(context.cache, context.log, await mailpitBinary(context.cache));
  const dataDir = path.join(context.runDir, 'mailpit');
  await mkdir(dataDir, { recursive: true });
  const httpPort = await freePort();
  const smtpPort = await freePort();
  const server = await startProcess({
    name: 'Mailpit',
    command: binary,
    args: [
      ['--listen', `127.0.0.1:${httpPort}`],
      ['--smtp', `127.0.0.1:${smtpPort}`],
      ['--database', path.join(dataDir, 'mailpit.db')],
      // Otherwise it asks GitHub for newer releases, and looks up the name of every SMTP client.
      ['--disable-version-check', '--smtp-disable-rdns'],
    ].flat(),
    cwd: dataDir,
    logFile: path.join(context.runDir, 'mailpit.log'),
    log: context.log,
  });
  const webUrl = `http://127.0.0.1:${httpPort}`;
  await waitForReady({
    what: 'Mailpit',
    address: `127.0.0.1:${httpPort} (SMTP 127.0.0.1:${smtpPort})`,
    process: server,
    probe: async () => {
      const response = await fetch(`${webUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      return response.status === 200 && (await smtpGreets(smtpPort));
    },
    timeoutMs: readyTimeoutMs,
    log: context.log,
  });
  return { url: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop: () => server.stop() };
}

/**
 * Built from the tool module with its web UI: the module zip lacks the UI's bundle (see mailpit-web-ui.ts). The
 * binary's name carries a hash of the tool module, which pins the UI's packages too.
 */
async function mailpitBinary(cache: CacheLayout): Promise<GoBinary> {
  const version = await requiredVersion(moduleDir, modulePath);
  const hash = await toolSourceHash(moduleDir);
  return {
    label: `Mailpit ${version}`,
    moduleDir,
    packagePath: modulePath,
    binaryPath: path.join(cache.bin, `mailpit-${version}-${hash}`),
    ldflags: `-s -w -X ${modulePath}/config.Version=${version}`,
    preparedDependency: {
      module: modulePath,
      prepare: (copy, log) => buildMailpitWebUi(copy, path.join(moduleDir, 'web-ui'), log),
    },
  };
}

/** True once the SMTP port answers with its 220 greeting. */
function smtpGreets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const fail = (): void => {
      socket.destroy();
      resolve(false);
    };
    socket.setTimeout(3000, fail);
    socket.once('error', fail);
    socket.once('data', (chunk) => {
      socket.end('QUIT\r\n');
      resolve(chunk.toString('latin1').startsWith('220'));
    });
  });
}
