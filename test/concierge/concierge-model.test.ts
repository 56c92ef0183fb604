import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect } from 'chai';
import { createCatalog } from '../../services/catalog/index.ts';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { systemClock } from '../../shared/clock.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { createLogger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { mergeHandlers } from '../../shared/service/merge-handlers.ts';
import { registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { documentedResponse } from './documented.ts';
import { accountWithCredits, ask, emptyConversation, MUNICH, publishedTranslator } from './fixtures.ts';
import { asyncListener } from '../support/async-listener.ts';

interface ModelCall {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

type ModelBehaviour = 'answer' | 'fail' | 'hang';

/** An OpenAI-compatible `/v1/chat/completions` on loopback that records what it is sent. */
function fakeModelServer(calls: ModelCall[], behaviour: () => ModelBehaviour): Server {
  return createServer(
    asyncListener(async (request: IncomingMessage, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      calls.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      switch (behaviour()) {
        case 'fail':
          return response
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"error":{"message":"overloaded"}}');
        case 'hang':
          return setTimeout(() => response.writeHead(200).end('{}'), 3_000);
        case 'answer':
          return response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: 'Isar Übersetzungsbüro fits your budget [L1]; see [D1].' },
                },
              ],
            }),
          );
      }
    }),
  );
}

describe('concierge chat with a language model (OpenAI-compatible, on loopback)', function () {
  this.timeout(60_000);
  const calls: ModelCall[] = [];
  let behaviour: ModelBehaviour = 'answer';
  let modelServer: Server;
  let gatewayServer: Server;
  let baseUrl: string;
  let elasticsearch: ReturnType<typeof createElasticsearchClient>;
  let embeddings: EmbeddingsClient;
  let listingId: string;

  before(async function () {
    this.timeout(120_000);
    modelServer = fakeModelServer(calls, () => behaviour);
    const modelUrl = `${await listen(modelServer, '127.0.0.1', 0)}/v1`;
    const { mongo, config } = harness();
    const withModel = {
      ...config,
      concierge: { modelUrl, model: 'fake-model', modelApiKey: 'sk-test-secret', modelTimeoutMs: 1_000 },
    };
    elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
    embeddings = createEmbeddingsClient(config.embeddings);
    const catalog = createCatalog({ elasticsearch, semantic: { embeddings, ranking: config.embeddings.ranking } });
    const core = createCore({
      db: mongo.db,
      clock: systemClock,
      config: withModel,
      catalogSearch: catalog.handlers.searchCatalog,
    });
    gatewayServer = await createGatewayServer({
      config: withModel,
      db: mongo.db,
      clock: systemClock,
      logger: createLogger('silent', 'test'),
      credentialLookup: core.credentialLookup,
      serviceHandlers: mergeHandlers([core, catalog]),
      readiness: core.ready,
    });
    baseUrl = await listen(gatewayServer, '127.0.0.1', 0);
    listingId = await publishedTranslator(
      await registerAccount('model-provider'),
      'Isar Übersetzungsbüro',
      { ...MUNICH, city: 'Munich' },
      45,
    );
  });

  after(async () => {
    await close(gatewayServer);
    await close(modelServer);
    await elasticsearch.close();
    await embeddings.close();
  });

  beforeEach(() => {
    calls.length = 0;
    behaviour = 'answer';
  });

  it('sends the model the question with the retrieved listings and documentation, and returns its answer with the citations', async () => {
    const asker = await accountWithCredits(10);
    const conversationId = await emptyConversation(asker);
    const response = documentedResponse(
      'askConcierge',
      await ask(asker.token, conversationId, 'translator in Munich under 60 €', undefined, baseUrl),
    );
    expect(response.status, response.text).to.equal(201);
    const turn = response.body.result;
    expect(turn.answer).to.equal('Isar Übersetzungsbüro fits your budget [L1]; see [D1].');
    expect(turn.answeredBy).to.deep.equal({ kind: 'model', model: 'fake-model', note: null });
    const cited = turn.citations.filter((citation: { kind: string }) => citation.kind === 'listing');
    expect(cited.map((citation: { id: string }) => citation.id)).to.include(listingId);
    expect(turn.citations.some((citation: { kind: string }) => citation.kind === 'documentation')).to.equal(true);

    expect(calls).to.have.length(1);
    const [call] = calls;
    expect(call?.authorization).to.equal('Bearer sk-test-secret');
    expect(call?.body.model).to.equal('fake-model');
    const prompt = call?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).to.include('Question: translator in Munich under 60 €');
    const marker = cited.find((citation: { id: string }) => citation.id === listingId).marker;
    expect(prompt).to.include(
      `[${marker}] Isar Übersetzungsbüro (id: ${listingId}; category: businesses; price: 45.00 EUR`,
    );
    expect(prompt).to.include(`${baseUrl}/v1/listings/${listingId}`);
  });

  for (const [behaviourName, label] of [
    ['fail', 'answers an error'],
    ['hang', 'does not answer within the timeout'],
  ] as const) {
    it(`answers with the retrieval summary and a message when the model ${label}, and still charges the turn once`, async () => {
      behaviour = behaviourName;
      const asker = await accountWithCredits(10);
      const conversationId = await emptyConversation(asker);
      const response = documentedResponse(
        'askConcierge',
        await ask(asker.token, conversationId, 'translator in Munich', undefined, baseUrl),
      );
      expect(response.status, response.text).to.equal(201);
      expect(response.body.result.answeredBy.kind).to.equal('retrieval_summary');
      expect(response.body.result.answeredBy.note).to.match(/^The language model did not answer/);
      expect(response.body.messages).to.deep.equal([{ message: response.body.result.answeredBy.note }]);
      expect(response.body.result.answer).to.include(listingId);
      expect(response.body.result.charge.balanceAfter).to.equal(8);
    });
  }
});
