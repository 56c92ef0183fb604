import { expect } from 'chai';
import { FetchRefusal, SourceFetcher, type FetchLimits } from '../../shared/fetching/source-fetcher.ts';
import { readFeed, type SourceFetchers } from '../../services/core/intake/imports/import-sources.ts';
import { TargetPolicy } from '../../shared/fetching/target-policy.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { DECLARED_LENGTH, startHostileServer, type HostileServer } from './fetching-hostile-server.ts';
import { importAndWait, importStructured } from './intake-calls.ts';

/** Short enough that a dripped body meets the deadline at once, while each dripped byte keeps the idle timer happy. */
const LIMITS: FetchLimits = { maxBytes: 1024 * 1024, timeoutMs: 1000, idleTimeoutMs: 500, maxRedirects: 2 };
const CUT_CLOSED = (received: number, declared = true) => ({
  code: 'truncated',
  message: `the body broke off after ${received}${declared ? ` of ${DECLARED_LENGTH}` : ''} bytes: the source closed the connection before its end`,
});
const RESET = (received: number) => ({
  code: 'truncated',
  message: `the body broke off after ${received} of ${DECLARED_LENGTH} bytes: the source reset the connection before its end`,
});
const PAST_DEADLINE = { code: 'timeout', message: 'the source was not fetched within 1 seconds' };

/** How a fetch ended: the refusal's code and message, or what it read. */
async function outcome(attempt: () => Promise<unknown>): Promise<{ code: string; message: string } | 'fetched'> {
  try {
    await attempt();
    return 'fetched';
  } catch (error) {
    if (!(error instanceof FetchRefusal)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('fetching sources whose answers break: cut, reset or dripped bodies', function () {
  this.timeout(60_000);
  let hostile: HostileServer;
  let fetcher: SourceFetcher;
  before(async () => {
    hostile = await startHostileServer();
    fetcher = new SourceFetcher({
      targets: new TargetPolicy({ allowedPrivateHosts: ['127.0.0.1'], requireHttps: false }),
      limits: LIMITS,
    });
  });
  after(async () => hostile.close());

  describe('the fetcher', () => {
    const page = (ending: Parameters<HostileServer['url']>[1]) =>
      outcome(() => fetcher.fetch(hostile.url('html', ending), ['text/html']));

    it('regression: a body that ends before its declared length or its last chunk is refused as truncated, naming how much arrived', async () => {
      expect(await page('cut-length')).to.deep.equal(CUT_CLOSED(69));
      expect(await page('cut-chunked')).to.deep.equal(CUT_CLOSED(69, false));
    });

    it('regression: a connection reset mid-body is refused as truncated, naming how much arrived', async () => {
      expect(await page('reset')).to.deep.equal(RESET(69));
    });

    it('refuses a body dripped within the idle timeout once the whole download deadline has passed', async () => {
      expect(await page('drip')).to.deep.equal(PAST_DEADLINE);
    });

    it('regression: a streamed feed that breaks off fails its reading as truncated after the items it had, in both feed kinds', async () => {
      const fetchers: SourceFetchers = { pages: fetcher, feeds: fetcher };
      const read = async (kind: 'products-json' | 'property-xml', ending: 'cut-length' | 'reset' | 'drip') => {
        const items: string[] = [];
        const type = kind === 'products-json' ? 'json' : 'xml';
        const ended = await outcome(async () => {
          const reading = await readFeed(fetchers, { kind, url: hostile.url(type, ending) });
          for await (const item of reading.items) items.push(item.label);
        });
        return { items, ended };
      };
      expect(await read('products-json', 'cut-length')).to.deep.equal({
        items: ['item 1 (first)'],
        ended: CUT_CLOSED(67),
      });
      expect(await read('products-json', 'reset')).to.deep.equal({ items: ['item 1 (first)'], ended: RESET(67) });
      expect(await read('products-json', 'drip')).to.deep.equal({ items: ['item 1 (first)'], ended: PAST_DEADLINE });
      expect(await read('property-xml', 'reset')).to.deep.equal({ items: ['item 1'], ended: RESET(99) });
      expect(await read('property-xml', 'drip')).to.deep.equal({ items: ['item 1'], ended: PAST_DEADLINE });
    });
  });

  describe('imports through the service', () => {
    let owner: TestAccount;
    before(async () => {
      owner = await registerAccount('broken-sources');
    });

    async function draftsOf(jobId: string): Promise<number> {
      return harness().mongo.db.collection('intake_drafts').countDocuments({ jobId });
    }

    it('regression: a page import whose server closes or resets the connection mid-body fails as truncated, with no draft', async () => {
      for (const ending of ['cut-length', 'reset'] as const) {
        const job = await importAndWait(owner, { url: hostile.url('html', ending) });
        expect(job.status).to.equal('failed');
        expect(job.error.code, job.error.message).to.equal('truncated');
        expect(job.draftIds).to.deep.equal([]);
        expect(await draftsOf(job.id)).to.equal(0);
      }
      expect((await call('GET', '/v1/health')).status).to.equal(200);
    });

    it('regression: a structured import of a feed reset mid-body is a failed job (truncated) with no draft', async () => {
      const response = await importStructured(owner, {
        kind: 'products-json',
        url: hostile.url('json', 'reset'),
        currency: 'EUR',
      });
      expect(response.status, response.text).to.equal(201);
      const job = response.body.result;
      expect(job.status).to.equal('failed');
      expect(job.error).to.deep.equal(RESET(67));
      expect(job.draftIds).to.deep.equal([]);
      expect(await draftsOf(job.id)).to.equal(0);
      expect((await call('GET', '/v1/health')).status).to.equal(200);
    });

    it('ends a page dripped forever at the page deadline as a failed job (timeout)', async function () {
      this.timeout(60_000);
      const job = await importAndWait(owner, { url: hostile.url('html', 'drip') });
      expect(job.status).to.equal('failed');
      expect(job.error).to.deep.equal({ code: 'timeout', message: 'the source was not fetched within 10 seconds' });
      expect((await call('GET', '/v1/health')).status).to.equal(200);
    });
  });
});
