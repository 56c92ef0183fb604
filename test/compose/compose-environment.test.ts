import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import {
  buildServiceBundles,
  SERVICE_ENTRIES,
  type DeployedProcess,
  type ServiceRole,
} from '../../scripts/build/index.ts';
import { freePort } from '../../scripts/servers/free-port.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { packageFile } from '../../shared/package-files.ts';
import { verifySignature } from '../../shared/webhooks/verify-signature.ts';
import { composeConfig, operatorSettings, type ComposeService } from '../support/docker-compose.ts';
import { establishProvider, uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { sampleValue, scrape } from '../support/prometheus.ts';
import { harness } from '../support/root-hooks.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { sparseListing } from '../listings/fixtures.ts';
import { deleteIndicesOf } from '../indexer/fixtures.ts';

const run = promisify(execFile);
const HEALTHY_WITHIN_MS = 120_000;
const VISIBLE_WITHIN_MS = 30_000;
const ROLES = Object.keys(SERVICE_ENTRIES) as ServiceRole[];
/** The order compose's depends_on starts them in, after the one-shot migration every role depends on. */
const START_ORDER: ServiceRole[] = ['catalog', 'core', 'indexer', 'worker', 'gateway'];
const MIGRATED_WITHIN_MS = 120_000;

interface RunningRole {
  child: ChildProcess;
  env: Record<string, string>;
  output: string[];
}

/**
 * docker-compose.yml as an operator runs it, as far as a machine without Docker allows: each role's environment,
 * command and healthcheck are read from `docker-compose config` and the bundles run as processes with exactly that:
 * the one-shot migration first, to its successful exit, then the five roles. Only what a container network provides is replaced: compose's host names by the local servers' addresses,
 * the fixed ports by free ones, and the database name by a throwaway one. The operator supplies the secrets the file
 * requires, and for the webhook receiver of this test its CA and its private address.
 */
describe('the docker-compose deployment, run with the environment compose gives each role', function () {
  this.timeout(180_000);
  const outdir = packageFile(`dist/test-compose-${randomBytes(4).toString('hex')}`);
  const database = `test_compose_${randomBytes(4).toString('hex')}`;
  // The throwaway database gets a listings index of its own: an index is built from one database.
  const listingsAlias = `test-listings-${randomBytes(4).toString('hex')}`;
  const running: Partial<Record<ServiceRole, RunningRole>> = {};
  let services: Record<string, ComposeService>;
  let gatewayUrl = '';
  const metricsUrls: Partial<Record<ServiceRole, string>> = {};
  let receiver: Receiver;
  let certificates: string;
  let migration: RunningRole | undefined;

  before(async function () {
    this.timeout(300_000);
    certificates = await mkdtemp(join(tmpdir(), 'compose-tls-'));
    const tls = await selfSignedLoopbackCertificate(certificates);
    receiver = await startReceiver(() => 200, tls);
    ({ services } = await composeConfig(operatorSettings(harness().servers.smtpUrl)));
    const bundles = await buildServiceBundles(outdir);
    const ports = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await freePort()])));
    const metricsPort = await freePort();
    const { servers } = harness();
    const localAddress = (value: string): string => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url) return value;
      if (url.hostname === 'mongodb') return servers.mongodbUrl;
      if (url.hostname === 'elasticsearch') return servers.elasticsearchUrl;
      if (url.hostname === 'embeddings') return servers.embeddingsUrl;
      if (url.hostname in ports) return `http://127.0.0.1:${ports[url.hostname]}`;
      return value;
    };
    const composedEnv = (service: ComposeService): Record<string, string> => ({
      ...Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([name, value]) => [name, localAddress(value)]),
      ),
      MONGODB_DATABASE: database,
      LISTINGS_INDEX_ALIAS: listingsAlias,
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: tls.certFile,
    });
    const startComposed = (name: DeployedProcess, env: Record<string, string>): RunningRole => {
      const [command, ...args] = services[name]!.command!;
      expect(command, `${name} command`).to.equal('node');
      const child = spawn(
        process.execPath,
        args.map((arg) => (arg === `dist/${name}.mjs` ? bundles[name] : arg)),
        { cwd: packageFile('.'), env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const output: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      return { child, env, output };
    };
    migration = startComposed('migrate', composedEnv(services.migrate!));
    await exitedSuccessfully('migrate', migration);
    for (const role of START_ORDER) {
      const service = services[role]!;
      const env: Record<string, string> = {
        ...composedEnv(service),
        PORT: String(ports[role]),
        ...(service.environment?.METRICS_PORT ? { METRICS_PORT: String(metricsPort) } : {}),
      };
      running[role] = startComposed(role, env);
      metricsUrls[role] = `http://127.0.0.1:${env.METRICS_PORT ?? env.PORT}/metrics`;
      await healthy(role, service, running[role]);
    }
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  });

  after(async function () {
    for (const role of [...START_ORDER].reverse()) await stop(running[role]?.child);
    await stop(migration?.child);
    await receiver?.stop();
    await rm(outdir, { recursive: true, force: true });
    await rm(certificates, { recursive: true, force: true });
    const mongo = await connectMongo(harness().servers.mongodbUrl, database);
    await mongo.db.dropDatabase().finally(() => mongo.client.close());
    const elasticsearch = new Client({ node: harness().servers.elasticsearchUrl });
    await deleteIndicesOf(elasticsearch, listingsAlias).finally(() => elasticsearch.close());
  });

  it('migrates first, as compose runs its one-shot migrate service: MongoDB indexes created, the listings index prepared', () => {
    expect(migration?.env.NODE_ENV).to.equal('production');
    const output = migration!.output.join('');
    expect(output).to.include('migrate: created index accounts.email_unique').and.include('migrate: listings index');
  });

  it('starts every role in production mode, each healthy by its own healthcheck command', () => {
    for (const role of ROLES) {
      expect(running[role]?.env.NODE_ENV, role).to.equal('production');
      expect(running[role]?.child.exitCode, role).to.equal(null);
    }
  });

  it('serves a new listing through gateway, core, outbox, indexer and catalog, and announces it to a webhook', async () => {
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl: gatewayUrl,
      body: { email: uniqueEmail('compose'), password: 'pw-compose-environment', displayName: 'Compose' },
    });
    expect(registered.status, registered.text).to.equal(201);
    // Past the trust gate, as an account is once its first listings went live after review.
    const mongo = await connectMongo(harness().servers.mongodbUrl, database);
    await establishProvider(mongo.db, registered.body.result.account.id).finally(() => mongo.client.close());
    const token = registered.body.result.token as string;
    const subscribed = await call('POST', '/v1/webhooks', {
      baseUrl: gatewayUrl,
      token,
      body: { url: `${receiver.url}/hook`, events: ['listing.created'] },
    });
    expect(subscribed.status, subscribed.text).to.equal(201);
    const title = `Compose listing ${randomBytes(4).toString('hex')}`;
    const created = await call('POST', '/v1/listings', {
      baseUrl: gatewayUrl,
      token,
      body: sparseListing('businesses', { title }),
    });
    expect(created.status, created.text).to.equal(201);
    const began = Date.now();
    for (;;) {
      const search = await call('POST', '/v1/catalog/search', { baseUrl: gatewayUrl, body: { q: title } });
      expect(search.status, search.text).to.equal(200);
      if (search.body.result.hits.some((hit: { id: string }) => hit.id === created.body.result.id)) break;
      expect(Date.now() - began, 'the listing became searchable').to.be.below(VISIBLE_WITHIN_MS);
      await delay(250);
    }
    const [delivery] = await receiver.waitFor(1, '/hook', VISIBLE_WITHIN_MS);
    const check = verifySignature(delivery!.signature, delivery!.rawBody, subscribed.body.result.secret);
    expect(check.valid, JSON.stringify(check)).to.equal(true);
    expect(JSON.parse(delivery!.rawBody)).to.deep.include({ event: 'listing.created' });
  });

  it("serves Prometheus metrics on every role (the gateway's on its ops port only), which move with the traffic", async () => {
    const scraped = async () =>
      Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await scrape(metricsUrls[role]!)])));
    const text = await scraped();
    for (const role of ROLES)
      expect(text[role], role).to.include(`role="${role}"`).and.include('process_cpu_seconds_total');
    const requests = 'marketplace_requests_total';
    expect(sampleValue(text.gateway!, requests, { operation_id: 'createListing', status: '201' })).to.equal(1);
    expect(text.gateway).to.include('marketplace_request_duration_seconds_bucket{');
    expect(sampleValue(text.core!, requests, { operation_id: 'createListing' })).to.equal(1);
    expect(sampleValue(text.catalog!, requests, { operation_id: 'searchCatalog' })).to.be.at.least(1);
    for (const gauge of ['marketplace_outbox_lag_records', 'marketplace_outbox_oldest_pending_age_seconds'])
      expect(text.core, gauge).to.match(new RegExp(`^${gauge}\\{consumer="[^"]+",role="core"\\} \\d`, 'm'));
    for (const consumer of ['webhook-dispatcher', 'indexer'])
      expect(sampleValue(text.core!, 'marketplace_outbox_lease_holder', { consumer }), `${consumer} lease`).to.equal(1);
    for (const status of ['pending', 'retrying', 'failed'])
      expect(sampleValue(text.core!, 'marketplace_webhook_deliveries', { status }), status).to.be.a('number');
    expect(sampleValue(text.core!, 'marketplace_listings_without_vectors')).to.be.a('number');
    for (const gauge of ['marketplace_agenda_jobs_due', 'marketplace_agenda_jobs_locked'])
      expect(sampleValue(text.worker!, gauge, { job: 'purge-expired-records' }), gauge).to.be.a('number');
    for (const role of ['catalog', 'indexer'] as const)
      expect(text[role], role).to.include('# TYPE marketplace_dependency_errors_total counter');

    const health = (body: string) => sampleValue(body, requests, { operation_id: 'getHealth', status: '200' }) ?? 0;
    expect((await fetch(`${gatewayUrl}/v1/health`)).status).to.equal(200);
    expect(health((await scraped()).gateway!)).to.equal(health(text.gateway!) + 1);
    expect((await fetch(`${gatewayUrl}/metrics`)).status, 'no metrics on the public port').to.equal(404);
  });

  it('finds the files it reads at run time from the package root: the document, the templates, the console', async () => {
    const document = await fetch(`${gatewayUrl}/v1/openapi.json`);
    expect(document.status).to.equal(200);
    expect(((await document.json()) as { openapi: string }).openapi).to.match(/^3\.1\./);
    const llms = await fetch(`${gatewayUrl}/llms.txt`);
    expect(llms.status).to.equal(200);
    expect(await llms.text()).to.include('/v1/openapi.json');
    const console = await fetch(`${gatewayUrl}/console/`);
    expect(console.status).to.equal(200);
    expect(await console.text()).to.include('<script type="module"');
  });
});

/** Waits for a one-shot process to exit 0, as compose's `service_completed_successfully` does. */
async function exitedSuccessfully(name: string, started: RunningRole): Promise<void> {
  const began = Date.now();
  while (started.child.exitCode === null) {
    if (Date.now() - began > MIGRATED_WITHIN_MS) throw new Error(`${name} did not finish:\n${started.output.join('')}`);
    await delay(250);
  }
  if (started.child.exitCode !== 0)
    throw new Error(`${name} exited with ${started.child.exitCode}:\n${started.output.join('')}`);
}

/** Runs the role's compose healthcheck (`CMD` form) with the role's environment until it passes. */
async function healthy(role: ServiceRole, service: ComposeService, started: RunningRole): Promise<void> {
  const [form, command, ...args] = service.healthcheck!.test;
  expect(form, `${role} healthcheck form`).to.equal('CMD');
  expect(command, `${role} healthcheck command`).to.equal('node');
  const began = Date.now();
  for (;;) {
    if (started.child.exitCode !== null)
      throw new Error(`${role} exited with ${started.child.exitCode}:\n${started.output.join('')}`);
    const passed = await run(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...started.env } }).then(
      () => true,
      () => false,
    );
    if (passed) return;
    if (Date.now() - began > HEALTHY_WITHIN_MS)
      throw new Error(`${role} never passed its healthcheck:\n${started.output.join('')}`);
    await delay(500);
  }
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A certificate for 127.0.0.1 made by openssl, trusted by the roles through NODE_EXTRA_CA_CERTS as an operator's CA. */
async function selfSignedLoopbackCertificate(folder: string): Promise<{ key: string; cert: string; certFile: string }> {
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}
