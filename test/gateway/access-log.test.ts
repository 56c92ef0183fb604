import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { pino } from 'pino';
import { registerAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { startSplitComposition, type SplitComposition } from './split-composition.ts';

type LogLine = Record<string, unknown>;

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';

describe('gateway and services: access logs and trace context', function () {
  this.timeout(60_000);
  const lines: LogLine[] = [];
  let split: SplitComposition;

  before(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    split = await startSplitComposition({ logger });
  });

  after(async () => {
    await split?.stop();
  });

  /** The access-log lines of one request: the gateway's and the core's, once both are written. */
  async function accessLinesOf(response: ApiResponse): Promise<{ gateway: LogLine; core: LogLine }> {
    const requestId = response.headers.get('x-request-id');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mine = lines.filter((line) => line.msg === 'request answered' && line.requestId === requestId);
      const core = mine.find((line) => String(line.route).startsWith('/operations/'));
      const gateway = mine.find((line) => !String(line.route).startsWith('/operations/'));
      if (core && gateway) return { gateway, core };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no access-log lines of the gateway and the core for request ${requestId}`);
  }

  async function gatewayLineOf(requestId: string): Promise<LogLine> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const line = lines.find((candidate) => candidate.msg === 'request answered' && candidate.requestId === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no access-log line for request ${requestId}`);
  }

  it('logs a request once in each process with its request id and operation, and no credential, cookie or token', async () => {
    const account = await registerAccount('access-log');
    const cookie = `session=${randomBytes(12).toString('hex')}`;
    const queryToken = randomBytes(12).toString('hex');
    const me = await call('GET', '/v1/me', {
      baseUrl: split.baseUrl,
      token: account.token,
      headers: { cookie },
    });
    expect(me.status, me.text).to.equal(200);
    const { gateway, core } = await accessLinesOf(me);
    expect(gateway).to.deep.include({ operationId: 'getMe', route: '/v1/me', method: 'GET', status: 200 });
    expect(gateway.client).to.be.a('string');
    expect(gateway.responseTimeMs).to.be.a('number');
    expect(core).to.deep.include({ operationId: 'getMe', route: '/operations/getMe', method: 'POST', status: 200 });

    const pathToken = randomBytes(24).toString('base64url');
    const confirmation = await call('GET', `/v1/claims/confirmations/${pathToken}`, { baseUrl: split.baseUrl });
    expect(confirmation.status).to.be.within(400, 499);
    const { gateway: byTemplate } = await accessLinesOf(confirmation);
    expect(byTemplate.route, 'a path parameter may be a token').to.equal('/v1/claims/confirmations/{token}');

    const consoleRequestId = `req_${randomBytes(8).toString('hex')}`;
    await fetch(`${split.baseUrl}/console/?token=${queryToken}`, { headers: { 'x-request-id': consoleRequestId } });
    const consoleLine = await gatewayLineOf(consoleRequestId);
    expect(consoleLine.route, 'a query string may carry a token').to.equal('/console/');

    const logged = JSON.stringify(lines);
    for (const secret of [account.token, cookie, queryToken, pathToken]) expect(logged).to.not.include(secret);
  });

  it("passes the caller's traceparent on to the core as a span of the gateway", async () => {
    const response = await call('GET', '/v1/me', {
      baseUrl: split.baseUrl,
      token: (await registerAccount('traced')).token,
      headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01` },
    });
    const { gateway, core } = await accessLinesOf(response);
    expect(gateway).to.deep.include({ traceId: TRACE_ID, parentSpanId: CALLER_SPAN_ID });
    expect(gateway.spanId).to.match(/^[0-9a-f]{16}$/);
    expect(core).to.deep.include({ traceId: TRACE_ID, parentSpanId: gateway.spanId });
    expect(core.spanId)
      .to.match(/^[0-9a-f]{16}$/)
      .and.not.equal(gateway.spanId);
  });

  it('begins a trace at the gateway when the request has none, and the core continues it', async () => {
    const response = await call('GET', '/v1/me', {
      baseUrl: split.baseUrl,
      token: (await registerAccount('untraced')).token,
    });
    const { gateway, core } = await accessLinesOf(response);
    expect(gateway.traceId).to.match(/^[0-9a-f]{32}$/);
    expect(gateway.parentSpanId).to.equal(null);
    expect(core).to.deep.include({ traceId: gateway.traceId, parentSpanId: gateway.spanId });
  });
});
