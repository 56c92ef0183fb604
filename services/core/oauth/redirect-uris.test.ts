import { expect } from 'chai';
import { redirectUriProblem, redirectUriRegistered, withResponseParameters } from './redirect-uris.ts';

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

  it('matches exactly, except the port of a loopback URI', () => {
    const registered = ['https://app.example/cb', 'http://127.0.0.1:3000/cb'];
    expect(redirectUriRegistered('https://app.example/cb', registered)).to.equal(true);
    expect(redirectUriRegistered('https://app.example/cb/', registered)).to.equal(false);
    expect(redirectUriRegistered('https://app.example:8443/cb', registered)).to.equal(false);
    expect(redirectUriRegistered('http://127.0.0.1:49152/cb', registered)).to.equal(true);
    expect(redirectUriRegistered('http://127.0.0.1:49152/other', registered)).to.equal(false);
    expect(redirectUriRegistered('http://localhost:3000/cb', registered)).to.equal(false);
  });

  it('adds the response parameters to the query, keeping what the URI had', () => {
    expect(
      withResponseParameters('https://app.example/cb?tenant=1', { code: 'c', state: null, iss: 'https://api.example' }),
    ).to.equal('https://app.example/cb?tenant=1&code=c&iss=https%3A%2F%2Fapi.example');
  });
});
