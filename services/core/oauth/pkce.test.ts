import { expect } from 'chai';
import { isCodeChallenge, verifierMatchesChallenge } from './pkce.ts';

describe('PKCE S256 (pure)', () => {
  // RFC 7636 appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('accepts the verifier of the RFC 7636 example and refuses any other', () => {
    expect(verifierMatchesChallenge(verifier, challenge)).to.equal(true);
    expect(verifierMatchesChallenge(`${verifier.slice(0, -1)}Y`, challenge)).to.equal(false);
    expect(verifierMatchesChallenge(challenge, challenge)).to.equal(false);
  });

  it('takes only base64url challenges of 43 to 128 characters', () => {
    expect(isCodeChallenge(challenge)).to.equal(true);
    expect(isCodeChallenge(challenge.slice(1))).to.equal(false);
    expect(isCodeChallenge(`${challenge.slice(1)}=`)).to.equal(false);
  });
});
