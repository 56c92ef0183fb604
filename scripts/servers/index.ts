import { cacheLayout, prepareCache, type CacheLayout } from './cache-dir.ts';
import { provisionTestTools } from './test-tools.ts';
import { assertClientMajorMatches } from './elasticsearch-dist.ts';
import { elasticsearchRequirements, startElasticsearch } from './elasticsearch.ts';
import { embeddingsRequirements, startEmbeddingsServer } from './embeddings.ts';
import { ferretDbRequirements, startFerretDb } from './ferretdb.ts';
import { mailpitRequirements, startMailpit } from './mailpit.ts';
import { checkPrerequisites, type Requirement } from './prerequisites.ts';
import { readyLine } from './ready-line.ts';
import { createRunDir } from './run-dirs.ts';
import { startStripeMock, stripeMockRequirements } from './stripe-mock.ts';
import type { ServerContext, ServerMode, StartedServer } from './types.ts';

export interface RunningServers {
  mongodbUrl: string;
  elasticsearchUrl: string;
  stripeApiBase: string;
  /** Base URL of an OpenAI-compatible embeddings API (`/embeddings` is appended). */
  embeddingsUrl: string;
  /** Where the service sends its mails (SMTP_URL): the provisioned Mailpit's SMTP port. */
  smtpUrl: string;
  /** Mailpit's web inbox, whose REST API tests read mails from; with SMTP_URL given, MAILPIT_URL or empty. */
  mailpitUrl: string;
  /** Stops only what this call started; removes throwaway data in 'test' mode. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  mode: ServerMode;
  log?: (line: string) => void;
  /** Start (or take from the environment) only these kinds; the others' URLs are empty. Default: every kind. */
  only?: readonly ServerKindName[];
}

interface ServerKind {
  envVar: 'MONGODB_URL' | 'ELASTICSEARCH_URL' | 'STRIPE_API_BASE' | 'EMBEDDINGS_URL' | 'SMTP_URL';
  requirements(cache: CacheLayout): Promise<Requirement[]>;
  start(context: ServerContext): Promise<StartedServer>;
}

const kinds = {
  mongodb: { envVar: 'MONGODB_URL', requirements: ferretDbRequirements, start: startFerretDb },
  elasticsearch: { envVar: 'ELASTICSEARCH_URL', requirements: elasticsearchRequirements, start: startElasticsearch },
  stripe: { envVar: 'STRIPE_API_BASE', requirements: stripeMockRequirements, start: startStripeMock },
  embeddings: { envVar: 'EMBEDDINGS_URL', requirements: embeddingsRequirements, start: startEmbeddingsServer },
  mail: { envVar: 'SMTP_URL', requirements: mailpitRequirements, start: startMailpit },
} satisfies Record<string, ServerKind>;

export type ServerKindName = keyof typeof kinds;
export const serverKindNames = Object.keys(kinds) as ServerKindName[];

/**
 * Starts FerretDB, Elasticsearch, stripe-mock, the embedding server and Mailpit in parallel, except those whose URL is
 * already given by MONGODB_URL, ELASTICSEARCH_URL, STRIPE_API_BASE, EMBEDDINGS_URL or SMTP_URL; provisions them into
 * the cache first if needed. For tests, Chromium and docker-compose too (scripts/servers/test-tools.ts), which only
 * the browser and compose tests of the whole system use, so not for a run that asks for `only` some kinds.
 */
export async function startServers(options: ServerOptions): Promise<RunningServers> {
  const log = options.log ?? defaultLog;
  if (options.mode === 'test' && !options.only) await provisionTestTools(log);
  const wanted = options.only ?? serverKindNames;
  const given = givenUrls(wanted);
  const toProvision = wanted.filter((name) => !given[name]);
  if (toProvision.length === 0) return runningServers(given, givenMailpitUrl(wanted), async () => {});
  if (toProvision.includes('elasticsearch')) await assertClientMajorMatches();
  const cache = cacheLayout();
  const requirements = await Promise.all(toProvision.map((name) => kinds[name].requirements(cache)));
  await checkPrerequisites(requirements.flat());
  await prepareCache(cache);
  const runDir = await createRunDir(cache, options.mode, log);
  const context: ServerContext = { cache, runDir: runDir.path, log };
  const started = new Map<ServerKindName, StartedServer>();
  const results = await Promise.allSettled(
    toProvision.map(async (name) => started.set(name, await kinds[name].start(context))),
  );
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= Promise.all([...started.values()].map((server) => server.stop())).then(() => runDir.release());
    return stopping;
  };
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failures.length > 0) {
    await stop();
    for (const extra of failures.slice(1)) log(`also failed: ${extra.message}`);
    throw failures[0];
  }
  const urls = { ...given, ...Object.fromEntries([...started].map(([name, server]) => [name, server.url])) };
  const mailpitUrl = started.get('mail')?.webUrl ?? givenMailpitUrl(wanted);
  const variables = Object.fromEntries(wanted.map((name) => [kinds[name].envVar, urls[name]]));
  log(readyLine(options.mode, wanted.includes('mail') ? { ...variables, MAILPIT_URL: mailpitUrl } : variables));
  return runningServers(urls, mailpitUrl, stop);
}

/** The URLs the environment gives for the wanted kinds; empty for the others. */
function givenUrls(wanted: readonly ServerKindName[]): Record<ServerKindName, string> {
  const url = (name: ServerKindName) => (wanted.includes(name) ? (process.env[kinds[name].envVar] ?? '') : '');
  return {
    mongodb: url('mongodb'),
    elasticsearch: url('elasticsearch'),
    stripe: url('stripe'),
    embeddings: url('embeddings'),
    mail: url('mail'),
  };
}

function givenMailpitUrl(wanted: readonly ServerKindName[]): string {
  return wanted.includes('mail') ? (process.env.MAILPIT_URL ?? '') : '';
}

function runningServers(
  urls: Record<ServerKindName, string>,
  mailpitUrl: string,
  stop: () => Promise<void>,
): RunningServers {
  return {
    mongodbUrl: urls.mongodb,
    elasticsearchUrl: urls.elasticsearch,
    stripeApiBase: urls.stripe,
    embeddingsUrl: urls.embeddings,
    smtpUrl: urls.mail,
    mailpitUrl,
    stop,
  };
}

function defaultLog(line: string): void {
  process.stderr.write(`[servers] ${line}\n`);
}
