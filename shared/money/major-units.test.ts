import { expect } from 'chai';
import { formatMajor, formatMoney, toMinorUnits } from './major-units.ts';

describe('amounts in major units', () => {
  it('writes euros with two decimals', () => {
    expect([50_000, 1_999, 5, 0, -250].map((amount) => formatMajor(amount, 'EUR'))).to.deep.equal([
      '500.00',
      '19.99',
      '0.05',
      '0.00',
      '-2.50',
    ]);
  });

  it('writes yen without decimals', () => {
    expect([50_000, 7, 0].map((amount) => formatMajor(amount, 'JPY'))).to.deep.equal(['50000', '7', '0']);
  });

  it('writes Kuwaiti dinars with three decimals', () => {
    expect([1_234, 500_000, 5].map((amount) => formatMajor(amount, 'KWD'))).to.deep.equal([
      '1.234',
      '500.000',
      '0.005',
    ]);
  });

  it('writes the largest amount the API takes without rounding', () => {
    expect(formatMajor(100_000_000_000, 'EUR')).to.equal('1000000000.00');
  });

  it('adds the code for people to read', () => {
    expect(formatMoney(50_000, 'EUR')).to.equal('500.00 EUR');
    expect(formatMoney(50_000, 'JPY')).to.equal('50000 JPY');
  });

  it('refuses an unknown currency and a fractional amount', () => {
    expect(() => formatMajor(100, 'EURO')).to.throw('not an ISO 4217 currency code');
    expect(() => formatMajor(100, 'eur')).to.throw('not an ISO 4217 currency code');
    expect(() => formatMajor(100, 'XAU')).to.throw('not an ISO 4217 currency code');
    expect(() => formatMajor(19.5, 'EUR')).to.throw('must be an integer');
  });

  it('turns a price written in major units into minor units of its currency', () => {
    expect(toMinorUnits(19.99, 'EUR')).to.equal(1_999);
    expect(toMinorUnits(0.29, 'EUR')).to.equal(29);
    expect(toMinorUnits(500, 'JPY')).to.equal(500);
    expect(toMinorUnits(1.234, 'KWD')).to.equal(1_234);
  });
});
