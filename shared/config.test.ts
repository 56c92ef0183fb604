import { expect } from 'chai';
import { ConfigError, loadConfig } from './config.ts';

const base = { MONGODB_URL: 'mongodb://127.0.0.1:1/', ELASTICSEARCH_URL: 'http://127.0.0.1:2' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).to.include({ env: 'development', host: '127.0.0.1', port: 8080, mongodbDatabase: 'marketplace', bcryptRounds: 12 });
    expect(config.loginThrottle).to.deep.equal({ maxFailures: 5, windowSeconds: 900 });
    expect(config.idempotencyTtlSeconds).to.equal(86400);
  });

  it('stops with one message naming every invalid setting', () => {
    const load = () => loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud', IDEMPOTENCY_TTL_SECONDS: '60' });
    expect(load).to.throw(ConfigError).with.property('message').that.matches(/PORT.*\n.*LOG_LEVEL.*\n.*IDEMPOTENCY_TTL_SECONDS/s);
  });

  it('requires a signing secret in production and a service token for remote services', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).to.throw(ConfigError, /AUTH_JWT_SECRET must be set/);
    expect(() => loadConfig({ ...base, CORE_URL: 'http://core:8081' })).to.throw(ConfigError, /SERVICE_TOKEN/);
  });

  it('says how to get the servers when their URLs are missing', () => {
    expect(() => loadConfig({})).to.throw(ConfigError, /MONGODB_URL is not set.*\n.*ELASTICSEARCH_URL is not set/s);
  });
});
