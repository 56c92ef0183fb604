import path from 'node:path';
import type { CacheLayout } from './cache-dir.ts';
import { freePort } from './free-port.ts';
import { buildGoBinary, goBuildRequirements, requiredVersion, toolModuleDir, type GoBinary } from './go-build.ts';
import type { Requirement } from './prerequisites.ts';
import { startProcess } from './processes.ts';
import type { ServerContext, StartedServer } from './types.ts';
import { waitForReady } from './wait-for.ts';

const moduleDir = toolModuleDir('stripe-mock');
const modulePath = 'github.com/stripe/stripe-mock';
const readyTimeoutMs = 60_000;

export async function stripeMockRequirements(cache: CacheLayout): Promise<Requirement[]> {
  return goBuildRequirements(await stripeMockBinary(cache));
}

export async function startStripeMock(context: ServerContext): Promise<StartedServer> {
  const binary = await buildGoBinary(context.cache, context.log, await stripeMockBinary(context.cache));
  const httpPort = await freePort();
  // Without an explicit HTTPS address, stripe-mock also listens for HTTPS on its default port 12112 on all interfaces.
  const httpsPort = await freePort();
  const server = await startProcess({
    name: 'stripe-mock',
    command: binary,
    args: ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`],
    cwd: context.runDir,
    logFile: path.join(context.runDir, 'stripe-mock.log'),
    log: context.log,
  });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitForReady({
    what: 'stripe-mock',
    address: `127.0.0.1:${httpPort}`,
    process: server,
    probe: async () => {
      const response = await fetch(`${url}/v1/customers`, {
        headers: { Authorization: 'Bearer sk_test_123' },
        signal: AbortSignal.timeout(3000),
      });
      return response.status === 200;
    },
    timeoutMs: readyTimeoutMs,
    log: context.log,
  });
  return { url, stop: () => server.stop() };
}

async function stripeMockBinary(cache: CacheLayout): Promise<GoBinary> {
  const version = await requiredVersion(moduleDir, modulePath);
  return {
    label: `stripe-mock ${version}`,
    moduleDir,
    packagePath: modulePath,
    binaryPath: path.join(cache.bin, `stripe-mock-${version}`),
  };
}
