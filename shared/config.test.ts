import { expect } from 'chai';
import { ConfigError, loadConfig } from './config.ts';

const base = { MONGODB_URL: 'mongodb://127.0.0.1:1/', ELASTICSEARCH_URL: 'http://127.0.0.1:2' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).to.include({
      env: 'development',
      host: '127.0.0.1',
      port: 8080,
      mongodbDatabase: 'marketplace',
      bcryptRounds: 12,
    });
    expect(config.loginThrottle).to.deep.equal({ maxFailures: 5, windowSeconds: 900 });
    expect(config.idempotencyTtlSeconds).to.equal(86400);
  });

  it('stops with one message naming every invalid setting', () => {
    const load = () => loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud', IDEMPOTENCY_TTL_SECONDS: '60' });
    expect(load)
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/PORT.*\n.*LOG_LEVEL.*\n.*IDEMPOTENCY_TTL_SECONDS/s);
  });

  it('requires a signing secret in production and a service token for remote services', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).to.throw(ConfigError, /AUTH_JWT_SECRET must be set/);
    expect(() => loadConfig({ ...base, CORE_URL: 'http://core:8081' })).to.throw(ConfigError, /SERVICE_TOKEN/);
  });

  it('accepts AUTH_JWT_SECRET_PREVIOUS for a rotation, refusing one shorter than 32 characters or equal to the current', () => {
    const current = 'c'.repeat(32);
    expect(loadConfig({ ...base, AUTH_JWT_SECRET: current }).previousJwtSecret).to.equal(null);
    expect(
      loadConfig({ ...base, AUTH_JWT_SECRET: current, AUTH_JWT_SECRET_PREVIOUS: 'p'.repeat(32) }).previousJwtSecret,
    ).to.equal('p'.repeat(32));
    expect(() => loadConfig({ ...base, AUTH_JWT_SECRET: current, AUTH_JWT_SECRET_PREVIOUS: 'short' })).to.throw(
      ConfigError,
      /AUTH_JWT_SECRET_PREVIOUS must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...base, AUTH_JWT_SECRET: current, AUTH_JWT_SECRET_PREVIOUS: current })).to.throw(
      ConfigError,
      /AUTH_JWT_SECRET_PREVIOUS must differ from AUTH_JWT_SECRET/,
    );
  });

  it('accepts DATA_ENCRYPTION_KEY_PREVIOUS for a rotation, refusing one shorter than 32 characters or equal to the current', () => {
    const current = 'd'.repeat(32);
    const load = (previous: string) =>
      loadConfig({ ...base, DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_KEY_PREVIOUS: previous });
    expect(loadConfig({ ...base, DATA_ENCRYPTION_KEY: current }).previousDataEncryptionKey).to.equal(null);
    expect(load('e'.repeat(32)).previousDataEncryptionKey).to.equal('e'.repeat(32));
    expect(() => load('short')).to.throw(ConfigError, /DATA_ENCRYPTION_KEY_PREVIOUS must be at least 32 characters/);
    expect(() => load(current)).to.throw(
      ConfigError,
      /DATA_ENCRYPTION_KEY_PREVIOUS must differ from DATA_ENCRYPTION_KEY/,
    );
  });

  it('reads the domain-verification settings: DNS servers as addresses with optional ports, https in production', () => {
    expect(loadConfig(base).domains).to.deep.equal({
      dnsServers: [],
      wellKnownScheme: 'https',
      wellKnownPort: null,
      checkTimeoutMs: 5000,
      recheckIntervalSeconds: 86400,
      claimsPerAccountPerDay: 20,
      checksPerDomainPerHour: 10,
    });
    const local = loadConfig({
      ...base,
      DOMAIN_DNS_SERVERS: '127.0.0.1:5353, [::1]:53, 9.9.9.9',
      DOMAIN_WELL_KNOWN_SCHEME: 'http',
      DOMAIN_WELL_KNOWN_PORT: '8081',
    });
    expect(local.domains).to.include({ wellKnownScheme: 'http', wellKnownPort: 8081 });
    expect(local.domains.dnsServers).to.deep.equal(['127.0.0.1:5353', '[::1]:53', '9.9.9.9']);
    expect(() => loadConfig({ ...base, DOMAIN_DNS_SERVERS: 'dns.example.com' })).to.throw(
      ConfigError,
      /DOMAIN_DNS_SERVERS must list IP addresses/,
    );
    const production = {
      ...base,
      NODE_ENV: 'production',
      AUTH_JWT_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: 'y'.repeat(32),
      PUBLIC_BASE_URL: 'https://marketplace.example',
      SMTP_URL: 'smtp://mail:25',
      PAYMENTS_SANDBOX: 'true',
    };
    expect(() => loadConfig({ ...production, DOMAIN_WELL_KNOWN_SCHEME: 'http' })).to.throw(
      ConfigError,
      /DOMAIN_WELL_KNOWN_SCHEME must be https in production/,
    );
  });

  it('refuses the demo defaults in production: an https public address, SMTP, a service token, and a processor or the sandbox on purpose', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      AUTH_JWT_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: 'y'.repeat(32),
    };
    expect(() => loadConfig(production)).to.throw(
      ConfigError,
      [
        'invalid configuration:',
        '  - PUBLIC_BASE_URL must be set to the https address clients use in production',
        '  - SMTP_URL must be set in production (mails would only be stored)',
        '  - SERVICE_TOKEN must be set in production (core and catalog would act for whoever reaches them)',
        '  - STRIPE_SECRET_KEY must be set in production, or PAYMENTS_SANDBOX=true to run on the sandbox processor on purpose',
      ].join('\n'),
    );
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: 'http://marketplace.example' })).to.throw(
      /PUBLIC_BASE_URL must be set to the https address/,
    );
    const operated = {
      ...production,
      PUBLIC_BASE_URL: 'https://marketplace.example',
      SMTP_URL: 'smtp://mail:25',
      SERVICE_TOKEN: 's'.repeat(32),
    };
    expect(loadConfig({ ...operated, PAYMENTS_SANDBOX: 'true' }).payments.processor).to.equal('sandbox');
    expect(loadConfig({ ...operated, STRIPE_SECRET_KEY: 'sk_live_x' }).payments.processor).to.equal('stripe');
  });

  it('says how to get the servers when their URLs are missing', () => {
    expect(() => loadConfig({})).to.throw(ConfigError, /MONGODB_URL is not set.*\n.*ELASTICSEARCH_URL is not set/s);
  });
});
