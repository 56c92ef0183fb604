import type { Server } from 'node:http';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { createCatalog } from '../../services/catalog/index.ts';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { mergeHandlers } from '../../shared/service/merge-handlers.ts';
import { freePort } from '../../scripts/servers/free-port.ts';
import { systemClock } from '../../shared/clock.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { createLogger } from '../../shared/logger.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { healthOf, probe } from '../../shared/readiness.ts';
import { createServiceServer } from '../../shared/service/http-server.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

const logger = createLogger('silent', 'test');

/** Addresses where a MongoDB and an Elasticsearch were and are stopped: nothing listens there. */
async function stoppedServers() {
  const mongo = new MongoClient(`mongodb://127.0.0.1:${await freePort()}/`, { serverSelectionTimeoutMS: 300 });
  return {
    mongo,
    db: mongo.db('stopped'),
    elasticsearch: createElasticsearchClient(`http://127.0.0.1:${await freePort()}`),
    async close() {
      await mongo.close();
      await this.elasticsearch.close();
    },
  };
}

async function health(server: Server): Promise<{ status: number; body: Record<string, any> }> {
  const url = await listen(server, '127.0.0.1', 0);
  try {
    const response = await fetch(`${url}/health`);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  } finally {
    await close(server);
  }
}

describe('readiness with a stopped dependency', function () {
  this.timeout(60_000);
  let stopped: Awaited<ReturnType<typeof stoppedServers>>;
  let liveSearch: ReturnType<typeof createElasticsearchClient>;

  before(async () => {
    stopped = await stoppedServers();
    liveSearch = createElasticsearchClient(harness().config.elasticsearchUrl);
  });

  after(async () => {
    await stopped?.close();
    await liveSearch?.close();
  });

  it("regression: the core's /health answers 503 naming MongoDB when it is down, and 200 when it is up", async () => {
    const serve = (db: typeof stopped.db) => {
      const core = createCore({ db, clock: systemClock, config: harness().config, logger });
      return createServiceServer({
        handlers: {},
        serviceToken: null,
        logger,
        health: async () => healthOf(await core.ready()),
      });
    };
    const down = await health(serve(stopped.db));
    expect(down.status).to.equal(503);
    expect(down.body).to.deep.include({ status: 'down', down: ['mongodb'] });
    expect(down.body.dependencies.mongodb.status).to.equal('down');
    const up = await health(serve(harness().mongo.db));
    expect(up.status).to.equal(200);
    expect(up.body.status).to.equal('ok');
  });

  it("regression: the catalog's /health answers 503 naming Elasticsearch when it is down", async () => {
    const catalog = createCatalog({ elasticsearch: stopped.elasticsearch });
    const down = await health(
      createServiceServer({
        handlers: {},
        serviceToken: null,
        logger,
        health: async () => healthOf(await catalog.ready()),
      }),
    );
    expect(down.status).to.equal(503);
    expect(down.body).to.deep.include({ status: 'down', down: ['elasticsearch'] });
  });

  it("the worker's and the indexer's health port answers 503 naming the dependency down", async () => {
    const down = await health(
      createHealthServer(async () =>
        healthOf({
          mongodb: await probe(() => stopped.db.command({ ping: 1 })),
          elasticsearch: await probe(() => liveSearch.cluster.health()),
        }),
      ),
    );
    expect(down.status).to.equal(503);
    expect(down.body).to.deep.include({ status: 'down', down: ['mongodb'] });
    expect(down.body.dependencies.elasticsearch.status).to.equal('up');
  });

  describe('a gateway whose Elasticsearch is stopped', () => {
    let baseUrl: string;
    let gateway: Server;

    before(async () => {
      const { mongo, config } = harness();
      const core = createCore({ db: mongo.db, clock: systemClock, config, logger });
      const catalog = createCatalog({ elasticsearch: stopped.elasticsearch });
      gateway = await createGatewayServer({
        config,
        db: mongo.db,
        clock: systemClock,
        logger,
        credentialLookup: core.credentialLookup,
        serviceHandlers: mergeHandlers([core, catalog]),
        readiness: async () => ({ ...(await core.ready()), ...(await catalog.ready()) }),
      });
      baseUrl = await listen(gateway, '127.0.0.1', 0);
    });

    after(async () => {
      await close(gateway);
    });

    it('regression: stays ready, degraded, naming Elasticsearch down', async () => {
      const ready = await call('GET', '/v1/health/ready', { baseUrl });
      expect(ready.status, ready.text).to.equal(200);
      expect(ready.body.result.status).to.equal('degraded');
      expect(ready.body.result.dependencies.elasticsearch.status).to.equal('down');
      expect(ready.body.result.dependencies.mongodb.status).to.equal('up');
    });

    it('serves accounts meanwhile, and search answers 503 with its own message', async () => {
      const registered = await call('POST', '/v1/auth/register', {
        baseUrl,
        body: { email: uniqueEmail('no-search'), password: 'pw-no-search-1234' },
      });
      expect(registered.status, registered.text).to.equal(201);
      const me = await call('GET', '/v1/me', { baseUrl, token: registered.body.result.token });
      expect(me.status, me.text).to.equal(200);
      const search = await call('POST', '/v1/catalog/search', { baseUrl, body: { q: 'plumber' } });
      expect(expectError(search, 503, 'service_unavailable').message).to.equal(
        'Search is unavailable right now. Retry shortly.',
      );
    });
  });

  it('a gateway without MongoDB is not ready, and its 503 names MongoDB', async () => {
    const { mongo, config } = harness();
    const core = createCore({ db: mongo.db, clock: systemClock, config, logger });
    const gateway = await createGatewayServer({
      config,
      db: mongo.db,
      clock: systemClock,
      logger,
      credentialLookup: core.credentialLookup,
      serviceHandlers: core.handlers,
      readiness: async () => ({
        mongodb: await probe(() => stopped.db.command({ ping: 1 })),
        elasticsearch: await probe(() => liveSearch.cluster.health()),
      }),
    });
    const baseUrl = await listen(gateway, '127.0.0.1', 0);
    try {
      const ready = await call('GET', '/v1/health/ready', { baseUrl });
      const error = expectError(ready, 503, 'service_unavailable');
      expect(error.meta.status).to.equal('degraded');
      expect(error.meta.dependencies.mongodb.status).to.equal('down');
    } finally {
      await close(gateway);
    }
  });
});
