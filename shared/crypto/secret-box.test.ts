import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { SecretBox } from './secret-box.ts';

const keyA = 'a'.repeat(32);
const keyB = 'b'.repeat(32);

describe('SecretBox: key ids and the previous data key', () => {
  it('seals under the current key and names it by an id that reveals nothing of the key', () => {
    const sealed = new SecretBox(keyB, keyA).seal('whsec_1');
    const aesKey = createHash('sha256').update(keyB).digest('hex');
    expect(sealed.keyId).to.match(/^[0-9a-f]{16}$/);
    expect(keyB).to.not.include(sealed.keyId!);
    expect(aesKey).to.not.include(sealed.keyId!);
    expect(sealed.keyId).to.equal(new SecretBox(keyB).seal('x').keyId);
    expect(sealed.keyId).to.not.equal(new SecretBox(keyA).seal('x').keyId);
  });

  it('opens what the previous key sealed while it is configured, and what the current one sealed', () => {
    const underA = new SecretBox(keyA).seal('whsec_old');
    const rotating = new SecretBox(keyB, keyA);
    expect(rotating.open(underA)).to.equal('whsec_old');
    expect(rotating.isCurrent(underA)).to.equal(false);
    const underB = rotating.seal('whsec_new');
    expect(rotating.isCurrent(underB)).to.equal(true);
    expect(new SecretBox(keyB).open(underB)).to.equal('whsec_new');
  });

  it('refuses a record sealed under a key it does not hold, naming that key id', () => {
    const underA = new SecretBox(keyA).seal('whsec_old');
    expect(() => new SecretBox(keyB).open(underA)).to.throw(new RegExp(`sealed under key ${underA.keyId}`));
  });

  it('refuses a record whose key id was rewritten to the current key', () => {
    const underA = new SecretBox(keyA).seal('whsec_old');
    const box = new SecretBox(keyB, keyA);
    expect(() => box.open({ ...underA, keyId: box.seal('x').keyId })).to.throw();
  });

  it('opens a record sealed before key ids existed with the current key only', () => {
    const { keyId: _ignored, ...legacy } = new SecretBox(keyA).seal('whsec_legacy');
    expect(new SecretBox(keyA).open(legacy)).to.equal('whsec_legacy');
    expect(new SecretBox(keyA).isCurrent(legacy)).to.equal(true);
    expect(() => new SecretBox(keyB, keyA).open(legacy)).to.throw();
  });
});
