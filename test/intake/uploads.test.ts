import { expect } from 'chai';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call, decodeResponse, expectDocumentedErrors, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { importAndWait } from './intake-calls.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A JPEG carrying EXIF metadata (a camera-like copyright and description). */
function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'taken at home' } })
    .toBuffer();
}

async function postFiles(
  token: string,
  files: Array<{ name: string; type: string; bytes: Buffer }>,
): Promise<ApiResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  const path = `/v1/intake/uploads/${token}/files`;
  const response = await fetch(`${harness().baseUrl}${path}`, { method: 'POST', body: form });
  return expectDocumentedErrors('POST', path, decodeResponse(response.status, response.headers, await response.text()));
}

async function mint(
  account: TestAccount,
  draftId: string,
  body?: Record<string, unknown>,
): Promise<Record<string, any>> {
  const response = await call('POST', `/v1/intake/drafts/${draftId}/upload-link`, {
    token: account.token,
    ...(body ? { body } : {}),
  });
  expect(response.status, response.text).to.equal(201);
  expectDocumentedResponse('createUploadLink', response);
  return response.body.result;
}

describe('intake upload links', () => {
  let owner: TestAccount;
  let draftId: string;
  before(async () => {
    owner = await registerAccount('uploader');
    draftId = (
      await importAndWait(owner, { text: 'Gebrauchtes Fahrrad, 28 Zoll\nGut erhalten, 150 €.', category: 'other' })
    ).draftIds[0];
  });

  it('mints a link whose metadata needs no credential, and takes photos and a PDF into GridFS and the draft', async () => {
    const link = await mint(owner, draftId);
    expect(link.url).to.equal(`${harness().baseUrl}/v1/intake/uploads/${link.token}/files`);
    const stored = await harness()
      .mongo.db.collection('intake_upload_links')
      .findOne({ _id: createHash('sha256').update(link.token).digest('hex') as never });
    expect(stored, 'the link is stored under its hash').to.not.equal(null);
    expect(JSON.stringify(stored)).to.not.include(link.token);

    const metadata = await call('GET', `/v1/intake/uploads/${link.token}`);
    expectDocumentedResponse('getUpload', metadata);
    expect(metadata.body.result).to.include({ draftId, maxBytes: 10_485_760 });
    expect(metadata.body.result.files).to.deep.equal([]);

    // The declared type is a lie in both parts: the bytes decide.
    const response = await postFiles(link.token, [
      { name: 'bike.jpg', type: 'application/octet-stream', bytes: await jpegWithExif() },
      { name: 'invoice.pdf', type: 'image/png', bytes: PDF },
    ]);
    expect(response.status, response.text).to.equal(201);
    expectDocumentedResponse('uploadFiles', response);
    const files = response.body.result.files;
    expect(files.map((file: { contentType: string }) => file.contentType)).to.deep.equal([
      'image/jpeg',
      'application/pdf',
    ]);

    const photo = await fetch(files[0].url);
    expect(photo.status).to.equal(200);
    expect(photo.headers.get('content-type')).to.equal('image/jpeg');
    const metadataOfPhoto = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(metadataOfPhoto.exif, 'EXIF stripped').to.equal(undefined);
    const pdf = await fetch(files[1].url);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).to.equal(true);

    const draft = await call('GET', `/v1/intake/drafts/${draftId}`, { token: owner.token });
    expect(draft.body.result.fields.media).to.include.members(files.map((file: { url: string }) => file.url));
    expect((await call('GET', `/v1/intake/uploads/${link.token}`)).body.result.files).to.have.length(2);
  });

  it('is used up by its first batch: a second upload gets 410', async () => {
    const link = await mint(owner, draftId);
    expect((await postFiles(link.token, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }])).status).to.equal(
      201,
    );
    expectError(
      await postFiles(link.token, [{ name: 'b.pdf', type: 'application/pdf', bytes: PDF }]),
      410,
      'link_expired',
    );
  });

  it('refuses an expired link with 410, and an unknown token with 404', async () => {
    const link = await mint(owner, draftId);
    const hash = createHash('sha256').update(link.token).digest('hex');
    await harness()
      .mongo.db.collection('intake_upload_links')
      .updateOne({ _id: hash as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await call('GET', `/v1/intake/uploads/${link.token}`), 410, 'link_expired');
    expectError(
      await postFiles(link.token, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }]),
      410,
      'link_expired',
    );
    expectError(await call('GET', '/v1/intake/uploads/not-a-token'), 404, 'resource_not_found');
    expectError(
      await postFiles('not-a-token', [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }]),
      404,
      'resource_not_found',
    );
  });

  it('refuses a file over the limit with 413 and a file that is no image or PDF with 415; the link stays usable', async function () {
    this.timeout(30_000);
    const link = await mint(owner, draftId);
    expectError(
      await postFiles(link.token, [
        { name: 'huge.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
      ]),
      413,
      'payload_too_large',
    );
    expectError(
      await postFiles(link.token, [
        { name: 'page.html', type: 'image/jpeg', bytes: Buffer.from('<html><body>not an image</body></html>') },
      ]),
      415,
      'unsupported_media_type',
    );
    expectError(
      await postFiles(link.token, [
        { name: 'x.exe', type: 'image/png', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff') },
      ]),
      415,
      'unsupported_media_type',
    );
    expect((await postFiles(link.token, [{ name: 'ok.pdf', type: 'application/pdf', bytes: PDF }])).status).to.equal(
      201,
    );
  });

  it('regression: a link minted before its draft was published adds no files afterwards (409), storing nothing', async () => {
    const author = await registerAccount('upload-publisher');
    const [publishedDraft] = (
      await importAndWait(author, {
        text: 'Fliesenleger Meisterbetrieb Kaya\nWir verlegen Fliesen in Bad und Küche. Kostenloses Angebot!',
        category: 'local-services',
      })
    ).draftIds;
    const link = await mint(author, publishedDraft);
    const published = await call('POST', `/v1/intake/drafts/${publishedDraft}/publish`, { token: author.token });
    expect(published.status, published.text).to.equal(200);
    const status = published.body.result.status;

    const error = expectError(
      await postFiles(link.token, [{ name: 'late.pdf', type: 'application/pdf', bytes: PDF }]),
      409,
      'invalid_transition',
    );
    expect(error.meta).to.deep.equal({ currentState: status, allowedOperations: ['getUpload'] });
    expect((await call('GET', `/v1/intake/uploads/${link.token}`)).body.result.files).to.deep.equal([]);
    const stored = await harness()
      .mongo.db.collection('intake_files.files')
      .countDocuments({ 'metadata.draftId': publishedDraft });
    expect(stored).to.equal(0);
  });

  it('lets no other account mint a link for my draft', async () => {
    const stranger = await registerAccount('upload-stranger');
    expectError(
      await call('POST', `/v1/intake/drafts/${draftId}/upload-link`, { token: stranger.token }),
      404,
      'resource_not_found',
    );
  });
});
