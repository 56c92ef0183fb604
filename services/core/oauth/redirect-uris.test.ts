import { expect } from 'chai';
import { authorizationRedirectUriProblem, redirectUriProblem, withResponseParameters } from './redirect-uris.ts';

describe('OAuth redirect URIs (pure)', () => {
  it('registers https and loopback http, nothing else', () => {
    const verdicts = Object.fromEntries(
      [
        'https://app.example/cb',
        'http://127.0.0.1:3000/cb',
        'http://[::1]/cb',
        'http://localhost:9/cb',
        'http://app.example/cb',
        'https://app.example/cb#x',
        'https://user:pw@app.example/cb',
        'myapp://cb',
        'not a url',
      ].map((uri) => [uri, redirectUriProblem(uri) === null]),
    );
    expect(verdicts).to.deep.equal({
      'https://app.example/cb': true,
      'http://127.0.0.1:3000/cb': true,
      'http://[::1]/cb': true,
      'http://localhost:9/cb': true,
      'http://app.example/cb': false,
      'https://app.example/cb#x': false,
      'https://user:pw@app.example/cb': false,
      'myapp://cb': false,
      'not a url': false,
    });
  });

  it('authorizes a registered URI exactly, or a loopback one on any port, and nothing registration refuses', () => {
    const registered = ['https://app.example/cb', 'http://127.0.0.1:3000/cb', 'http://127.0.0.1:7777/cb'];
    const verdicts = Object.fromEntries(
      [
        'https://app.example/cb',
        'https://app.example/cb/',
        'https://app.example:8443/cb',
        'http://127.0.0.1:49152/cb',
        'http://127.0.0.1:49152/other',
        'http://localhost:3000/cb',
        'http://evil@127.0.0.1:9999/cb',
        'http://a:b@127.0.0.1:7777/cb',
        'http://127.0.0.1:7777/cb#x',
        '',
      ].map((uri) => [uri, authorizationRedirectUriProblem(uri, registered)]),
    );
    const notRegistered = "must be one of the client's registered redirect URIs";
    expect(verdicts).to.deep.equal({
      'https://app.example/cb': null,
      'https://app.example/cb/': notRegistered,
      'https://app.example:8443/cb': notRegistered,
      'http://127.0.0.1:49152/cb': null,
      'http://127.0.0.1:49152/other': notRegistered,
      'http://localhost:3000/cb': notRegistered,
      'http://evil@127.0.0.1:9999/cb': 'must not carry user info',
      'http://a:b@127.0.0.1:7777/cb': 'must not carry user info',
      'http://127.0.0.1:7777/cb#x': 'must not carry a fragment',
      '': 'must be an absolute URL',
    });
  });

  it('adds the response parameters to the query, keeping what the URI had', () => {
    expect(
      withResponseParameters('https://app.example/cb?tenant=1', { code: 'c', state: null, iss: 'https://api.example' }),
    ).to.equal('https://app.example/cb?tenant=1&code=c&iss=https%3A%2F%2Fapi.example');
  });
});
