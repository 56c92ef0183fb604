import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { freePort } from '../../scripts/servers/free-port.ts';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../shared/embeddings/errors.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { embeddingsConfig } from './embeddings-config.ts';

/** The error a call ends with; fails the test if it succeeds. */
async function failureOf(call: Promise<unknown>): Promise<EmbeddingsUnavailableError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome, 'the call should have failed').to.be.instanceOf(EmbeddingsUnavailableError);
  return outcome as EmbeddingsUnavailableError;
}

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

describe('embeddings client: an embedding server that cannot answer gives a recognisable error', function () {
  this.timeout(30_000);
  const clients: EmbeddingsClient[] = [];
  const client = (env: Record<string, string>): EmbeddingsClient => {
    const created = createEmbeddingsClient(embeddingsConfig(env));
    clients.push(created);
    return created;
  };

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((created) => created.close()));
  });

  it('fails as unreachable, not after its timeout, when nothing listens at EMBEDDINGS_URL', async () => {
    const url = `http://127.0.0.1:${await freePort()}/v1`;
    const failure = await failureOf(
      client({ EMBEDDINGS_URL: url, EMBEDDINGS_QUERY_TIMEOUT_MS: '60000' }).embedQueries(['a flat']),
    );
    expect(failure.reason).to.equal('unreachable');
    expect(failure.message).to.match(/^embedding server unavailable \(unreachable\): .*ECONNREFUSED/);
  });

  it('fails as unreachable once a server that answered has stopped, its kept-alive connection closed', async () => {
    const proxy = await startCountingProxy(embeddingsConfig().url as string);
    const embeddings = client({ EMBEDDINGS_URL: proxy.url, EMBEDDINGS_PASSAGE_TIMEOUT_MS: '60000' });
    expect(await embeddings.embedPassages(['a flat in Berlin'])).to.have.length(1);
    await proxy.close();
    const failure = await failureOf(embeddings.embedPassages(['a flat in Berlin']));
    expect(failure.reason).to.equal('unreachable');
  });

  it('fails as timed out when the server accepts the connection and never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    try {
      const url = await listen(silent);
      const failure = await failureOf(
        client({ EMBEDDINGS_URL: url, EMBEDDINGS_QUERY_TIMEOUT_MS: '200' }).embedQueries(['x']),
      );
      expect(failure.reason).to.equal('timeout');
      expect(failure.message).to.equal('embedding server unavailable (timeout): no answer within 200 ms');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('fails as refused, with the server’s own message, when the server refuses what it was sent', async () => {
    // The local server embeds texts as given, and multilingual-e5 cannot embed a text without its prefix.
    const failure = await failureOf(client({ EMBEDDINGS_QUERY_PREFIX: '' }).embedQueries(['a flat']));
    expect(failure.reason).to.equal('refused');
    expect(failure.message).to.match(
      /^embedding server unavailable \(refused\): HTTP 400: every input must start with 'query: ' or 'passage: '/,
    );
  });

  it('fails as malformed when the answer does not hold one vector of the configured length per text', async () => {
    const wrongLength = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ index: 0, embedding: [0.6, 0.8] }] }));
    });
    try {
      const url = await listen(wrongLength);
      const failure = await failureOf(client({ EMBEDDINGS_URL: url }).embedQueries(['x']));
      expect(failure.reason).to.equal('malformed');
      expect(failure.message).to.include('an embedding is not an array of 384 numbers');
    } finally {
      wrongLength.closeAllConnections();
      await new Promise((resolve) => wrongLength.close(resolve));
    }
  });

  it('fails as disabled when no EMBEDDINGS_URL is configured', async () => {
    const failure = await failureOf(client({ EMBEDDINGS_URL: '' }).embedPassages(['x']));
    expect(failure.reason).to.equal('disabled');
  });
});
