import { expect } from 'chai';
import { pino } from 'pino';
import { Agent, request } from 'undici';
import { createLogger } from '../../shared/logger.ts';
import { startSystem } from '../../services/system.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { uniqueEmail } from '../support/factories.ts';
import { sparseListing } from '../listings/fixtures.ts';

type Outcome = { status: number } | { failure: string };

describe('graceful shutdown', function () {
  this.timeout(120_000);

  it('regression: requests in flight when the service stops are answered, never with a 5xx; later ones find the port closed', async () => {
    const system = await startSystem({
      config: testConfig(harness().servers),
      logger: createLogger('silent', 'shutdown'),
    });
    const agent = new Agent({ connections: 40, pipelining: 1 });
    let received = 0;
    system.gateway.on('request', () => (received += 1));
    const send = (path: string): Promise<Outcome> =>
      request(`${system.url}${path}`, { dispatcher: agent }).then(
        async (response) => {
          await response.body.text();
          return { status: response.statusCode };
        },
        (error: Error & { code?: string }) => ({ failure: error.code ?? error.message }),
      );
    const paths = ['/v1/listings?limit=50', '/v1/mandates', '/v1/requests', '/v1/health/ready', '/v1/catalog/schema'];
    const inFlight = Array.from({ length: 40 }, (_, i) => send(paths[i % paths.length]!));
    while (received < 40) await new Promise((resolve) => setTimeout(resolve, 1));
    const stopped = system.stop();
    const during = Array.from({ length: 20 }, (_, i) => send(paths[i % paths.length]!));
    const answered = await Promise.all(inFlight);
    const late = await Promise.all(during);
    await stopped;
    const after = await send('/v1/health');
    await agent.close();

    expect(answered, 'every request the server had received is answered').to.deep.equal(
      answered.map(() => ({ status: 200 })),
    );
    for (const outcome of late) {
      if ('status' in outcome) expect(outcome.status, JSON.stringify(late)).to.be.below(500);
      else
        expect(outcome.failure, 'a request that came too late finds no server').to.be.oneOf([
          'ECONNREFUSED',
          'ECONNRESET',
          'UND_ERR_SOCKET',
        ]);
    }
    expect(after).to.deep.equal({ failure: 'ECONNREFUSED' });
  });

  it('regression: requests whose clients went away are worked to their end before the database client closes', async () => {
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    const system = await startSystem({ config: testConfig(harness().servers), logger });
    const registered = await fetch(`${system.url}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('shutdown-abort'),
        password: 'pw-shutdown-abort',
        displayName: 'Leaver',
      }),
    });
    const { result } = (await registered.json()) as { result: { token: string } };
    let received = 0;
    system.gateway.on('request', () => (received += 1));
    const leaving = new AbortController();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${result.token}` };
    const sent = Array.from({ length: 30 }, (_, i) =>
      fetch(`${system.url}/v1/listings`, {
        method: 'POST',
        headers,
        body: JSON.stringify(sparseListing('businesses', { title: `Left behind ${i}` })),
        signal: leaving.signal,
      }).then(
        (response) => response.status,
        () => 'went away',
      ),
    );
    while (received < 30) await new Promise((resolve) => setTimeout(resolve, 1));
    // Every request has reached the server; its client leaves before the answer, and the service stops.
    leaving.abort();
    await Promise.all(sent);
    await system.stop();
    expect(errors, 'no work failed on a closed database client').to.deep.equal([]);
  });
});
