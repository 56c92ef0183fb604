import { expect } from 'chai';
import { buyerKey } from './buyer-key.ts';

describe('claim buyer key', () => {
  const key = (legalName: string, country = 'DE') => buyerKey('mdt_1', { legalName, country });

  it('treats case, diacritics, punctuation, "&" and legal forms as the same buyer', () => {
    expect(key('Müller & Söhne GmbH')).to.equal('mdt_1#DE#muller and sohne');
    expect(key('MULLER AND SOHNE')).to.equal(key('Müller & Söhne GmbH'));
    expect(key('  Acme,   Inc. ')).to.equal(key('ACME'));
    expect(key('Acme G.m.b.H.')).to.equal(key('acme'));
  });

  it('keeps different companies and different countries apart', () => {
    expect(key('Acme Tools')).to.not.equal(key('Acme'));
    expect(key('Acme', 'AT')).to.not.equal(key('Acme', 'DE'));
    expect(buyerKey('mdt_2', { legalName: 'Acme', country: 'DE' })).to.not.equal(key('Acme'));
  });

  it('keeps a name made only of legal-form words', () => {
    expect(key('The Company Ltd')).to.equal('mdt_1#DE#the company ltd');
  });
});
