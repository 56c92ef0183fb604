import { expect } from 'chai';
import { operations } from '../../services/gateway/openapi/operations.ts';
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

  it('GET /v1/health/ready reports MongoDB and Elasticsearch up with their latencies', async () => {
    const response = await inject('GET', '/v1/health/ready');
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.status).to.equal('ok');
    const { dependencies } = response.body.result;
    for (const name of ['mongodb', 'elasticsearch']) {
      expect(dependencies[name].status, name).to.equal('up');
      expect(dependencies[name].latencyMs, name).to.be.a('number').that.is.at.least(0);
    }
  });
});
