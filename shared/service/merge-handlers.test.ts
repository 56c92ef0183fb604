import { expect } from 'chai';
import { disjointMerge } from '../disjoint-merge.ts';
import type { OperationHandler } from './handlers.ts';
import { mergeHandlers } from './merge-handlers.ts';

const answering =
  (result: string): OperationHandler =>
  async () => ({ result });

describe('mergeHandlers', () => {
  it('answers every operation of every source by its own handler', async () => {
    const merged = mergeHandlers([
      { handlers: { getDeal: answering('deal') } },
      { handlers: { getListing: answering('listing'), listListings: answering('list') } },
    ]);
    expect(Object.keys(merged)).to.deep.equal(['getDeal', 'getListing', 'listListings']);
    const input = {
      operationId: 'getListing',
      params: {},
      query: {},
      body: undefined,
      principal: null,
      requestId: 'req',
    };
    expect(await merged.getListing?.(input)).to.deep.equal({ result: 'listing' });
  });

  it('throws on an operationId that two sources handle, naming it', () => {
    const sources = [{ handlers: { getDeal: answering('first') } }, { handlers: { getDeal: answering('second') } }];
    expect(() => mergeHandlers(sources)).to.throw('operationId "getDeal" is defined twice');
  });

  it('does not mistake inherited object keys for handlers', () => {
    expect(Object.keys(mergeHandlers([{ handlers: { toString: answering('own') } }]))).to.deep.equal(['toString']);
  });
});

describe('disjointMerge', () => {
  it('merges repositories by name and throws on a name two domains use', () => {
    expect(disjointMerge('repository', [{ deals: 1 }, { listings: 2 }])).to.deep.equal({ deals: 1, listings: 2 });
    expect(() => disjointMerge('repository', [{ claims: 1 }, { claims: 2 }])).to.throw(
      'repository "claims" is defined twice',
    );
  });
});
