import type { Server } from 'node:http';
import path from 'node:path';
import type { RunningServers, ServerKindName } from '../../scripts/servers/index.ts';
import type { Config } from '../../shared/config.ts';
import type { MongoConnection } from '../../shared/mongo.ts';

export interface Harness {
  baseUrl: string;
  /** The same gateway as at `baseUrl`, for `inject()` without a socket (test/support/inject.ts). */
  gateway: Server;
  config: Config;
  servers: RunningServers;
  mongo: MongoConnection;
}

/** What a run whose files all declared needs() started: the declared servers and, with MongoDB, a connection. */
export interface PartialRun {
  started: readonly ServerKindName[];
  servers: RunningServers;
  mongo?: MongoConnection;
}

const serverOfUrl = {
  mongodbUrl: 'mongodb',
  elasticsearchUrl: 'elasticsearch',
  stripeApiBase: 'stripe',
  embeddingsUrl: 'embeddings',
  smtpUrl: 'mail',
  mailpitUrl: 'mail',
} as const satisfies Record<Exclude<keyof RunningServers, 'stop'>, ServerKindName>;

/**
 * The harness of a run without the system: what was started is there, and asking for anything else throws an error
 * that names the test file to fix, so a wrong needs() declaration fails loudly rather than strangely.
 */
export function partialHarness(run: PartialRun): Harness {
  const started = run.started.length === 0 ? 'no server' : `only ${run.started.join(', ')}`;
  const notStarted = (part: string, server: ServerKindName): never => {
    throw new Error(
      `${part}: this run started ${started}; declare needs(import.meta.url, [${[...run.started, server].map((name) => `'${name}'`).join(', ')}]) in ${callerTestFile()}`,
    );
  };
  const noSystem = (part: string): never => {
    throw new Error(
      `${part} is the composed system's, which this run did not start (it started ${started}, as every file it ` +
        `loaded declared needs()); a file whose tests use the system declares no needs(): remove it from ${callerTestFile()}`,
    );
  };
  const servers = { stop: () => run.servers.stop() } as RunningServers;
  for (const [url, server] of Object.entries(serverOfUrl)) {
    Object.defineProperty(servers, url, {
      enumerable: true,
      get: () =>
        run.started.includes(server)
          ? run.servers[url as keyof typeof serverOfUrl]
          : notStarted(`harness().servers.${url}`, server),
    });
  }
  return {
    get baseUrl() {
      return noSystem('harness().baseUrl');
    },
    get gateway() {
      return noSystem('harness().gateway');
    },
    get config() {
      return noSystem('harness().config');
    },
    servers,
    get mongo() {
      return run.mongo ?? notStarted('harness().mongo', 'mongodb');
    },
  };
}

/** The test file (relative to the working directory) whose code is asking, found on the stack. */
function callerTestFile(): string {
  const file = new Error().stack?.match(/(?:file:\/\/)?(\/[^\s():]+\.test\.ts)/)?.[1];
  return file ? path.relative(process.cwd(), file) : 'the test file that asks for it';
}
