import { expect } from 'chai';
import { metaHandlers } from '../../services/gateway/meta/index.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { DependencyStatus } from '../../shared/readiness.ts';
import { inject } from '../support/inject.ts';

interface IndexEntry {
  operationId: string;
  method: string;
  path: string;
  auth: string;
  scopes: string[];
  sessionOnly: boolean;
  idempotent: boolean;
  summary: string;
}

describe('meta operations', () => {
  it('GET /v1 lists every declared operation with method, path, auth, scopes and idempotency', async () => {
    const response = await inject('GET', '/v1');
    expect(response.status, response.text).to.equal(200);
    expect(response.body.success).to.equal(true);
    expect(response.body.result.version).to.equal('0.6.0');
    const index: IndexEntry[] = response.body.result.operations;
    expect(index).to.have.length(operations().length);
    for (const declared of operations()) {
      const entry = index.find((candidate) => candidate.operationId === declared.operationId);
      expect(entry, declared.operationId).to.deep.include({
        method: declared.method,
        path: declared.path,
        auth: declared.auth,
        scopes: [...declared.scopes],
        sessionOnly: declared.sessionOnly,
        idempotent: declared.idempotent,
      });
    }
  });

  it('GET /v1/openapi.json is the raw OpenAPI 3.1 document, without an envelope', async () => {
    const response = await inject('GET', '/v1/openapi.json');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/json/);
    expect(response.body).not.to.have.property('success');
    expect(response.body.openapi).to.equal('3.1.0');
    expect(response.body.info.version).to.equal('0.6.0');
    expect(Object.keys(response.body.paths)).to.include.members(['/v1', '/v1/skill.md', '/llms.txt']);
  });

  it('GET /v1/health answers the envelope with status ok', async () => {
    const response = await inject('GET', '/v1/health');
    expect(response.status).to.equal(200);
    expect(response.body.success).to.equal(true);
    expect(response.body.result).to.deep.equal({ status: 'ok' });
  });

  it('GET /v1/health/ready reports MongoDB, Elasticsearch and the embedding server up with their latencies', async () => {
    const response = await inject('GET', '/v1/health/ready');
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.status).to.equal('ok');
    const { dependencies } = response.body.result;
    for (const name of ['mongodb', 'elasticsearch', 'embeddings']) {
      expect(dependencies[name].status, name).to.equal('up');
      expect(dependencies[name].latencyMs, name).to.be.a('number').that.is.at.least(0);
    }
  });

  it('GET /v1/health/ready counts the listings without vectors (once its first count, read in the background, is done)', async () => {
    let withoutVectors: unknown;
    for (let attempt = 0; attempt < 40 && withoutVectors === undefined; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await inject('GET', '/v1/health/ready');
      withoutVectors = response.body.result.dependencies.embeddings.withoutVectors;
    }
    expect(withoutVectors).to.be.a('number').that.is.at.least(0);
  });
});

describe('readiness: which dependencies it cannot do without', () => {
  const up = { status: 'up', latencyMs: 1 } as const;
  const down = { status: 'down', latencyMs: 2000 } as const;
  const readinessOf = (dependencies: Record<string, DependencyStatus>) =>
    metaHandlers(async () => dependencies).getReadiness!({} as never);

  it('is degraded but ready (200) while only the embedding server is down: search answers by the words', async () => {
    const dependencies = { mongodb: up, elasticsearch: up, embeddings: { ...down, withoutVectors: 3 } };
    expect(await readinessOf(dependencies)).to.deep.equal({ result: { status: 'degraded', dependencies } });
  });

  it('is not ready (503, degraded in meta) while MongoDB is down, whatever the embedding server', async () => {
    const dependencies = { mongodb: down, elasticsearch: up, embeddings: up };
    const failure = await readinessOf(dependencies).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(AppError);
    expect((failure as AppError).items[0]).to.deep.include({
      slug: 'service_unavailable',
      meta: { status: 'degraded', dependencies },
    });
  });
});
