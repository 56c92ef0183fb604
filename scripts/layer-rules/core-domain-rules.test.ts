import { expect } from 'chai';
import { violatedRules } from './scratch-tree.ts';

describe('the core domain rules (.dependency-cruiser.cjs)', function () {
  this.timeout(20_000);

  it('passes domains that use each other one way, through index.ts', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/high/high.ts': "import { low } from '../low/index.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal([]);
  });

  it('fails a domain that imports another domain past its index.ts', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/high/high.ts': "import { low } from '../low/low.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal(['core-domain-through-index']);
  });

  it('fails two domains that use each other, even through their index.ts files', async () => {
    expect(
      await violatedRules({
        'services/core/low/index.ts': "export { low } from './low.ts';",
        'services/core/low/low.ts': 'export const low = 1;',
        'services/core/low/uses-high.ts': "import { high } from '../high/index.ts';\nexport const back = high;",
        'services/core/high/index.ts': "export { high } from './high.ts';",
        'services/core/high/high.ts': "import { low } from '../low/index.ts';\nexport const high = low + 1;",
      }),
    ).to.deep.equal(['core-domains-not-circular', 'core-domains-not-circular']);
  });
});
