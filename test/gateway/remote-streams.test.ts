import { expect } from 'chai';
import { SERVICE_TOKEN_HEADER } from '../../shared/service/http-server.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { recordingLogger, TEST_BODY_TIMEOUT_MS, type RecordingLogger } from './observed-gateway.ts';
import { answerIn, jsonBytes, misbehave, type RawRequest } from './raw-http.ts';
import { SPLIT_SERVICE_TOKEN, startSplitComposition, type SplitComposition } from './split-composition.ts';

const BOUNDARY = 'cut-boundary';

/** A multipart upload of one PNG-looking file, of which the first `sent` bytes go out. */
function upload(token: string, sent: number): RawRequest {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(400, 0x20),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return {
    method: 'POST',
    path: `/v1/intake/uploads/${token}/files`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    sent,
  };
}

/**
 * The streams between a gateway and a core in separate processes: an upload the gateway pipes to the core as it
 * arrives, and the operation input the core's service process reads from the gateway. Neither a client's broken
 * body nor a broken call from the gateway is a failure of the service's own, and both processes answer afterwards.
 */
describe('gateway in front of a separate core: bodies that never arrive whole', function () {
  this.timeout(20_000);
  let composition: SplitComposition;
  let log: RecordingLogger;
  let owner: TestAccount;
  let draftId: string;
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => void unhandled.push(reason);

  before(async () => {
    log = recordingLogger();
    composition = await startSplitComposition({
      config: { bodyTimeoutMs: TEST_BODY_TIMEOUT_MS },
      logger: log.logger,
    });
    owner = await registerAccount('remote-streams');
    const imported = await call('POST', '/v1/intake/import-structured', {
      baseUrl: composition.baseUrl,
      token: owner.token,
      body: { kind: 'products-json', currency: 'EUR', content: JSON.stringify({ products: [{ title: 'Kettle' }] }) },
    });
    expect(imported.status, imported.text).to.equal(201);
    draftId = imported.body.result.draftIds[0];
    process.on('unhandledRejection', recordUnhandled);
  });
  after(async function () {
    // Each process waits up to its shutdown grace for requests still in flight, such as an upload the core was
    // parsing when the gateway's forwarded request broke off.
    this.timeout(60_000);
    process.off('unhandledRejection', recordUnhandled);
    await composition.stop();
  });

  async function uploadToken(): Promise<string> {
    const response = await call('POST', `/v1/intake/drafts/${draftId}/upload-link`, {
      baseUrl: composition.baseUrl,
      token: owner.token,
    });
    expect(response.status, response.text).to.equal(201);
    return response.body.result.token;
  }

  async function expectBothAnswer(): Promise<void> {
    const health = await call('GET', '/v1/health', { baseUrl: composition.baseUrl });
    expect(health.status, health.text).to.equal(200);
    expect((await fetch(`${composition.coreUrl}/health`)).status).to.equal(200);
    expect(log.errorsLogged(), 'failures logged as the service’s own').to.deep.equal([]);
    expect(unhandled.splice(0), 'unhandled rejections').to.deep.equal([]);
  }

  describe('an upload piped to the core', () => {
    it('regression: answers an upload cut short with 400 validation_failed (field body) in the envelope', async () => {
      const request = upload(await uploadToken(), 150);
      const answer = answerIn(request, (await misbehave(composition.baseUrl, request, 'truncate')).raw);
      expect(expectError(answer, 400, 'validation_failed').field).to.equal('body');
      await expectBothAnswer();
    });

    it('regression: takes a connection reset mid-upload as the client’s failure, not its own (was a logged 500)', async () => {
      const request = upload(await uploadToken(), 150);
      expect((await misbehave(composition.baseUrl, request, 'reset')).raw).to.equal('');
      await expectBothAnswer();
    });

    it('regression: answers a slow upload the core refuses at once without waiting for the rest of it, and closes the connection', async () => {
      const request = upload('no-such-upload-token', 100);
      const outcome = await misbehave(composition.baseUrl, request, 'drip');
      expect(outcome.bodySent, 'the whole body went out').to.equal(false);
      const answer = answerIn(request, outcome.raw);
      expectError(answer, 404, 'resource_not_found');
      expect(answer.headers.get('connection')).to.equal('close');
      await expectBothAnswer();
    });
  });

  describe('the operation input the core reads from the gateway', () => {
    const input = (sent: number): RawRequest => ({
      method: 'POST',
      path: '/operations/login',
      headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: SPLIT_SERVICE_TOKEN },
      body: jsonBytes({ operationId: 'login', params: {}, query: {}, body: {}, principal: null, requestId: 'r' }),
      sent,
    });

    for (const how of ['truncate', 'reset'] as const) {
      it(`regression: the core's process survives an input ${how === 'truncate' ? 'cut short' : 'reset mid-body'} (was an unhandled rejection)`, async () => {
        await misbehave(composition.coreUrl, input(30), how);
        await expectBothAnswer();
      });
    }

    it('regression: refuses an input that is not JSON with 400 instead of an unhandled rejection', async () => {
      const response = await fetch(`${composition.coreUrl}/operations/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: SPLIT_SERVICE_TOKEN },
        body: '{"operationId":',
      });
      expect(response.status).to.equal(400);
      await expectBothAnswer();
    });
  });
});
