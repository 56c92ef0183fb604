import { expect } from 'chai';
import { stripeEvent, WEBHOOK_PATH } from '../payments/stripe-events.ts';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { startObservedGateway, type ObservedGateway } from './observed-gateway.ts';
import { answerIn, jsonBytes, misbehave, type RawRequest } from './raw-http.ts';

/**
 * Bodies the gateway reads itself, sent over raw sockets that misbehave: cut short (the client closes its side),
 * reset mid-body, or dripped slower than the body timeout allows. Each gets a 4xx in the envelope (or, reset, no
 * answer and no logged failure of the service's own), and the service answers afterwards.
 */
describe('gateway: request bodies that never arrive whole', function () {
  this.timeout(20_000);
  let gateway: ObservedGateway;
  before(async () => {
    gateway = await startObservedGateway();
  });
  after(async () => gateway.stop());

  const kinds: Array<{ kind: string; request: RawRequest }> = [
    {
      kind: 'a JSON body (sign-in)',
      request: {
        method: 'POST',
        path: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        body: jsonBytes({ email: 'cut@example.test', password: 'never-arrives' }),
        sent: 20,
      },
    },
    {
      kind: 'the raw body of the Stripe webhook',
      request: {
        method: 'POST',
        path: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=00' },
        body: jsonBytes(stripeEvent('customer.created', { id: 'cus_cut', object: 'customer' })),
        sent: 40,
      },
    },
  ];

  async function expectServiceAnswers(): Promise<void> {
    const health = await call('GET', '/v1/health', { baseUrl: gateway.baseUrl });
    expect(health.status, health.text).to.equal(200);
    expect(gateway.errorsLogged(), 'failures logged as the service’s own').to.deep.equal([]);
  }

  for (const { kind, request } of kinds) {
    describe(kind, () => {
      it('regression: answers a body cut short with 400 validation_failed (field body) in the envelope, and the connection closes', async () => {
        const outcome = await misbehave(gateway.baseUrl, request, 'truncate');
        const answer = answerIn(request, outcome.raw);
        expect(expectError(answer, 400, 'validation_failed').field).to.equal('body');
        expect(answer.headers.get('connection')).to.equal('close');
        await expectServiceAnswers();
      });

      it('regression: takes a connection reset mid-body as the client’s failure, not its own, and answers afterwards', async () => {
        const outcome = await misbehave(gateway.baseUrl, request, 'reset');
        expect(outcome.raw).to.equal('');
        await expectServiceAnswers();
      });

      it('regression: answers a body dripping slower than the body timeout with 408 request_timeout, and answers afterwards', async () => {
        const outcome = await misbehave(gateway.baseUrl, request, 'drip');
        expect(outcome.bodySent, 'the whole body went out').to.equal(false);
        const answer = answerIn(request, outcome.raw);
        expect(expectError(answer, 408, 'request_timeout').field).to.equal('body');
        await expectServiceAnswers();
      });
    });
  }
});
