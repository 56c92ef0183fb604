import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'chai';
import { operationMeta } from '../../services/gateway/openapi/operations.ts';
import { TOOL_TABLE } from '../../services/mcp/tool-table.ts';
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

function operationOf(tool: Tool) {
  const row = TOOL_TABLE.find((candidate) => candidate.name === tool.name);
  if (!row) throw new Error(`${tool.name} is not in the tool table`);
  return operationMeta(row.operationId);
}

describe('MCP toolset over Streamable HTTP', () => {
  let client: Client;
  let tools: Tool[];
  before(async () => {
    client = await connectMcp();
    tools = (await client.listTools()).tools;
  });
  after(async () => client.close());

  it('lists exactly 54 tools with unique svc_ names', () => {
    expect(tools).to.have.length(54);
    const names = tools.map((tool) => tool.name);
    expect(new Set(names).size).to.equal(54);
    for (const name of names) expect(name).to.match(/^svc_[a-z_]+$/);
  });

  it('lists the tools in the stable order of the tool table, the same on every call', async () => {
    const again = (await client.listTools()).tools;
    expect(tools.map((tool) => tool.name)).to.deep.equal(TOOL_TABLE.map((row) => row.name));
    expect(again).to.deep.equal(tools);
  });

  it('maps the sales-loop tool names onto their operations', () => {
    for (const [name, operationId] of Object.entries(SALES_LOOP_TOOLS)) {
      expect(TOOL_TABLE.find((row) => row.name === name)?.operationId, name).to.equal(operationId);
    }
  });

  it('annotates every tool: GET operations and search are read-only, nothing else', () => {
    for (const tool of tools) {
      const annotations = tool.annotations ?? {};
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint'] as const) {
        expect(annotations[hint], `${tool.name}.${hint}`).to.be.a('boolean');
      }
      expect(annotations.readOnlyHint, tool.name).to.equal(operationOf(tool).method === 'GET' || tool.name === 'svc_search_catalog');
      if (annotations.readOnlyHint) expect(annotations.destructiveHint, tool.name).to.equal(false);
      expect(tool.description, tool.name).to.be.a('string').with.length.above(40);
    }
  });

  it('offers no tool that decides an approval or needs a human session', () => {
    for (const tool of tools) {
      const operation = operationOf(tool);
      expect(operation.sessionOnly, tool.name).to.equal(false);
      expect(operation.auth, tool.name).to.not.equal('admin');
    }
    expect(tools.map((tool) => operationOf(tool).operationId)).to.not.include.members(['approveApproval', 'rejectApproval']);
  });

  it('gives every tool an input schema that compiles with Ajv 2020 in strict mode', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }));
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).to.equal('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).to.not.throw();
    }
  });

  it('derives input schemas from the operation: path, query and body fields, idempotencyKey when idempotent', () => {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const reportSale = byName.get('svc_report_sale')!.inputSchema;
    expect(Object.keys(reportSale.properties ?? {})).to.have.members(['id', 'invoiceNumber', 'invoiceDate', 'amount', 'currency', 'documentUrl', 'idempotencyKey']);
    expect(reportSale.required).to.have.members(['id', 'invoiceNumber', 'invoiceDate', 'amount', 'currency']);
    const findMandates = byName.get('svc_find_mandates')!.inputSchema;
    expect(Object.keys(findMandates.properties ?? {})).to.have.members(['territory', 'providerId', 'limit', 'cursor']);
    for (const tool of tools) {
      const idempotent = operationOf(tool).idempotent;
      expect(Object.keys(tool.inputSchema.properties ?? {}).includes('idempotencyKey'), tool.name).to.equal(idempotent);
    }
  });

  it('validates arguments as the operation does: a registration without attestations fails the schema', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }));
    const validate = ajv.compile(tools.find((tool) => tool.name === 'svc_register_lead')!.inputSchema);
    const lead = { mandateId: 'm1', buyer: { legalName: 'Buyer GmbH', country: 'DE' }, contact: { name: 'Ann', email: 'ann@buyer.example' } };
    expect(validate(lead)).to.equal(false);
    expect(validate({ ...lead, lawfulContactSourceAttestation: true, registrationBeforeIntroductionAttestation: true })).to.equal(true);
  });
});
