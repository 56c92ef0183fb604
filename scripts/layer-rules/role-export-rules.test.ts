import { expect } from 'chai';
import { violatedRules } from './scratch-tree.ts';

/** A scratch core and gateway, each with an internal file and the export file for the roles beside them. */
const coreAndGateway = {
  'services/core/outbox/outbox-cursor.ts': 'export class OutboxCursor {}',
  'services/core/outbox/index.ts': "export { OutboxCursor } from './outbox-cursor.ts';",
  'services/core/for-roles.ts': "export { OutboxCursor } from './outbox/outbox-cursor.ts';",
  'services/core/index.ts': 'export function createCore() { return {}; }',
  'services/gateway/body/json-body.ts': 'export function jsonBody() { return {}; }',
  'services/gateway/for-roles.ts': "export { jsonBody } from './body/json-body.ts';",
};

describe('the rule that the indexer, the worker and the MCP server use the core and gateway through their exports', function () {
  this.timeout(20_000);

  it('passes roles that import for-roles.ts and the core composition', async () => {
    expect(
      await violatedRules({
        ...coreAndGateway,
        'indexer/consumer.ts':
          "import { OutboxCursor } from '../services/core/for-roles.ts';\nexport const c = OutboxCursor;",
        'services/worker/main.ts': "import { createCore } from '../core/index.ts';\nexport const core = createCore();",
        'services/mcp/endpoint.ts':
          "import { jsonBody } from '../gateway/for-roles.ts';\nexport const body = jsonBody();",
      }),
    ).to.deep.equal([]);
  });

  it('fails the indexer importing a core internal file, even one its domain exports', async () => {
    expect(
      await violatedRules({
        ...coreAndGateway,
        'indexer/consumer.ts':
          "import { OutboxCursor } from '../services/core/outbox/outbox-cursor.ts';\nexport const c = OutboxCursor;",
        'indexer/lease.ts':
          "import { OutboxCursor } from '../services/core/outbox/index.ts';\nexport const l = OutboxCursor;",
      }),
    ).to.deep.equal(['roles-through-exports', 'roles-through-exports']);
  });

  it('fails the worker and the MCP server importing gateway internals', async () => {
    expect(
      await violatedRules({
        ...coreAndGateway,
        'services/worker/jobs/purge.ts':
          "import { jsonBody } from '../../gateway/body/json-body.ts';\nexport const body = jsonBody();",
        'services/mcp/endpoint.ts':
          "import { jsonBody } from '../gateway/body/json-body.ts';\nexport const body = jsonBody();",
      }),
    ).to.deep.equal(['roles-through-exports', 'roles-through-exports']);
  });
});
