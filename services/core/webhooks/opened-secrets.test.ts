import { expect } from 'chai';
import { SecretBox, type SealedSecret } from '../../../shared/crypto/secret-box.ts';
import { OpenedSecrets } from './opened-secrets.ts';

/** A real SecretBox that counts its opens. */
function countingBox(): { box: SecretBox; opens: () => number } {
  const box = new SecretBox('k'.repeat(32));
  let opens = 0;
  const open = box.open.bind(box);
  box.open = (sealed: SealedSecret) => {
    opens += 1;
    return open(sealed);
  };
  return { box, opens: () => opens };
}

describe('webhooks: opened signing secrets', () => {
  it('opens a subscription’s sealed secret once, and again once it was rotated', () => {
    const { box, opens } = countingBox();
    const secrets = new OpenedSecrets(box);
    const sealed = box.seal('whsec_one');
    expect(secrets.of('whk_1', sealed)).to.equal('whsec_one');
    expect(secrets.of('whk_1', { ...sealed })).to.equal('whsec_one');
    expect(opens()).to.equal(1);
    expect(secrets.of('whk_1', box.seal('whsec_two'))).to.equal('whsec_two');
    expect(opens()).to.equal(2);
  });

  it('answers null for a secret sealed under another key', () => {
    const secrets = new OpenedSecrets(new SecretBox('k'.repeat(32)));
    expect(secrets.of('whk_1', new SecretBox('j'.repeat(32)).seal('whsec_other'))).to.equal(null);
  });

  it('keeps at most the configured number, forgetting the one opened longest ago', () => {
    const { box, opens } = countingBox();
    const secrets = new OpenedSecrets(box, 2);
    const sealed = ['a', 'b', 'c'].map((name) => box.seal(`whsec_${name}`));
    sealed.forEach((value, index) => secrets.of(`whk_${index}`, value));
    secrets.of('whk_2', sealed[2]!);
    secrets.of('whk_1', sealed[1]!);
    expect(opens()).to.equal(3);
    secrets.of('whk_0', sealed[0]!);
    expect(opens()).to.equal(4);
  });
});
