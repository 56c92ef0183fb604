import { expect } from 'chai';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { close, listen } from '../../shared/process/listen.ts';
import { elasticsearchHealth } from '../../services/gateway/elasticsearch-health.ts';
import { harness } from '../support/root-hooks.ts';

describe('gateway process readiness: Elasticsearch cluster health', () => {
  it('resolves when the real Elasticsearch answers its cluster health', async () => {
    await elasticsearchHealth(harness().config.elasticsearchUrl);
  });

  it("asks under the URL's path with its credentials as basic authentication, and fails on an answer other than 200", async () => {
    const seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    const server = createServer((request, response) => {
      seen.url = request.url;
      seen.headers = request.headers;
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
    });
    const base = await listen(server, '127.0.0.1', 0);
    try {
      const failure = await elasticsearchHealth(base.replace('http://', 'http://elastic:p%40ss@') + '/search').then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).to.equal('Elasticsearch answered 503 to its cluster health');
      expect(seen.url).to.equal('/search/_cluster/health');
      expect(seen.headers?.authorization).to.equal(`Basic ${Buffer.from('elastic:p@ss').toString('base64')}`);
    } finally {
      await close(server);
    }
  });
});
