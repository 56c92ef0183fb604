import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createLogger } from '../logger.ts';
import { healthOf } from '../readiness.ts';
import type { OperationInput } from './handlers.ts';
import { createServiceServer } from './http-server.ts';
import { remoteHandlers } from './remote-handlers.ts';

const input: OperationInput = {
  operationId: 'ping',
  params: {},
  query: {},
  body: undefined,
  principal: null,
  requestId: 'req_rotation',
};

/** A service process's server accepts the current token and, during a rotation, the previous one; nothing else. */
describe('service token rotation', () => {
  const server = createServiceServer({
    handlers: { ping: async () => ({ result: 'pong' }) },
    serviceToken: 'token-new-0123456789abcdef0123456789',
    previousServiceToken: 'token-old-0123456789abcdef0123456789',
    logger: createLogger('silent', 'rotation-test'),
    health: async () => healthOf({}),
  });
  let baseUrl: string;

  before(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function callWith(token: string): Promise<unknown> {
    const remote = remoteHandlers(baseUrl, ['ping'], token);
    try {
      return (await remote.handlers.ping!(input)).result;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await remote.close();
    }
  }

  it('answers a caller with the current token and one still sending the previous token', async () => {
    expect(await callWith('token-new-0123456789abcdef0123456789')).to.equal('pong');
    expect(await callWith('token-old-0123456789abcdef0123456789')).to.equal('pong');
  });

  it('refuses any other token with 401', async () => {
    expect(await callWith('token-bad-0123456789abcdef0123456789')).to.match(/answered 401 for ping$/);
    expect(await callWith('short')).to.match(/answered 401 for ping$/);
  });
});
