import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { runJob } from '../../services/worker/worker.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { uniqueEmail, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse, type CallOptions } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { ShiftedClock } from '../sign-in/sign-in-system.ts';
import { workerDeps } from '../webhooks/worker-deps.ts';
import { LoopbackDns } from './loopback-dns.ts';

/** Serves `/.well-known/marketplace-verification.txt` per Host header from what the test puts there. */
class LoopbackWeb {
  readonly files = new Map<string, string>();
  /** Hosts whose web server answers 503, as an overloaded one would. */
  readonly unavailable = new Set<string>();
  private server: Server | undefined;

  async start(): Promise<number> {
    this.server = createServer((request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      if (this.unavailable.has(host)) return void response.writeHead(503).end('unavailable');
      const body = request.url === '/.well-known/marketplace-verification.txt' ? this.files.get(host) : undefined;
      if (body === undefined) return void response.writeHead(404).end('not found');
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

/** How many distinct domains a suite may claim: each is allow-listed to resolve to loopback. */
const DOMAINS_PER_SUITE = 12;

export interface DomainsSystem {
  system: RunningSystem;
  mongo: MongoConnection;
  clock: ShiftedClock;
  dns: LoopbackDns;
  web: LoopbackWeb;
  /** The suite's i-th domain, under a random name of example.com that resolves to the loopback web server. */
  domain(index: number): string;
  api(method: string, path: string, options?: Omit<CallOptions, 'baseUrl'>): Promise<ApiResponse>;
  /** Calls the operation and checks the answer against its OpenAPI declaration. */
  op(operationId: string, method: string, path: string, options?: Omit<CallOptions, 'baseUrl'>): Promise<ApiResponse>;
  register(label: string): Promise<TestAccount>;
  /** Runs the worker's re-check job once, at the suite's clock. */
  recheck(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A whole system of its own whose proof lookups go to a loopback DNS server, whose well-known fetches go over http
 * to a loopback web server, and whose clock the suite moves forward to make re-checks due.
 */
export async function startDomainsSystem(
  label: string,
  limits: { checksPerDomainPerHour?: number } = {},
): Promise<DomainsSystem> {
  const dns = new LoopbackDns();
  const web = new LoopbackWeb();
  const [dnsPort, webPort] = await Promise.all([dns.start(), web.start()]);
  const base = `d${randomBytes(5).toString('hex')}.example.com`;
  const names = Array.from({ length: DOMAINS_PER_SUITE }, (_, index) => `site${index}.${base}`);
  for (const name of names) {
    dns.setA(name, '127.0.0.1');
    dns.setA(`shop.${name}`, '127.0.0.1');
  }
  const config = testConfig(harness().servers);
  config.domains = {
    ...config.domains,
    dnsServers: [`127.0.0.1:${dnsPort}`],
    wellKnownScheme: 'http',
    wellKnownPort: webPort,
    checkTimeoutMs: 2000,
    ...(limits.checksPerDomainPerHour ? { checksPerDomainPerHour: limits.checksPerDomainPerHour } : {}),
  };
  config.webhooks = { ...config.webhooks, allowedPrivateHosts: [...config.webhooks.allowedPrivateHosts, ...names] };
  const clock = new ShiftedClock();
  const system = await startSystem({
    config,
    clock,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', label),
  });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const api: DomainsSystem['api'] = (method, path, options = {}) =>
    call(method, path, { ...options, baseUrl: system.url });
  return {
    system,
    mongo,
    clock,
    dns,
    web,
    domain(index) {
      const name = names[index];
      if (!name) throw new Error(`a suite has ${DOMAINS_PER_SUITE} domains`);
      return name;
    },
    api,
    async op(operationId, method, path, options = {}) {
      const response = await api(method, path, options);
      expectDocumentedResponse(operationId, response);
      return response;
    },
    async register(name) {
      const email = uniqueEmail(name);
      const password = `pw-${randomBytes(8).toString('hex')}`;
      const response = await api('POST', '/v1/auth/register', { body: { email, password, displayName: name } });
      expect(response.status, response.text).to.equal(201);
      return { id: response.body.result.account.id, email, password, token: response.body.result.token };
    },
    async recheck() {
      await runJob({ kind: 'recheck-domains' }, workerDeps(mongo.db, clock, config));
    },
    async stop() {
      await system.stop();
      await mongo.client.close();
      await Promise.all([dns.stop(), web.stop()]);
    },
  };
}
