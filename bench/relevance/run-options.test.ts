import { expect } from 'chai';
import { DEFAULT_LISTINGS, runOptions } from './run-options.ts';

describe('bench:relevance options', () => {
  it('measures the default mode alone unless --modes or RELEVANCE_MODES asks for others', () => {
    expect([
      runOptions([], {}),
      runOptions(['--modes', 'keyword,hybrid'], { MARKETPLACE_URL: 'http://127.0.0.1:8080' }),
      runOptions(['--modes=hybrid'], { RELEVANCE_MODES: 'keyword' }),
      runOptions([], { RELEVANCE_MODES: 'default, keyword' }),
    ]).to.deep.equal([
      { modes: ['default'], marketplaceUrl: undefined, listings: DEFAULT_LISTINGS, querySet: 'judged' },
      {
        modes: ['keyword', 'hybrid'],
        marketplaceUrl: 'http://127.0.0.1:8080',
        listings: DEFAULT_LISTINGS,
        querySet: 'judged',
      },
      { modes: ['hybrid'], marketplaceUrl: undefined, listings: DEFAULT_LISTINGS, querySet: 'judged' },
      { modes: ['default', 'keyword'], marketplaceUrl: undefined, listings: DEFAULT_LISTINGS, querySet: 'judged' },
    ]);
  });

  it('sizes the catalog by --listings, else RELEVANCE_LISTINGS', () => {
    expect([
      runOptions(['--listings', '500'], { RELEVANCE_LISTINGS: '300' }).listings,
      runOptions(['--listings=700'], {}).listings,
      runOptions([], { RELEVANCE_LISTINGS: '300' }).listings,
    ]).to.deep.equal([500, 700, 300]);
  });

  it('picks the query set by --set, else RELEVANCE_SET, else the judged set', () => {
    expect([
      runOptions(['--set', 'dev'], { RELEVANCE_SET: 'judged' }).querySet,
      runOptions(['--set=dev'], {}).querySet,
      runOptions([], { RELEVANCE_SET: 'dev' }).querySet,
      runOptions([], {}).querySet,
    ]).to.deep.equal(['dev', 'dev', 'dev', 'judged']);
  });

  it('refuses an unknown mode or argument, or a catalog size that is not a positive whole number, with the usage line', () => {
    expect(() => runOptions(['--modes', 'semantic'], {})).to.throw('unknown mode semantic');
    expect(() => runOptions(['--fast'], {})).to.throw('unknown argument --fast');
    expect(() => runOptions(['--set', 'test'], {})).to.throw('unknown query set test');
    for (const listings of ['0', '-5', '2e3', 'many'])
      expect(() => runOptions(['--listings', listings], {})).to.throw(
        `listings must be a positive whole number, got "${listings}"; usage`,
      );
  });
});
