import { expect } from 'chai';
import { startDataOf } from './start-options.ts';

describe('npm start: which data it serves', () => {
  it('serves the demo by default and the own data with --own-data', () => {
    expect(startDataOf([])).to.equal('demo');
    expect(startDataOf(['--own-data'])).to.equal('own');
  });

  it('refuses an unknown argument with the usage line', () => {
    expect(() => startDataOf(['--own'])).to.throw('unknown argument --own; usage: npm start [-- --own-data]');
  });
});
