import { createServer, type IncomingMessage } from 'node:http';
import { expect } from 'chai';
import { MarketplaceError, type Input } from '../../sdk/src/index.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { documentedFetch, registerThroughSdk, sdkClient } from './support.ts';

interface Attempt {
  url: string;
  idempotencyKey: string | null;
}

/** A fetch that records each attempt and lets `fault` answer or break an attempt (by its index) instead of the service. */
function faultyFetch(fault: (attempt: number, send: () => Promise<Response>) => Promise<Response>) {
  const attempts: Attempt[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    attempts.push({ url: String(input), idempotencyKey: new Headers(init?.headers).get('idempotency-key') });
    return fault(attempts.length - 1, () => documentedFetch(input, init));
  };
  return { attempts, fetch };
}

const shed = (retryAfter: string) =>
  new Response(
    JSON.stringify({
      success: false,
      result: null,
      errors: [{ code: 5001, slug: 'service_unavailable', message: 'shed' }],
      messages: [],
      request_id: 'shed',
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
    },
  );

async function thrown(action: () => Promise<unknown>): Promise<unknown> {
  return action().then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  );
}

describe('SDK: retries, idempotency keys, timeouts and cancellation', () => {
  it('retries an idempotent operation whose answer was lost with the same generated key, and the service answers the first result', async () => {
    const buyer = await registerThroughSdk('sdk-retry-buyer');
    const seller = await registerThroughSdk('sdk-retry-seller');
    const lost = faultyFetch(async (attempt, send) => {
      const response = await send();
      if (attempt === 0) throw new TypeError('fetch failed: connection reset after the request was sent');
      return response;
    });
    const retrying = sdkClient({ token: buyer.token, fetch: lost.fetch });
    const answer = await retrying.withMeta.createDeal({
      body: { counterpartyId: seller.id, title: 'Once only', amount: 1_500, currency: 'EUR' },
    });
    expect(lost.attempts).to.have.length(2);
    expect(lost.attempts[0]!.idempotencyKey).to.be.a('string').and.have.length.greaterThan(0);
    expect(lost.attempts[1]!.idempotencyKey).to.equal(lost.attempts[0]!.idempotencyKey);
    expect(answer.replayed).to.equal(true);
    const deals = [];
    for await (const deal of buyer.client.paginate.listDeals()) deals.push(deal.id);
    expect(deals).to.deep.equal([answer.result.id]);
  });

  it("sends the caller's own key, and each call without one a fresh key", async () => {
    const account = await registerThroughSdk('sdk-keys-own');
    const seen = faultyFetch((_attempt, send) => send());
    const recording = sdkClient({ token: account.token, fetch: seen.fetch });
    const body: Input<'createListing'>['body'] = {
      category: 'businesses',
      title: 'Keyed studio',
      description: 'Digital services.',
      facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10' },
    };
    const first = await recording.withMeta.createListing({ body }, { idempotencyKey: 'my-own-key-1' });
    const again = await recording.withMeta.createListing({ body }, { idempotencyKey: 'my-own-key-1' });
    expect(again.replayed).to.equal(true);
    expect(again.result.id).to.equal(first.result.id);
    await recording.createListing({ body });
    await recording.createListing({ body });
    const keys = seen.attempts.map((attempt) => attempt.idempotencyKey);
    expect(keys.slice(0, 2)).to.deep.equal(['my-own-key-1', 'my-own-key-1']);
    expect(new Set(keys.slice(2)).size).to.equal(2);
    expect(keys.slice(2)).to.not.include('my-own-key-1');
  });

  it('does not retry a non-idempotent write whose answer was lost', async () => {
    const account = await registerThroughSdk('sdk-no-retry');
    const lost = faultyFetch(async (_attempt, send) => {
      await send();
      throw new TypeError('fetch failed');
    });
    const error = await thrown(() =>
      sdkClient({ token: account.token, fetch: lost.fetch }).updateMe({ body: { displayName: 'Renamed' } }),
    );
    expect(error).to.be.instanceOf(TypeError);
    expect(lost.attempts).to.have.length(1);
  });

  it('waits out a 503 with Retry-After and succeeds; gives up after the bounded number of attempts', async function () {
    this.timeout(30_000);
    const once = faultyFetch(async (attempt, send) => (attempt === 0 ? shed('1') : send()));
    expect((await sdkClient({ fetch: once.fetch }).getHealth()).status).to.be.a('string');
    expect(once.attempts).to.have.length(2);

    const always = faultyFetch(async () => shed('0'));
    const error = await thrown(() => sdkClient({ fetch: always.fetch, maxRetries: 3 }).getHealth());
    expect(error).to.be.instanceOf(MarketplaceError);
    expect(error).to.include({
      status: 503,
      slug: 'service_unavailable',
      code: 5001,
      requestId: 'shed',
      retryAfter: 0,
    });
    expect(always.attempts).to.have.length(4);
  });

  it('throws a 429 at once when its Retry-After is longer than it would wait (failed sign-ins)', async () => {
    const account = await registerThroughSdk('sdk-throttled');
    const client = sdkClient({ maxRetries: 5 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await thrown(() => client.login({ body: { email: account.email, password: 'wrong-password' } }));
      expect(refused).to.be.instanceOf(MarketplaceError);
    }
    const counted = faultyFetch((_attempt, send) => send());
    const throttled = await thrown(() =>
      sdkClient({ fetch: counted.fetch, maxRetries: 5 }).login({
        body: { email: account.email, password: account.password },
      }),
    );
    expect(throttled).to.be.instanceOf(MarketplaceError);
    expect(throttled).to.include({ status: 429, slug: 'too_many_login_attempts' });
    expect((throttled as MarketplaceError).retryAfter).to.be.greaterThan(30);
    expect(counted.attempts).to.have.length(1);
  });

  describe('against a server that never answers', () => {
    const requests: IncomingMessage[] = [];
    const server = createServer((request) => requests.push(request));
    let url: string;

    before(async () => {
      url = await listen(server, '127.0.0.1', 0);
    });

    after(async () => {
      server.closeAllConnections();
      await close(server);
    });

    beforeEach(() => {
      requests.length = 0;
    });

    it('times out each attempt and retries a read a bounded number of times', async () => {
      const error = await thrown(() => sdkClient({ baseUrl: url, timeoutMs: 200, maxRetries: 1 }).getHealth());
      expect((error as Error).name).to.equal('TimeoutError');
      expect(requests).to.have.length(2);
    });

    it('stops at once when the caller aborts, without retrying', async () => {
      const controller = new AbortController();
      const pending = sdkClient({ baseUrl: url, maxRetries: 3 }).getHealth(undefined, { signal: controller.signal });
      while (requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort();
      const error = await thrown(() => pending);
      expect((error as Error).name).to.equal('AbortError');
      expect(requests).to.have.length(1);
    });
  });
});
