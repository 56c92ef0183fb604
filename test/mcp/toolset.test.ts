import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'chai';
import { operationMeta, operations } from '../../services/gateway/openapi/operations.ts';
import { rowOperationIds, TOOL_TABLE } from '../../services/mcp/tool-table.ts';
import { connectMcp } from './mcp-client.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const SALES_LOOP_TOOLS = {
  svc_find_mandates: 'listMandates',
  svc_get_mandate: 'getMandate',
  svc_register_lead: 'createClaim',
  svc_decide_claim: 'decideClaim',
  svc_invite_buyer: 'inviteBuyer',
  svc_report_sale: 'reportSale',
  svc_claim_status: 'getClaim',
};

/**
 * Operations that are not an agent's to call: sign-in flows, links a human opens, the processor's callbacks, health,
 * and the city names the console's search form completes (an agent searches by coordinates).
 */
const NOT_TOOLS = [
  'getIndex',
  'getHealth',
  'getReadiness',
  'registerAccount',
  'login',
  'logout',
  'requestMagicLink',
  'verifyMagicLink',
  'loginWithIdentityProvider',
  'listSocialProviders',
  'getSocialAuthorizeUrl',
  'loginWithSocialProvider',
  'startOAuthAuthorization',
  'authorizeOAuth',
  'getUpload',
  'uploadFiles',
  'getClaimConfirmation',
  'confirmClaimIntroduction',
  'receiveStripeWebhook',
  'listCatalogCities',
];

function operationsOf(tool: Tool) {
  const row = TOOL_TABLE.find((candidate) => candidate.name === tool.name);
  if (!row) throw new Error(`${tool.name} is not in the tool table`);
  return rowOperationIds(row).map((operationId) => operationMeta(operationId));
}

describe('MCP toolset over Streamable HTTP', () => {
  let client: Client;
  let tools: Tool[];
  before(async () => {
    client = await connectMcp();
    tools = (await client.listTools()).tools;
  });
  after(async () => client.close());

  it("lists exactly the spec's 45 tools with unique svc_ names", () => {
    expect(tools).to.have.length(45);
    const names = tools.map((tool) => tool.name);
    expect(new Set(names).size).to.equal(45);
    for (const name of names) expect(name).to.match(/^svc_[a-z_]+$/);
  });

  it('lists the tools in the stable order of the tool table, the same on every call', async () => {
    const again = (await client.listTools()).tools;
    expect(tools.map((tool) => tool.name)).to.deep.equal(TOOL_TABLE.map((row) => row.name));
    expect(again).to.deep.equal(tools);
  });

  it('maps the sales-loop tool names onto their operations', () => {
    for (const [name, operationId] of Object.entries(SALES_LOOP_TOOLS)) {
      const row = TOOL_TABLE.find((candidate) => candidate.name === name);
      expect(row && rowOperationIds(row), name).to.deep.equal([operationId]);
    }
  });

  it('annotates every tool: tools of GET operations only and search are read-only, nothing else', () => {
    for (const tool of tools) {
      const annotations = tool.annotations ?? {};
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint'] as const) {
        expect(annotations[hint], `${tool.name}.${hint}`).to.be.a('boolean');
      }
      const readsOnly = operationsOf(tool).every((operation) => operation.method === 'GET');
      expect(annotations.readOnlyHint, tool.name).to.equal(readsOnly || tool.name === 'svc_search_catalog');
      if (annotations.readOnlyHint) expect(annotations.destructiveHint, tool.name).to.equal(false);
      // A POST step refuses or repeats its effect on a retry, so only reads and PATCH/PUT settings are idempotent.
      if (annotations.idempotentHint && !annotations.readOnlyHint) {
        for (const operation of operationsOf(tool))
          expect(['GET', 'PATCH', 'PUT'], `${tool.name}: ${operation.operationId}`).to.include(operation.method);
      }
      expect(tool.description, tool.name).to.be.a('string').with.length.above(40);
    }
  });

  it('offers no tool that decides an approval or needs a human session', () => {
    for (const tool of tools) {
      for (const operation of operationsOf(tool)) {
        expect(operation.sessionOnly, `${tool.name}: ${operation.operationId}`).to.equal(false);
        expect(operation.auth, `${tool.name}: ${operation.operationId}`).to.not.equal('admin');
      }
    }
    expect(
      tools.flatMap((tool) => operationsOf(tool).map((operation) => operation.operationId)),
    ).to.not.include.members(['approveApproval', 'rejectApproval']);
  });

  it('gives every tool an input schema that compiles with Ajv 2020 in strict mode', () => {
    const ajv = addFormats(
      new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).to.equal('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).to.not.throw();
    }
  });

  it('derives input schemas from the operation: path, query and body fields, idempotencyKey when idempotent', () => {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const reportSale = byName.get('svc_report_sale')!.inputSchema;
    expect(Object.keys(reportSale.properties ?? {})).to.have.members([
      'id',
      'invoiceNumber',
      'invoiceDate',
      'amount',
      'currency',
      'documentUrl',
      'idempotencyKey',
    ]);
    expect(reportSale.required).to.have.members(['id', 'invoiceNumber', 'invoiceDate', 'amount', 'currency']);
    const findMandates = byName.get('svc_find_mandates')!.inputSchema;
    expect(Object.keys(findMandates.properties ?? {})).to.have.members(['territory', 'providerId', 'limit', 'cursor']);
    for (const tool of tools) {
      const idempotent = operationsOf(tool).some((operation) => operation.idempotent);
      expect(Object.keys(tool.inputSchema.properties ?? {}).includes('idempotencyKey'), tool.name).to.equal(idempotent);
    }
  });

  it('covers the surface: every operation an agent may call is one tool or one action of a tool, and only once', () => {
    const called = TOOL_TABLE.flatMap(rowOperationIds);
    expect(new Set(called).size, 'an operation in two tools').to.equal(called.length);
    const callable = operations()
      .filter(
        (operation) =>
          operation.auth !== 'admin' &&
          !operation.sessionOnly &&
          operation.raw === null &&
          !NOT_TOOLS.includes(operation.operationId),
      )
      .map((operation) => operation.operationId);
    expect([...called].sort()).to.deep.equal([...callable].sort());
  });

  it('types the arguments of a tool over several operations per action', () => {
    const ajv = addFormats(
      new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }),
    );
    const listings = tools.find((tool) => tool.name === 'svc_listings')!;
    expect(listings.inputSchema.required).to.deep.equal(['action']);
    expect((listings.inputSchema.properties as Record<string, { enum?: string[] }>).action!.enum).to.deep.equal([
      'list',
      'get',
      'visibility',
      'create',
      'update',
      'archive',
    ]);
    const validate = ajv.compile(listings.inputSchema);
    expect(validate({ action: 'list', limit: 5 })).to.equal(true);
    expect(validate({ action: 'get' }), 'get needs the id').to.equal(false);
    expect(validate({ action: 'get', id: 'lst_1' })).to.equal(true);
    expect(validate({ action: 'create', category: 'businesses' }), 'create needs a title').to.equal(false);
    expect(validate({ action: 'publish', id: 'lst_1' }), 'no such action').to.equal(false);
    expect(validate({ id: 'lst_1' }), 'the action is required').to.equal(false);
  });

  it('validates arguments as the operation does: a registration without attestations fails the schema', () => {
    const ajv = addFormats(
      new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }),
    );
    const validate = ajv.compile(tools.find((tool) => tool.name === 'svc_register_lead')!.inputSchema);
    const lead = {
      mandateId: 'm1',
      buyer: { legalName: 'Buyer GmbH', country: 'DE' },
      contact: { name: 'Ann', email: 'ann@buyer.example' },
    };
    expect(validate(lead)).to.equal(false);
    expect(
      validate({ ...lead, lawfulContactSourceAttestation: true, registrationBeforeIntroductionAttestation: true }),
    ).to.equal(true);
  });
});
