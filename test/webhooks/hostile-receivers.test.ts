import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { WebhookSender } from '../../services/core/webhooks/webhook-sender.ts';
import { webhookTargetPolicy } from '../../shared/fetching/target-policy.ts';
import { harness } from '../support/root-hooks.ts';

/** Receivers that answer as no receiver should: an endless body, a body cut short, no answer at all. */
function hostileReceiver(): Server {
  return createServer((req, res) => {
    req.resume();
    if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    } else if (req.url === '/truncated') {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('only ten b');
      setTimeout(() => res.destroy(), 20);
    } else if (req.url === '/silent') {
      // Never answers.
    } else {
      res.writeHead(204).end();
    }
  });
}

describe('webhook sender: receivers that answer badly', function () {
  this.timeout(30_000);
  let server: Server;
  let base: string;
  let sender: WebhookSender;

  before(async () => {
    server = hostileReceiver();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sender = new WebhookSender({ targets: webhookTargetPolicy(harness().config), timeoutMs: 2_000 });
  });

  after(async () => {
    await sender.close();
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });

  it('keeps the status of an endless answer, reading no more than its limit, and drops the connection', async () => {
    const sent = await sender.post(`${base}/endless`, '{}', 't=1,v1=x');
    expect(sent).to.deep.equal({ responseStatus: 200, error: null });
  });

  it('records an answer cut short as an error without a status', async () => {
    const sent = await sender.post(`${base}/truncated`, '{}', 't=1,v1=x');
    expect(sent.responseStatus).to.equal(null);
    expect(sent.error).to.be.a('string').and.not.equal('');
  });

  it('gives up on a receiver that never answers after its timeout', async () => {
    const sent = await sender.post(`${base}/silent`, '{}', 't=1,v1=x');
    expect(sent.responseStatus).to.equal(null);
    expect(sent.error).to.equal('timeout');
  });

  it('still delivers to a well-behaved receiver after all of them', async () => {
    expect(await sender.post(`${base}/ok`, '{}', 't=1,v1=x')).to.deep.equal({ responseStatus: 204, error: null });
  });
});
