import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readHtmlPage } from '../../services/core/intake/imports/extraction/html-page.ts';
import { readJsonLd } from '../../services/core/intake/imports/extraction/json-ld.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { importAndWait } from './intake-calls.ts';

const TITLE = 'Trekkingrad Größe M';
const DESCRIPTION = '24 Gängen, Rahmenhöhe 56 cm';

/** A product page with umlauts in its title, its JSON-LD and its text; `meta` goes first in its head. */
function page(meta = ''): string {
  return (
    `<!doctype html><html><head>${meta}<title>${TITLE}</title>` +
    `<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product", "name": "Trekkingrad",` +
    ` "description": "${DESCRIPTION}"}</script></head><body><p>Über uns: Fahrräder aus Köln.</p></body></html>`
  );
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
/** windows-1252 bytes (the page's letters are all in Latin-1, where the two agree). */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

/** What a reader sees of a page: its title and its JSON-LD description, decoded. */
function decoded(body: Buffer, charset: string | null) {
  const reading = readHtmlPage(body, charset);
  return { title: reading.title, description: readJsonLd(reading.jsonLdBlocks).items[0]?.description };
}

describe('decoding fetched pages as browsers do: BOM, header, meta, then valid UTF-8, else windows-1252', () => {
  it('regression: reads a page that declares no charset as UTF-8 when its bytes are UTF-8, and as windows-1252 otherwise; a header outranks a meta, a BOM both', () => {
    const cases = {
      'UTF-8, nothing declared': decoded(utf8(page()), null),
      'windows-1252, nothing declared': decoded(windows1252(page()), null),
      'windows-1252 by the header, a wrong meta UTF-8': decoded(
        windows1252(page('<meta charset="utf-8">')),
        'iso-8859-1',
      ),
      'UTF-8 with a BOM, a wrong header windows-1252': decoded(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(page())]),
        'windows-1252',
      ),
      'UTF-8 by the meta': decoded(utf8(page('<meta charset="utf-8">')), null),
      'windows-1252 by the meta': decoded(
        windows1252(page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">')),
        null,
      ),
    };
    const right = { title: TITLE, description: DESCRIPTION };
    expect(cases).to.deep.equal({
      'UTF-8, nothing declared': right,
      'windows-1252, nothing declared': right,
      'windows-1252 by the header, a wrong meta UTF-8': right,
      'UTF-8 with a BOM, a wrong header windows-1252': right,
      'UTF-8 by the meta': right,
      'windows-1252 by the meta': right,
    });
  });

  describe('imports through the service', () => {
    let server: Server;
    let base: string;
    before(async () => {
      const served: Record<string, { type: string; body: Buffer }> = {
        '/bike.html': { type: 'text/html', body: utf8(page()) },
        '/offer.txt': { type: 'text/plain', body: windows1252('Umzugshilfe Köln\nWir tragen Ihre Möbel.\n') },
      };
      server = createServer((request, response) => {
        const file = served[request.url ?? ''];
        if (!file) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': file.type }).end(file.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => new Promise<void>((resolve) => server.close(() => resolve())));

    it('regression: a UTF-8 page served without a charset makes a draft whose title and description read right', async () => {
      const owner = await registerAccount('charset-page');
      const job = await importAndWait(owner, { url: `${base}/bike.html` });
      const draft = await call('GET', `/v1/intake/drafts/${job.draftIds[0]}`, { token: owner.token });
      expect(draft.status, draft.text).to.equal(200);
      expect(draft.body.result.fields).to.include({ title: 'Trekkingrad', description: DESCRIPTION });
    });

    it('regression: a windows-1252 text page served without a charset reads right, not as broken UTF-8', async () => {
      const owner = await registerAccount('charset-text');
      const job = await importAndWait(owner, { url: `${base}/offer.txt` });
      const draft = await call('GET', `/v1/intake/drafts/${job.draftIds[0]}`, { token: owner.token });
      expect(draft.body.result.fields.title).to.equal('Umzugshilfe Köln');
    });
  });
});
