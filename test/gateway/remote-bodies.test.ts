import { expect } from 'chai';
import sharp from 'sharp';
import Stripe from 'stripe';
import { deliver, stripeEvent, webhookSecret } from '../payments/stripe-events.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call, decodeResponse, expectDocumentedErrors, type ApiResponse } from '../support/http.ts';
import { startSplitComposition, type SplitComposition } from './split-composition.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Request bodies read as streams or as sent, and binary answers, between a gateway and a core in separate processes. */
describe('gateway in front of a separate core: streamed uploads, binary files and raw bodies', function () {
  this.timeout(60_000);
  let composition: SplitComposition;
  let baseUrl: string;
  let owner: TestAccount;
  let draftId: string;
  before(async () => {
    composition = await startSplitComposition();
    baseUrl = composition.baseUrl;
    owner = await registerAccount('remote-uploader');
    const imported = await call('POST', '/v1/intake/import-structured', {
      baseUrl,
      token: owner.token,
      body: {
        kind: 'products-json',
        currency: 'EUR',
        content: JSON.stringify({ products: [{ handle: 'bike', title: 'City bike, 28 inch' }] }),
      },
    });
    expect(imported.status, imported.text).to.equal(201);
    draftId = imported.body.result.draftIds[0];
  });

  after(async () => composition.stop());

  async function mint(): Promise<string> {
    const response = await call('POST', `/v1/intake/drafts/${draftId}/upload-link`, { baseUrl, token: owner.token });
    expect(response.status, response.text).to.equal(201);
    expectDocumentedResponse('createUploadLink', response);
    expect(response.body.result.url.startsWith(baseUrl)).to.equal(true);
    return response.body.result.token;
  }

  async function postFiles(token: string, files: Array<{ name: string; bytes: Buffer }>): Promise<ApiResponse> {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
    const path = `/v1/intake/uploads/${token}/files`;
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form });
    return expectDocumentedErrors(
      'POST',
      path,
      decodeResponse(response.status, response.headers, await response.text()),
    );
  }

  it('pipes a multipart upload to the core and serves the stored files back byte for byte', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer();
    const response = await postFiles(await mint(), [
      { name: 'bike.png', bytes: photo },
      { name: 'manual.pdf', bytes: PDF },
    ]);
    expect(response.status, response.text).to.equal(201);
    expectDocumentedResponse('uploadFiles', response);
    const [image, pdf] = response.body.result.files;
    expect([image.contentType, pdf.contentType]).to.deep.equal(['image/png', 'application/pdf']);
    expect(image.url.startsWith(`${baseUrl}/v1/intake/files/`)).to.equal(true);

    const servedPdf = await fetch(pdf.url);
    expect(servedPdf.status).to.equal(200);
    expect(servedPdf.headers.get('content-type')).to.equal('application/pdf');
    expect(servedPdf.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(Buffer.from(await servedPdf.arrayBuffer()).equals(PDF)).to.equal(true);
    const servedImage = await fetch(image.url);
    expect(servedImage.headers.get('content-type')).to.equal('image/png');
    expect((await sharp(Buffer.from(await servedImage.arrayBuffer())).metadata()).width).to.equal(40);

    const draft = await call('GET', `/v1/intake/drafts/${draftId}`, { baseUrl, token: owner.token });
    expect(draft.body.result.fields.media).to.include.members([image.url, pdf.url]);
  });

  it('keeps the upload limits and refusals across the processes: 413 past 10 MiB, 415 for other types, 410 for a used link, 404 for no file', async () => {
    const tooLarge = await postFiles(await mint(), [
      { name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
    ]);
    expectError(tooLarge, 413, 'payload_too_large');
    const token = await mint();
    expectError(
      await postFiles(token, [{ name: 'notes.txt', bytes: Buffer.from('plain text, not a photo') }]),
      415,
      'unsupported_media_type',
    );
    expect((await postFiles(token, [{ name: 'manual.pdf', bytes: PDF }])).status).to.equal(201);
    expectError(await postFiles(token, [{ name: 'manual.pdf', bytes: PDF }]), 410, 'link_expired');
    const notMultipart = await fetch(`${baseUrl}/v1/intake/uploads/${await mint()}/files`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'no parts',
    });
    expect(notMultipart.status).to.equal(415);
    const missing = await call('GET', '/v1/intake/files/0123456789abcdef01234567', { baseUrl });
    expectError(missing, 404, 'resource_not_found');
  });

  it('hands the Stripe webhook the body exactly as sent, so its signature verifies, and refuses a tampered one', async () => {
    const event = stripeEvent('customer.created', {
      id: 'cus_remote',
      object: 'customer',
      metadata: { note: 'Grüße aus Köln – 5 €' },
    });
    const accepted = await deliver(event, { baseUrl });
    expect(accepted.status, accepted.text).to.equal(200);
    expectDocumentedResponse('receiveStripeWebhook', accepted);
    expect(accepted.body.result).to.include({ eventId: event.id, outcome: 'ignored' });
    const signedOriginal = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event, null, 2),
      secret: webhookSecret(),
    });
    const tampered = await deliver(event, {
      baseUrl,
      rawBody: JSON.stringify(event, null, 2).replace('Köln', 'Bonn'),
      signature: signedOriginal,
    });
    expectError(tampered, 400, 'stripe_signature_invalid');
  });
});
