import { expect } from 'chai';
import type { RunningServers } from '../../scripts/servers/index.ts';
import { needs, planRun, type ServerKindName } from './needs.ts';
import { partialHarness } from './partial-harness.ts';

needs(import.meta.url, []);

const TEST_DIR = '/repo/test';
const declared = new Map<string, readonly ServerKindName[]>([
  ['/repo/test/shared/mongo.test.ts', ['mongodb']],
  ['/repo/test/indexer/reindex.test.ts', ['mongodb', 'elasticsearch']],
  ['/repo/test/servers/mailpit.test.ts', ['mail']],
  ['/repo/test/servers/ready-line.test.ts', []],
]);

describe('test support: the servers a run starts for the needs() its files declare', () => {
  it('starts the union of the declared servers, and no system, when every file declared', () => {
    const files = [
      '/repo/test/indexer/reindex.test.ts',
      '/repo/test/shared/mongo.test.ts',
      '/repo/test/servers/mailpit.test.ts',
    ];
    expect(planRun(files, declared, TEST_DIR)).to.deep.equal({
      system: false,
      servers: ['elasticsearch', 'mail', 'mongodb'],
    });
  });

  it('starts no server for files that declared none', () => {
    expect(planRun(['/repo/test/servers/ready-line.test.ts'], declared, TEST_DIR)).to.deep.equal({
      system: false,
      servers: [],
    });
  });

  it('starts the whole system as soon as one file under test/ declared nothing, naming it', () => {
    const files = ['/repo/test/shared/mongo.test.ts', '/repo/test/deals/deals.test.ts'];
    expect(planRun(files, declared, TEST_DIR)).to.deep.equal({
      system: true,
      undeclared: '/repo/test/deals/deals.test.ts',
    });
  });

  it('counts a unit test beside the code as needing nothing', () => {
    const files = ['/repo/shared/money.test.ts', '/repo/test/shared/mongo.test.ts', '/repo/test-data/x.test.ts'];
    expect(planRun(files.slice(0, 2), declared, TEST_DIR)).to.deep.equal({ system: false, servers: ['mongodb'] });
    expect(planRun(files, declared, TEST_DIR), 'test-data/ is not test/').to.deep.equal({
      system: false,
      servers: ['mongodb'],
    });
  });
});

describe('test support: the harness of a run without the system', () => {
  const servers: RunningServers = {
    mongodbUrl: '',
    elasticsearchUrl: '',
    stripeApiBase: 'http://127.0.0.1:12111',
    embeddingsUrl: '',
    smtpUrl: '',
    mailpitUrl: '',
    stop: async () => {},
  };
  const stripeOnly = () => partialHarness({ started: ['stripe'], servers });

  it('gives the servers it started', () => {
    expect(stripeOnly().servers.stripeApiBase).to.equal('http://127.0.0.1:12111');
  });

  it('refuses a server it did not start, saying what to declare in which file', () => {
    const declare = `declare needs(import.meta.url, ['stripe', 'mongodb']) in test/support/needs.test.ts`;
    expect(() => stripeOnly().mongo).to.throw(`harness().mongo: this run started only stripe; ${declare}`);
    expect(() => stripeOnly().servers.mongodbUrl).to.throw(
      `harness().servers.mongodbUrl: this run started only stripe; ${declare}`,
    );
    expect(() => partialHarness({ started: [], servers }).servers.mailpitUrl).to.throw(
      `harness().servers.mailpitUrl: this run started no server; declare needs(import.meta.url, ['mail']) in test/support/needs.test.ts`,
    );
  });

  it('refuses the parts of the system, saying which file should not declare needs()', () => {
    for (const part of ['baseUrl', 'gateway', 'config'] as const) {
      expect(() => stripeOnly()[part]).to.throw(
        `harness().${part} is the composed system's, which this run did not start (it started only stripe, as every ` +
          `file it loaded declared needs()); a file whose tests use the system declares no needs(): remove it from ` +
          `test/support/needs.test.ts`,
      );
    }
  });
});
