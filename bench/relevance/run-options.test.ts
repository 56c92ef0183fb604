import { expect } from 'chai';
import { runOptions } from './run-options.ts';

describe('bench:relevance options', () => {
  it('measures the default mode alone unless --modes or RELEVANCE_MODES asks for others', () => {
    expect([
      runOptions([], {}),
      runOptions(['--modes', 'keyword,hybrid'], { MARKETPLACE_URL: 'http://127.0.0.1:8080' }),
      runOptions(['--modes=hybrid'], { RELEVANCE_MODES: 'keyword' }),
      runOptions([], { RELEVANCE_MODES: 'default, keyword' }),
    ]).to.deep.equal([
      { modes: ['default'], marketplaceUrl: undefined },
      { modes: ['keyword', 'hybrid'], marketplaceUrl: 'http://127.0.0.1:8080' },
      { modes: ['hybrid'], marketplaceUrl: undefined },
      { modes: ['default', 'keyword'], marketplaceUrl: undefined },
    ]);
  });

  it('refuses an unknown mode or argument with the usage line', () => {
    expect(() => runOptions(['--modes', 'semantic'], {})).to.throw('unknown mode semantic');
    expect(() => runOptions(['--fast'], {})).to.throw('unknown argument --fast');
  });
});
