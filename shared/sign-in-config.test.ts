import { expect } from 'chai';
import { ConfigError, loadConfig } from './config.ts';

const base = { MONGODB_URL: 'mongodb://127.0.0.1:1/', ELASTICSEARCH_URL: 'http://127.0.0.1:2' };
const google = {
  id: 'google',
  name: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'client-1',
  clientSecret: 'secret-1',
};

describe('loadConfig: sign-in settings', () => {
  it('defaults to no providers, the website as the only redirect origin, and 5 per address / 20 per client in 15 minutes', () => {
    expect(loadConfig(base).signIn).to.deep.equal({
      redirectOrigins: [],
      magicLinks: { maxPerAddress: 5, maxPerClient: 20, windowSeconds: 900 },
      socialProviders: [],
    });
  });

  it('reads SOCIAL_PROVIDERS and SIGN_IN_REDIRECT_ORIGINS, with the default scopes', () => {
    const config = loadConfig({
      ...base,
      SOCIAL_PROVIDERS: JSON.stringify([
        google,
        { id: 'local', issuer: 'http://127.0.0.1:9000/oidc', clientId: 'app' },
      ]),
      SIGN_IN_REDIRECT_ORIGINS: 'https://app.example.com, http://localhost:3000/',
    });
    expect(config.signIn.socialProviders).to.deep.equal([
      { ...google, scopes: ['openid', 'email', 'profile'] },
      {
        id: 'local',
        name: 'local',
        issuer: 'http://127.0.0.1:9000/oidc',
        clientId: 'app',
        clientSecret: null,
        scopes: ['openid', 'email', 'profile'],
      },
    ]);
    expect(config.signIn.redirectOrigins).to.deep.equal(['https://app.example.com', 'http://localhost:3000']);
  });

  it('stops on an invalid provider, naming the entry and the field', () => {
    const load = (providers: unknown) => () => loadConfig({ ...base, SOCIAL_PROVIDERS: JSON.stringify(providers) });
    expect(load([{ ...google, issuer: 'http://accounts.example.com' }])).to.throw(
      ConfigError,
      /SOCIAL_PROVIDERS\[0\]\.issuer must be an https URL/,
    );
    expect(load([{ ...google, clientId: '' }])).to.throw(
      ConfigError,
      /SOCIAL_PROVIDERS\[0\]\.clientId must be a non-empty string/,
    );
    expect(load([{ ...google, id: 'Google!' }])).to.throw(ConfigError, /SOCIAL_PROVIDERS\[0\]\.id must be lower-case/);
    expect(load([{ ...google, scopes: ['email'] }])).to.throw(
      ConfigError,
      /SOCIAL_PROVIDERS\[0\]\.scopes must include "openid"/,
    );
    expect(load([google, google])).to.throw(ConfigError, /SOCIAL_PROVIDERS names "google" twice/);
    expect(load({ google })).to.throw(ConfigError, /SOCIAL_PROVIDERS must be a JSON array/);
    expect(() => loadConfig({ ...base, SOCIAL_PROVIDERS: '[{' })).to.throw(
      ConfigError,
      /SOCIAL_PROVIDERS must be a JSON array/,
    );
  });

  it('stops on a redirect origin with a path, and on limits out of range', () => {
    expect(() => loadConfig({ ...base, SIGN_IN_REDIRECT_ORIGINS: 'https://app.example.com/callback' })).to.throw(
      ConfigError,
      /SIGN_IN_REDIRECT_ORIGINS must list origins/,
    );
    expect(() => loadConfig({ ...base, MAGIC_LINK_MAX_PER_ADDRESS: '0' })).to.throw(
      ConfigError,
      /MAGIC_LINK_MAX_PER_ADDRESS must be an integer from 1/,
    );
  });
});
