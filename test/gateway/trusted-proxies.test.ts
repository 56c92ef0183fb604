import { expect } from 'chai';
import type { Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';

/** A whole system on its own database that admits two magic links per client address, behind the given proxies. */
async function systemBehind(trustedProxies: string[]): Promise<RunningSystem> {
  const base = testConfig(harness().servers);
  const config: Config = {
    ...base,
    trustedProxies,
    signIn: { ...base.signIn, magicLinks: { ...base.signIn.magicLinks, maxPerClient: 2 } },
  };
  return startSystem({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'trusted-proxies') });
}

function requestLinkFrom(system: RunningSystem, forwardedFor: string) {
  return call('POST', '/v1/auth/magic/request', {
    baseUrl: system.url,
    headers: { 'x-forwarded-for': forwardedFor },
    body: { email: uniqueEmail('proxied') },
  });
}

describe('gateway: trusted proxies (TRUSTED_PROXIES)', function () {
  this.timeout(60_000);
  let behindProxy: RunningSystem;
  let exposed: RunningSystem;

  before(async function () {
    this.timeout(120_000);
    [behindProxy, exposed] = await Promise.all([systemBehind(['127.0.0.0/8']), systemBehind([])]);
  });

  after(async () => {
    await Promise.all([behindProxy?.stop(), exposed?.stop()]);
  });

  it('regression: limits each client behind a trusted proxy by the address the proxy forwards', async () => {
    expect((await requestLinkFrom(behindProxy, '198.51.100.1')).status).to.equal(202);
    expect((await requestLinkFrom(behindProxy, '198.51.100.1')).status).to.equal(202);
    expectError(await requestLinkFrom(behindProxy, '198.51.100.1'), 429, 'rate_limited');
    expect((await requestLinkFrom(behindProxy, '198.51.100.2')).status, 'another client').to.equal(202);
    expectError(await requestLinkFrom(behindProxy, '203.0.113.9, 198.51.100.1'), 429, 'rate_limited');
  });

  it('ignores X-Forwarded-For from a peer it does not trust: forged addresses do not make new clients', async () => {
    expect((await requestLinkFrom(exposed, '198.51.100.1')).status).to.equal(202);
    expect((await requestLinkFrom(exposed, '198.51.100.2')).status).to.equal(202);
    expectError(await requestLinkFrom(exposed, '198.51.100.3'), 429, 'rate_limited');
  });
});
