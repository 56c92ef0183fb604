import { expect } from 'chai';
import { requiredHealth } from './index-health.ts';

describe('indexer: the health a new index must reach before the alias moves onto it', () => {
  it('is green when the cluster has a node for every copy of a shard, else yellow', () => {
    expect(
      [
        [1, 0],
        [1, 1],
        [2, 1],
        [3, 5],
        [6, 5],
      ].map(([nodes, replicas]) => requiredHealth(nodes!, replicas!)),
    ).to.deep.equal(['green', 'yellow', 'green', 'yellow', 'green']);
  });
});
