import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'chai';
import {
  buildServiceBundles,
  SERVICE_ENTRIES,
  SERVICE_NODE_FLAGS,
  type ServiceRole,
} from '../../scripts/build/index.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { packageFile } from '../../shared/package-files.ts';
import { establishProvider, uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.ts';
import { sparseListing } from '../listings/fixtures.ts';

const VISIBLE_WITHIN_MS = 30_000;

/** The five processes docker-compose runs, each started from its bundle (`npm run build`) with its node flags, as the Docker image runs it. */
describe('the deployed processes, run from their bundles', function () {
  this.timeout(120_000);
  const outdir = packageFile(`dist/test-${randomBytes(4).toString('hex')}`);
  const database = `test_deployed_${randomBytes(4).toString('hex')}`;
  const started: Partial<Record<ServiceRole, ServiceProcess>> = {};
  let gatewayUrl = '';

  before(async function () {
    const bundles = await buildServiceBundles(outdir);
    const { servers } = harness();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      MONGODB_URL: servers.mongodbUrl,
      MONGODB_DATABASE: database,
      ELASTICSEARCH_URL: servers.elasticsearchUrl,
      STRIPE_API_BASE: servers.stripeApiBase,
      AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SERVICE_TOKEN: randomBytes(24).toString('hex'),
      BCRYPT_ROUNDS: '4',
    };
    const start = (role: ServiceRole, roleEnv: Record<string, string>, readyPath?: string) =>
      startServiceProcess({
        entry: bundles[role],
        env: roleEnv,
        nodeFlags: [...SERVICE_NODE_FLAGS[role]],
        ...(readyPath ? { readyPath } : {}),
      });
    started.catalog = await start('catalog', env);
    started.core = await start('core', { ...env, CATALOG_URL: started.catalog.url });
    started.indexer = await start('indexer', env);
    started.worker = await start('worker', { ...env, CATALOG_URL: started.catalog.url });
    started.gateway = await start(
      'gateway',
      { ...env, CORE_URL: started.core.url, CATALOG_URL: started.catalog.url },
      '/v1/health',
    );
    gatewayUrl = started.gateway.url;
  });

  after(async function () {
    for (const role of ['gateway', 'worker', 'indexer', 'core', 'catalog'] as const) await started[role]?.stop();
    await rm(outdir, { recursive: true, force: true });
    const mongo = await connectMongo(harness().servers.mongodbUrl, database);
    await mongo.db.dropDatabase().finally(() => mongo.client.close());
  });

  it('builds one plain module per process, with no TypeScript left for a loader', async () => {
    expect(Object.keys(SERVICE_ENTRIES)).to.have.members(['gateway', 'core', 'catalog', 'indexer', 'worker']);
    for (const role of Object.keys(SERVICE_ENTRIES) as ServiceRole[])
      expect(started[role], role).to.not.equal(undefined);
  });

  it('serves a new listing through gateway, core, outbox, indexer and catalog', async () => {
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl: gatewayUrl,
      body: { email: uniqueEmail('deployed'), password: 'pw-deployed-processes', displayName: 'Deployed' },
    });
    expect(registered.status, registered.text).to.equal(201);
    const mongo = await connectMongo(harness().servers.mongodbUrl, database);
    await establishProvider(mongo.db, registered.body.result.account.id).finally(() => mongo.client.close());
    const title = `Deployed bundle ${randomBytes(4).toString('hex')}`;
    const created = await call('POST', '/v1/listings', {
      baseUrl: gatewayUrl,
      token: registered.body.result.token,
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
