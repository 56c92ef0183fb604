import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { PassageVectorStore, passageVectorKey } from '../../shared/embeddings/passage-vector-store.ts';
import { embedPassagesWithStore } from '../../shared/embeddings/stored-passage-embeddings.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { embeddingsConfig } from './embeddings-config.ts';

const dimensions = 4;
const vectorOf = (seed: number) => [seed, -seed / 2, 1 / 3, Math.fround(0.1 * seed)].map(Math.fround);

describe('passage vector store: vectors kept on disk so that a machine embeds a seed once', function () {
  this.timeout(60_000);
  let dir: string;
  let file: string;
  const stores: PassageVectorStore[] = [];
  const openStore = async (dims = dimensions): Promise<PassageVectorStore> => {
    const store = await PassageVectorStore.open(file, dims);
    stores.push(store);
    return store;
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'passage-vectors-'));
    file = path.join(dir, 'vectors', 'passages.jsonl');
  });

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('keys a vector by the model and the exact text embedded', () => {
    const key = passageVectorKey('multilingual-e5-small-q4', 'passage: a flat');
    expect(key).to.match(/^[0-9a-f]{64}$/);
    expect(passageVectorKey('multilingual-e5-small-q4', 'passage: a flat')).to.equal(key);
    expect(passageVectorKey('another-model', 'passage: a flat')).to.not.equal(key);
    expect(passageVectorKey('multilingual-e5-small-q4', 'passage:  a flat')).to.not.equal(key);
  });

  it('reads back exactly the float32 vectors it appended, after the file is opened again', async () => {
    const store = await openStore();
    const [a, b] = [passageVectorKey('m', 'a'), passageVectorKey('m', 'b')];
    await store.append([
      { key: a, vector: vectorOf(1) },
      { key: b, vector: vectorOf(2) },
    ]);
    expect(await store.read([b, passageVectorKey('m', 'c'), a])).to.deep.equal([vectorOf(2), undefined, vectorOf(1)]);
    const reopened = await openStore();
    expect(reopened.size).to.equal(2);
    expect(await reopened.read([a, b])).to.deep.equal([vectorOf(1), vectorOf(2)]);
  });

  it('finds what another process appended after it was opened', async () => {
    const reader = await openStore();
    const writer = await openStore();
    const key = passageVectorKey('m', 'written by the other');
    await writer.append([{ key, vector: vectorOf(3) }]);
    expect(await reader.read([key])).to.deep.equal([vectorOf(3)]);
  });

  it('skips a line torn by a crash, and what is appended after it is found', async () => {
    const store = await openStore();
    const [kept, torn, later] = ['kept', 'torn', 'later'].map((text) => passageVectorKey('m', text)) as [
      string,
      string,
      string,
    ];
    await store.append([{ key: kept, vector: vectorOf(1) }]);
    await appendFile(file, `{"key":"${torn}","vector":"AAAA`);
    await store.append([{ key: later, vector: vectorOf(4) }]);
    await store.append([{ key: torn, vector: vectorOf(5) }]);
    const reopened = await openStore();
    expect(await reopened.read([kept, later, torn])).to.deep.equal([vectorOf(1), undefined, vectorOf(5)]);
    expect((await readFile(file, 'utf8')).split('\n')).to.have.length(4);
  });

  it('ignores vectors of another length than it was opened for', async () => {
    const key = passageVectorKey('m', 'four');
    await (await openStore(4)).append([{ key, vector: vectorOf(1) }]);
    expect(await (await openStore(384)).read([key])).to.deep.equal([undefined]);
  });

  describe('with the local embedding server', () => {
    let proxy: CountingProxy;
    let client: EmbeddingsClient;

    beforeEach(async () => {
      proxy = await startCountingProxy(embeddingsConfig().url as string);
      client = createEmbeddingsClient(embeddingsConfig({ EMBEDDINGS_URL: proxy.url }));
    });

    afterEach(async () => {
      await client.close();
      await proxy.close();
    });

    it('embeds each distinct text once; a second run, from the file, asks the server nothing', async () => {
      const texts = ['Flat in Berlin', 'Plumber in Munich', 'Flat in Berlin', 'Pottery class'];
      const first = await embedPassagesWithStore(client, await openStore(384), texts);
      expect(proxy.requests.map((request) => request.body.input)).to.deep.equal([
        ['passage: Flat in Berlin', 'passage: Plumber in Munich', 'passage: Pottery class'],
      ]);
      expect(first[2]).to.equal(first[0]);
      const second = await embedPassagesWithStore(client, await openStore(384), texts);
      expect(proxy.requests).to.have.length(1);
      expect(second).to.deep.equal(first);
      expect(second).to.deep.equal(await client.embedPassages(texts));
    });
  });
});
