import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { provisionSchemathesis } from '../../scripts/servers/schemathesis.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { grantAdmin, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { seedCounterparty, type CounterpartyResources } from './request-examples.ts';

/** Fixed, so that a finding reproduces with the same command. */
const SEED = 15;
/** How many cases per operation and scenario (bounds the run to a few minutes on a 2-CPU machine). */
const CONFIG = path.join(import.meta.dirname, 'schemathesis.toml');
/**
 * The coverage phase is left out: it sends every boundary case the schemas define (about 12,000 requests here, not
 * bounded by max-examples), over 5 minutes on its own; the fuzzing phase's negative data covers the same ground.
 */
const PHASES = ['examples', 'fuzzing', 'stateful'];

/** The pass line: no 5xx, and every answer's status, media type and body as the document says. */
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
];

/** Left out because it is no defect: logout revokes the run's own session, so every later case would run signed out. */
const LEFT_OUT = ['logout'];

/**
 * The share of the document's links (among the operations the account runs) that the stateful phase must follow with
 * data from a successful response. Runs here follow 62 to 70 of 92; before the create operations' bodies were
 * described exactly and illustrated, 1 of 635 (with the links Schemathesis inferred) was.
 */
const LINKS_FOLLOWED_AT_LEAST = 0.5;

/** The other account's resources, for the operations schemathesis.toml points at them. */
const counterpartyVariables = (theirs: CounterpartyResources): Record<string, string> => ({
  SCHEMATHESIS_COUNTERPARTY_ID: theirs.accountId,
  SCHEMATHESIS_LISTING_ID: theirs.listingId,
  SCHEMATHESIS_JOB_ID: theirs.jobId,
  SCHEMATHESIS_REQUEST_ID: theirs.requestId,
  SCHEMATHESIS_MANDATE_ID: theirs.mandateId,
  SCHEMATHESIS_OAUTH_CLIENT_ID: theirs.oauthClientId,
  SCHEMATHESIS_OAUTH_REDIRECT_URI: theirs.oauthRedirectUri,
});

const adminOperations = (): string[] =>
  Object.values(openApiDocument().paths).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string; 'x-admin'?: boolean }>).flatMap((operation) =>
      operation?.operationId && operation['x-admin'] === true ? [operation.operationId] : [],
    ),
  );

interface RunOutcome {
  exitCode: number | null;
  output: string;
  tests: number;
  failures: number;
  links: LinkCoverage | null;
}

/** Of the links the stateful phase could take, those it followed with data from a successful response. */
interface LinkCoverage {
  followed: number;
  selected: number;
}

/** Read from the stateful phase's summary: `API Links: 70 covered / 93 selected / 101 total`. */
function linkCoverage(output: string): LinkCoverage | null {
  const match = /API Links:\s+(\d+) covered \/ (\d+) selected/.exec(output);
  return match ? { followed: Number(match[1]), selected: Number(match[2]) } : null;
}

/** Sums the test cases and failures of Schemathesis's JUnit report (one test case per operation). */
function junitCounts(xml: string): { tests: number; failures: number } {
  let tests = 0;
  let failures = 0;
  for (const suite of xml.matchAll(/<testsuite\b([^>]*)>/g)) {
    const attribute = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite[1]!)?.[1] ?? 0);
    tests += attribute('tests');
    failures += attribute('failures') + attribute('errors');
  }
  return { tests, failures };
}

async function runSchemathesis(
  python: string,
  workDir: string,
  name: string,
  baseUrl: string,
  token: string,
  selection: string[],
  variables: Record<string, string>,
): Promise<RunOutcome> {
  const junit = path.join(workDir, `${name}.xml`);
  const args = [
    '-m',
    'schemathesis.cli',
    '--config-file',
    CONFIG,
    'run',
    `${baseUrl}/v1/openapi.json`,
    '--url',
    baseUrl,
    '--checks',
    CHECKS.join(','),
    '--mode',
    'all',
    '--phases',
    PHASES.join(','),
    '--seed',
    String(SEED),
    '--workers',
    '2',
    '--request-timeout',
    '30',
    '--generation-database',
    'none',
    '--header',
    `Authorization: Bearer ${token}`,
    '--report',
    'junit',
    '--report-junit-path',
    junit,
    '--no-color',
    ...selection,
  ];
  const child = spawn(python, args, {
    cwd: workDir,
    env: { ...process.env, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Written as it comes, so that a long run can be followed with tail -f.
  const log = createWriteStream(path.join(workDir, `${name}.log`));
  const chunks: Buffer[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      log.write(chunk);
    });
  }
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  log.end();
  const output = Buffer.concat(chunks).toString('utf8');
  const counts = junitCounts(await readFile(junit, 'utf8').catch(() => ''));
  return { exitCode, output, ...counts, links: linkCoverage(output) };
}

const verdict = (outcome: RunOutcome) =>
  `exit ${outcome.exitCode}, ${outcome.tests} operations, ${outcome.failures} failing\n${outcome.output.split('\n').slice(-200).join('\n')}`;

describe('Schemathesis against the running service (contract)', function () {
  let python: string;
  let system: RunningSystem;
  let mongo: MongoConnection;
  let workDir: string;
  let userToken: string;
  let adminToken: string;
  let variables: Record<string, string>;

  before(async function () {
    // The first run builds the venv (a minute or two); later runs reuse it from the cache.
    this.timeout(15 * 60_000);
    python = await provisionSchemathesis((line) => console.log(`[schemathesis] ${line}`));
    const config = testConfig(harness().servers);
    system = await startSystem({
      config,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'schemathesis'),
    });
    mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    workDir = await mkdtemp(path.join(tmpdir(), 'schemathesis-'));
    const register = async (label: string): Promise<TestAccount> => {
      const [email, password] = [uniqueEmail(label), `pw-${label}-contract`];
      const response = await call('POST', '/v1/auth/register', {
        baseUrl: system.url,
        body: { email, password, displayName: label },
      });
      expect(response.status, response.text).to.equal(201);
      return { id: response.body.result.account.id, email, password, token: response.body.result.token };
    };
    userToken = (await register('schemathesis-user')).token;
    adminToken = (await grantAdmin(mongo.db, await register('schemathesis-admin'), system.url)).token;
    variables = counterpartyVariables(await seedCounterparty(system.url, mongo.db));
  });

  after(async function () {
    this.timeout(60_000);
    await system?.stop();
    await mongo?.client.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('finds no server error and no answer unlike the document in any operation a signed-in account calls', async function () {
    this.timeout(15 * 60_000);
    const excluded = [...adminOperations(), ...LEFT_OUT].flatMap((id) => ['--exclude-operation-id', id]);
    const outcome = await runSchemathesis(python, workDir, 'account', system.url, userToken, excluded, variables);
    expect(outcome.tests, verdict(outcome)).to.be.greaterThan(100);
    expect(outcome.failures, verdict(outcome)).to.equal(0);
    expect(outcome.exitCode, verdict(outcome)).to.equal(0);
    const { links } = outcome;
    if (!links) expect.fail(`the stateful phase printed no summary of the links\n${verdict(outcome)}`);
    console.log(
      `[schemathesis] stateful phase: followed ${links.followed} of the ${links.selected} links from a successful response`,
    );
    expect(links.selected, 'links between the operations an account runs').to.be.greaterThan(80);
    expect(links.followed, verdict(outcome)).to.be.at.least(Math.ceil(LINKS_FOLLOWED_AT_LEAST * links.selected));
  });

  it('finds none in the admin operations called by an admin', async function () {
    this.timeout(10 * 60_000);
    const included = adminOperations().flatMap((id) => ['--include-operation-id', id]);
    const outcome = await runSchemathesis(python, workDir, 'admin', system.url, adminToken, included, variables);
    expect(outcome.tests, verdict(outcome)).to.be.greaterThan(10);
    expect(outcome.failures, verdict(outcome)).to.equal(0);
    expect(outcome.exitCode, verdict(outcome)).to.equal(0);
  });
});
