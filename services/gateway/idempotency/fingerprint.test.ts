import { expect } from 'chai';
import { canonicalJson, requestFingerprint } from './fingerprint.ts';

describe('request fingerprint', () => {
  it('writes JSON with keys in a stable order at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).to.equal(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('is the same for the same method, path and body in any key order', () => {
    expect(requestFingerprint('post', '/v1/requests', { a: 1, b: 2 })).to.equal(
      requestFingerprint('POST', '/v1/requests', { b: 2, a: 1 }),
    );
  });

  it('differs when the path, the method or a value differs', () => {
    const reference = requestFingerprint('POST', '/v1/requests', { a: 1 });
    expect(requestFingerprint('POST', '/v1/jobs', { a: 1 })).to.not.equal(reference);
    expect(requestFingerprint('PATCH', '/v1/requests', { a: 1 })).to.not.equal(reference);
    expect(requestFingerprint('POST', '/v1/requests', { a: 2 })).to.not.equal(reference);
    expect(requestFingerprint('POST', '/v1/requests', [1])).to.not.equal(
      requestFingerprint('POST', '/v1/requests', { 0: 1 }),
    );
  });
});
