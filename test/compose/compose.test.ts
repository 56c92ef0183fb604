import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parse } from 'yaml';
import { deployedCommand, SERVICE_ENTRIES, TASK_ENTRIES, type DeployedProcess } from '../../scripts/build/index.ts';
import { ELASTICSEARCH_VERSION } from '../../scripts/servers/elasticsearch.ts';
import { ensureDockerCompose, operatorSettings, type ComposeConfig } from '../support/docker-compose.ts';

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const appServices = ['gateway', 'core', 'catalog', 'indexer', 'worker'];
// The required variables make `config` fail when unset.
const env = { ...process.env, ...operatorSettings() };

describe('docker-compose.yml', function () {
  this.timeout(30_000);
  let dockerCompose: string;

  before(async function () {
    this.timeout(300_000);
    dockerCompose = await ensureDockerCompose();
  });

  function compose(...args: string[]): Promise<RunResult> {
    return new Promise((resolve) => {
      execFile(dockerCompose, args, { cwd: repoRoot, env }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      });
    });
  }

  async function config(): Promise<ComposeConfig> {
    const { code, stdout, stderr } = await compose('config');
    expect(code, stderr).to.equal(0);
    return parse(stdout) as ComposeConfig;
  }

  it('is accepted by docker-compose config -q', async function () {
    const { code, stderr } = await compose('config', '-q');
    expect(code, stderr).to.equal(0);
  });

  it('declares one service per role plus the migration, Elasticsearch, MongoDB and the embedding server, all long-running ones with health checks', async function () {
    const { services } = await config();
    expect(Object.keys(services)).to.have.members([
      ...appServices,
      'migrate',
      'elasticsearch',
      'mongodb',
      'embeddings',
    ]);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') continue;
      expect(service.healthcheck?.test, `${name} healthcheck`).to.be.an('array').that.is.not.empty;
    }
    const builds = [...appServices, 'migrate'].map((name) => services[name]?.build);
    expect(builds[0]).to.not.equal(undefined);
    for (const build of builds) expect(build).to.deep.equal(builds[0]);
    expect(services.gateway?.depends_on).to.deep.equal({
      migrate: { condition: 'service_completed_successfully' },
      core: { condition: 'service_healthy' },
      catalog: { condition: 'service_healthy' },
    });
  });

  it('runs the migration once per deploy, before any role: a one-shot service every role waits for to succeed', async function () {
    const { services } = await config();
    const migrate = services.migrate!;
    expect(migrate.restart).to.equal('no');
    expect(migrate.environment).to.deep.equal(services.core?.environment && withoutRolePort(services.core.environment));
    expect(migrate.depends_on).to.deep.equal({
      mongodb: { condition: 'service_healthy' },
      elasticsearch: { condition: 'service_healthy' },
    });
    for (const role of appServices)
      expect(services[role]?.depends_on, role).to.deep.include({
        migrate: { condition: 'service_completed_successfully' },
      });
  });

  it('runs each role from its bundle with the node flags the benches measure, and the image defaults to the gateway', async function () {
    const { services } = await config();
    for (const name of Object.keys({ ...SERVICE_ENTRIES, ...TASK_ENTRIES }) as DeployedProcess[])
      expect(services[name]?.command, name).to.deep.equal(deployedCommand(name));
    expect(
      await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8'),
      'no TypeScript loader anywhere in it',
    ).to.not.include('tsx');
    const dockerfile = await readFile(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const defaultCommand = /^CMD (.+)$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(defaultCommand ?? 'null')).to.deep.equal(deployedCommand('gateway'));
  });

  it('pins the same Elasticsearch version as the local test server', async function () {
    const { services } = await config();
    const image = services.elasticsearch?.image ?? '';
    expect(image).to.match(/^docker\.elastic\.co\/elasticsearch\/elasticsearch:/);
    expect(image.split(':').pop()).to.equal(ELASTICSEARCH_VERSION);
  });
});

/** A role's environment without what is the role's own (its port, address and the services it calls). */
function withoutRolePort(environment: Record<string, string>): Record<string, string> {
  const own = new Set(['PORT', 'HOST', 'CATALOG_URL']);
  return Object.fromEntries(Object.entries(environment).filter(([name]) => !own.has(name)));
}
