import { expect } from 'chai';
import { Agent, request } from 'undici';
import { createLogger } from '../../shared/logger.ts';
import { startSystem } from '../../services/system.ts';
import { harness, testConfig } from '../support/root-hooks.ts';

type Outcome = { status: number } | { failure: string };

describe('graceful shutdown', function () {
  this.timeout(120_000);

  it('regression: requests in flight when the service stops are answered, never with a 5xx; later ones find the port closed', async () => {
    const system = await startSystem({ config: testConfig(harness().servers), logger: createLogger('silent', 'shutdown') });
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

    expect(answered, 'every request the server had received is answered').to.deep.equal(answered.map(() => ({ status: 200 })));
    for (const outcome of late) {
      if ('status' in outcome) expect(outcome.status, JSON.stringify(late)).to.be.below(500);
      else expect(outcome.failure, 'a request that came too late finds no server').to.be.oneOf(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);
    }
    expect(after).to.deep.equal({ failure: 'ECONNREFUSED' });
  });
});
