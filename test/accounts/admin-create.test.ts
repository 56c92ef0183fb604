import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { call } from '../support/http.ts';
import { registerAccount, uniqueEmail } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

const run = promisify(execFile);

function adminCreate(args: string[]) {
  const { config } = harness();
  const env = {
    ...process.env,
    MONGODB_URL: config.mongodbUrl,
    MONGODB_DATABASE: config.mongodbDatabase,
    ELASTICSEARCH_URL: config.elasticsearchUrl,
    BCRYPT_ROUNDS: '4',
  };
  return run('npx', ['tsx', 'scripts/admin-create.ts', ...args], { env });
}

describe('npm run admin:create', function () {
  this.timeout(60_000);

  it('creates an admin whose session passes the admin gate, with a password shown once', async () => {
    const email = uniqueEmail('ops');
    const { stdout } = await adminCreate(['--email', email]);
    const password = /Password \(shown once\): (\S+)/.exec(stdout)?.[1];
    expect(password, stdout).to.be.a('string');
    const login = await call('POST', '/v1/auth/login', { body: { email, password } });
    expect(login.body.result.account.isAdmin).to.equal(true);
    const moderation = await call('GET', '/v1/intake/moderation', { token: login.body.result.token });
    expect(moderation.status, moderation.text).to.equal(200);
  });

  it('makes an existing account an admin from its next sign-in, without touching its password', async () => {
    const account = await registerAccount('promoted');
    const { stdout } = await adminCreate(['--email', account.email.toUpperCase()]);
    expect(stdout).to.include('is now an admin (from its next sign-in)');
    // The session begun before keeps the power it began with.
    const before = await call('GET', '/v1/intake/moderation', { token: account.token });
    expect(before.status, before.text).to.equal(403);
    expect(before.body.errors[0].slug).to.equal('admin_required');
    const login = await call('POST', '/v1/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.body.result.account.isAdmin).to.equal(true);
    const moderation = await call('GET', '/v1/intake/moderation', { token: login.body.result.token });
    expect(moderation.status, moderation.text).to.equal(200);
  });

  it('explains its usage when the email is missing', async () => {
    const failure = await adminCreate([]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).to.include({ code: 2 });
    expect((failure as { stderr: string }).stderr).to.include('usage: npm run admin:create -- --email');
  });
});
