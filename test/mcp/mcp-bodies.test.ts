import { expect } from 'chai';
import { MAX_JSON_DEPTH } from '../../services/gateway/body/json-text.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startObservedGateway, type ObservedGateway } from '../gateway/observed-gateway.ts';
import { answerIn, jsonBytes, misbehave, type RawRequest } from '../gateway/raw-http.ts';

const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

function post(body: string | Buffer): Promise<Response> {
  return fetch(new URL('/mcp', harness().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
  });
}

/** `/mcp` reads its JSON-RPC body as the REST API reads JSON, and answers a body it cannot read in JSON-RPC. */
describe('MCP transport: bodies it cannot read', function () {
  this.timeout(20_000);

  it('regression: refuses JSON nested deeper than the limit with a JSON-RPC parse error naming it', async () => {
    const deep = `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${'['.repeat(2000)}${']'.repeat(2000)}}}`;
    const response = await post(deep);
    expect(response.status).to.equal(400);
    const answer = (await response.json()) as { error: { code: number; message: string } };
    expect(answer.error.code).to.equal(-32700);
    expect(answer.error.message).to.include(`${MAX_JSON_DEPTH} levels`);
  });

  it('regression: refuses invalid UTF-8 with a JSON-RPC parse error instead of reading it as replacement characters', async () => {
    const response = await post(
      Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":"\xff"}}', 'latin1'),
    );
    expect(response.status).to.equal(400);
    const answer = (await response.json()) as { error: { code: number; message: string } };
    expect(answer.error).to.deep.equal({
      code: -32700,
      message: 'Parse error: The request body is not valid UTF-8; send JSON as UTF-8 text.',
    });
  });

  describe('over sockets that misbehave', () => {
    let gateway: ObservedGateway;
    before(async () => {
      gateway = await startObservedGateway();
    });
    after(async () => gateway.stop());

    const request: RawRequest = {
      method: 'POST',
      path: '/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: jsonBytes(LIST_TOOLS),
      sent: 25,
    };

    async function expectServiceAnswers(): Promise<void> {
      const health = await call('GET', '/v1/health', { baseUrl: gateway.baseUrl });
      expect(health.status, health.text).to.equal(200);
      expect(gateway.errorsLogged(), 'failures logged as the service’s own').to.deep.equal([]);
    }

    it('regression: answers a body cut short with HTTP 400 and a JSON-RPC error, and the connection closes', async () => {
      const answer = answerIn(request, (await misbehave(gateway.baseUrl, request, 'truncate')).raw);
      expect(answer.status).to.equal(400);
      expect(answer.headers.get('connection')).to.equal('close');
      expect(answer.body).to.deep.include({ jsonrpc: '2.0', id: null });
      expect(answer.body.error.code).to.equal(-32600);
      expect(answer.body.error.message).to.match(/^Invalid request: The request body ended before all of it arrived/);
      await expectServiceAnswers();
    });

    it('takes a connection reset mid-body as the client’s failure, and answers afterwards', async () => {
      expect((await misbehave(gateway.baseUrl, request, 'reset')).raw).to.equal('');
      await expectServiceAnswers();
    });

    it('regression: answers a body dripping slower than the body timeout with HTTP 408 and a JSON-RPC error', async () => {
      const outcome = await misbehave(gateway.baseUrl, request, 'drip');
      expect(outcome.bodySent, 'the whole body went out').to.equal(false);
      const answer = answerIn(request, outcome.raw);
      expect(answer.status).to.equal(408);
      expect(answer.body.error.code).to.equal(-32600);
      expect(answer.body.error.message).to.match(/^Invalid request: The request body did not arrive within 1 second\./);
      await expectServiceAnswers();
      const tools = await fetch(new URL('/mcp', gateway.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(LIST_TOOLS),
      });
      expect(tools.status).to.equal(200);
    });
  });
});
