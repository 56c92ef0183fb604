import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { deleteIndicesOf, listingsAliasOf } from '../indexer/fixtures.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.ts';
import { rawPost } from './upload-streams-client.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MULTIPART = 'multipart/form-data; boundary=XX';

function partHead(name: string, filename: string, type: string): string {
  return `--XX\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
}

/** A whole part named `files` holding the PDF, its closing delimiter not yet sent. */
const WHOLE_PDF_PART = Buffer.concat([Buffer.from(partHead('files', 'manual.pdf', 'application/pdf')), PDF]);
const WHOLE_BODY = Buffer.concat([WHOLE_PDF_PART, Buffer.from('\r\n--XX--\r\n')]);

/**
 * Upload bodies that end too early, break off or never end, sent to a service in a process of its own: a stream error
 * nobody listens for ends the process (it ended `npm start`), and must not end the mocha run with it.
 */
describe('upload links: truncated, reset and slow multipart bodies', function () {
  this.timeout(180_000);
  const database = `test_upload_streams_${randomBytes(4).toString('hex')}`;
  let service: ServiceProcess;
  let mongo: MongoConnection;
  let owner: string;
  let draftId: string;

  before(async () => {
    const { servers } = harness();
    service = await startServiceProcess({
      entry: 'test/intake/upload-streams-service.ts',
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        MONGODB_URL: servers.mongodbUrl,
        MONGODB_DATABASE: database,
        ELASTICSEARCH_URL: servers.elasticsearchUrl,
        LISTINGS_INDEX_ALIAS: listingsAliasOf(database),
        AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
        BCRYPT_ROUNDS: '4',
        INTAKE_UPLOAD_TIMEOUT_MS: '2000',
      },
      readyPath: '/v1/health',
    });
    mongo = await connectMongo(servers.mongodbUrl, database);
    const registered = await call('POST', '/v1/auth/register', {
      baseUrl: service.url,
      body: {
        email: `uploader-${randomBytes(4).toString('hex')}@example.com`,
        password: 'pw-streams-1',
        displayName: 'x',
      },
    });
    expect(registered.status, registered.text).to.equal(201);
    owner = registered.body.result.token;
    const imported = await call('POST', '/v1/intake/import-structured', {
      baseUrl: service.url,
      token: owner,
      body: { kind: 'products-json', currency: 'EUR', content: JSON.stringify({ products: [{ title: 'City bike' }] }) },
    });
    expect(imported.status, imported.text).to.equal(201);
    draftId = imported.body.result.draftIds[0];
  });

  after(async () => {
    await service?.stop();
    await mongo?.db.dropDatabase();
    await mongo?.client.close();
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    await deleteIndicesOf(elasticsearch, listingsAliasOf(database)).finally(() => elasticsearch.close());
  });

  async function mint(): Promise<string> {
    const response = await call('POST', `/v1/intake/drafts/${draftId}/upload-link`, {
      baseUrl: service.url,
      token: owner,
    });
    expect(response.status, response.text).to.equal(201);
    return response.body.result.url;
  }

  async function expectServing(): Promise<void> {
    const health = await call('GET', '/v1/health', { baseUrl: service.url }).catch((error: Error) => error);
    expect(health, 'the service still answers').to.not.be.instanceOf(Error);
    expect((health as ApiResponse).status).to.equal(200);
  }

  async function storedFiles(): Promise<number> {
    return mongo.db.collection('intake_files.files').countDocuments({ 'metadata.draftId': draftId });
  }

  /** The whole PDF through the link, retried while the service may still be letting go of an abandoned attempt. */
  async function uploadWhole(url: string): Promise<ApiResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await rawPost(url, MULTIPART, WHOLE_BODY, 'whole');
      expect(answer, 'an answer to a whole body').to.not.equal(null);
      if (answer!.status !== 410 || attempt === 50) return answer!;
      await sleep(100);
    }
  }

  it('regression: a file part cut short (the body ends before its closing delimiter) is 400 naming the body, and the service lives on', async () => {
    const url = await mint();
    const truncated = Buffer.concat([
      Buffer.from(partHead('file', 'a.png', 'image/png')),
      Buffer.from('\x89PNG partial', 'latin1'),
    ]);
    const answer = await rawPost(url, MULTIPART, truncated, 'whole');
    expect(answer, 'an answer (no answer: the process ended)').to.not.equal(null);
    const error = expectError(answer!, 400, 'validation_failed');
    expect(error).to.include({ field: 'body' });
    expect(error.message).to.match(/ended before/);
    await expectServing();
  });

  it('regression: a truncated second part stores nothing, not even the whole first one, and leaves the link usable', async () => {
    const url = await mint();
    const truncated = Buffer.concat([
      WHOLE_PDF_PART,
      Buffer.from(`\r\n${partHead('files', 'photo.png', 'image/png')}\x89PNG partial`, 'latin1'),
    ]);
    expectError((await rawPost(url, MULTIPART, truncated, 'whole'))!, 400, 'validation_failed');
    await expectServing();
    expect(await storedFiles()).to.equal(0);
    const upload = await call('GET', new URL(url).pathname.replace(/\/files$/, ''), { baseUrl: service.url });
    expect(upload.body.result.files).to.deep.equal([]);
    const whole = await uploadWhole(url);
    expect(whole.status, whole.text).to.equal(201);
    expectDocumentedResponse('uploadFiles', whole);
    expect(await storedFiles()).to.equal(1);
  });

  it('regression: a connection reset mid-body stores nothing and gives the link back; the service lives on', async () => {
    const before = await storedFiles();
    const url = await mint();
    expect(await rawPost(url, MULTIPART, WHOLE_PDF_PART, 'reset', 64 * 1024)).to.equal(null);
    await expectServing();
    const whole = await uploadWhole(url);
    expect(whole.status, `the link is usable again: ${whole.text}`).to.equal(201);
    expect(await storedFiles()).to.equal(before + 1);
  });

  it('regression: a body dripped slower than the upload deadline is answered 408, stores nothing, and the service lives on', async () => {
    const before = await storedFiles();
    const url = await mint();
    const answer = await rawPost(url, MULTIPART, WHOLE_PDF_PART, 'drip', 10 * 1024 * 1024);
    expect(answer, 'an answer to a body that never ends').to.not.equal(null);
    const error = expectError(answer!, 408, 'request_timeout');
    expect(error).to.include({ field: 'body' });
    await expectServing();
    expect(await storedFiles()).to.equal(before);
  });
});
