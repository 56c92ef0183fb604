import { expect } from 'chai';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { embeddingsConfig } from './embeddings-config.ts';
import { largestDifference, length, similarity } from './vectors.ts';

const berlinFlat = 'Bright two-room flat in Berlin-Kreuzberg, 54 m², balcony, 1,400 EUR per month including heating';
const softwareStudio = 'Software studio in Berlin building web applications and APIs for startups';
const plumber = 'Emergency plumber in Munich: burst pipes, leaks and blocked drains fixed around the clock';
const potteryCourse = 'Pottery class for beginners: learn to throw bowls and cups on the wheel, six evenings';

describe('embeddings client against the local embedding server', function () {
  this.timeout(60_000);
  let proxy: CountingProxy;
  let clients: EmbeddingsClient[];

  const clientThroughProxy = (env: Record<string, string> = {}): EmbeddingsClient => {
    const client = createEmbeddingsClient(embeddingsConfig({ EMBEDDINGS_URL: proxy.url, ...env }));
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    clients = [];
    proxy = await startCountingProxy(embeddingsConfig().url as string);
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await proxy.close();
  });

  it('answers one unit vector of 384 dimensions per text, for questions and for listing texts', async () => {
    const client = clientThroughProxy();
    const vectors = [
      ...(await client.embedQueries(['Ich suche eine Wohnung in Berlin', 'plumber'])),
      ...(await client.embedPassages([berlinFlat])),
    ];
    expect(vectors).to.have.length(3);
    for (const vector of vectors) {
      expect(vector).to.have.length(384);
      expect(length(vector)).to.be.closeTo(1, 1e-5);
    }
  });

  it('puts the model prefix before each text exactly once, and sends nothing else the server would prefix by', async () => {
    const client = clientThroughProxy();
    await client.embedQueries(['Kaffeemaschine']);
    await client.embedPassages([berlinFlat, 'query: a listing that starts with the word query']);
    expect(proxy.requests.map((request) => request.body)).to.deep.equal([
      { model: 'multilingual-e5-small-q4', input: ['query: Kaffeemaschine'], encoding_format: 'float' },
      {
        model: 'multilingual-e5-small-q4',
        input: [`passage: ${berlinFlat}`, 'passage: query: a listing that starts with the word query'],
        encoding_format: 'float',
      },
    ]);
  });

  it('keeps the order of the texts across batches: each vector is the one its text gets alone', async () => {
    const texts = [berlinFlat, softwareStudio, plumber, potteryCourse, 'Kaffeemaschine', 'Töpferkurs', 'Rohrbruch'];
    const batched = await clientThroughProxy({ EMBEDDINGS_BATCH_SIZE: '3' }).embedPassages(texts);
    expect(proxy.requests.map((request) => (request.body.input as string[]).length)).to.deep.equal([3, 3, 1]);
    const alone = clientThroughProxy();
    for (const [i, text] of texts.entries()) {
      const [vector] = await alone.embedPassages([text]);
      expect(largestDifference(batched[i]!, vector!), text).to.be.below(1e-5);
    }
    expect(similarity(batched[0]!, batched[1]!)).to.be.below(0.99);
  });

  it('finds by meaning across languages: each German question is closest to the English listing it asks for', async () => {
    const client = clientThroughProxy();
    const listings = [berlinFlat, softwareStudio, plumber, potteryCourse];
    const listingVectors = await client.embedPassages(listings);
    const questions = [
      ['Ich suche eine Wohnung in Berlin', berlinFlat],
      ['Klempner für einen Rohrbruch', plumber],
      ['Töpferkurs für Anfänger', potteryCourse],
      ['Wer programmiert mir eine App?', softwareStudio],
    ] as const;
    const questionVectors = await client.embedQueries(questions.map(([question]) => question));
    const closest = questionVectors.map((question) => {
      const scores = listingVectors.map((listing) => similarity(question, listing));
      return listings[scores.indexOf(Math.max(...scores))];
    });
    expect(closest).to.deep.equal(questions.map(([, listing]) => listing));
  });

  it('asks the server once for a question asked again, and once for the same question asked twice at the same time', async () => {
    const client = clientThroughProxy();
    const [first] = await client.embedQueries(['Wohnung in Berlin']);
    const [again] = await client.embedQueries(['Wohnung in Berlin']);
    expect(again).to.equal(first);
    const [one, other] = await Promise.all([
      client.embedQueries(['Klempner München']),
      client.embedQueries(['Klempner München', 'Klempner München']),
    ]);
    expect(other).to.deep.equal([one![0], one![0]]);
    expect(proxy.requests.map((request) => request.body.input)).to.deep.equal([
      ['query: Wohnung in Berlin'],
      ['query: Klempner München'],
    ]);
  });

  it('keeps at most EMBEDDINGS_QUERY_CACHE_SIZE questions, forgetting the least recently asked first', async () => {
    const client = clientThroughProxy({ EMBEDDINGS_QUERY_CACHE_SIZE: '2' });
    for (const question of ['a flat', 'a plumber', 'a flat', 'a pottery class', 'a flat', 'a plumber']) {
      await client.embedQueries([question]);
    }
    expect(proxy.requests.map((request) => request.body.input)).to.deep.equal([
      ['query: a flat'],
      ['query: a plumber'],
      ['query: a pottery class'],
      ['query: a plumber'],
    ]);
  });

  it('keeps no question with EMBEDDINGS_QUERY_CACHE_SIZE=0', async () => {
    const client = clientThroughProxy({ EMBEDDINGS_QUERY_CACHE_SIZE: '0' });
    await client.embedQueries(['a flat']);
    await client.embedQueries(['a flat']);
    expect(proxy.requests).to.have.length(2);
  });

  it('does not keep a failed question: asked again, it goes to the server again', async () => {
    const client = clientThroughProxy();
    proxy.refuseWith = 503;
    const failure = await client.embedQueries(['a flat']).catch((error: unknown) => error);
    expect(failure).to.include({ name: 'EmbeddingsUnavailableError', reason: 'refused' });
    expect((failure as Error).message).to.include('HTTP 503: refused by the test proxy');
    proxy.refuseWith = null;
    expect(await client.embedQueries(['a flat'])).to.have.length(1);
    expect(proxy.requests).to.have.length(2);
  });
});
