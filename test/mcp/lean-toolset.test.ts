import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { expect } from 'chai';
import { OUTPUT_SCHEMA_BUDGET_BYTES } from '../../services/mcp/tool-output.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { publishMandate } from '../claims/fixtures.ts';
import { callTool, connectMcp, toolErrors, toolValue } from './mcp-client.ts';

/** Longer enums are code lists, which tool schemas describe by pattern instead. */
const LONGEST_ENUM = 40;

function enumsOf(schema: unknown): unknown[][] {
  if (Array.isArray(schema)) return schema.flatMap(enumsOf);
  if (schema === null || typeof schema !== 'object') return [];
  const { enum: values, ...rest } = schema as { enum?: unknown[] };
  return [...(Array.isArray(values) ? [values] : []), ...Object.values(rest).flatMap(enumsOf)];
}

describe('MCP: a lean toolset', () => {
  it('describes country and currency codes by pattern and where the list is published, and the server checks them', async () => {
    const client = await connectMcp();
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) {
        for (const values of enumsOf(tool.inputSchema)) expect(values.length, tool.name).to.be.at.most(LONGEST_ENUM);
      }
      const lead = tools.find((tool) => tool.name === 'svc_register_lead')!.inputSchema as any;
      const country = lead.properties.buyer.properties.country;
      expect(country.pattern).to.equal('^[A-Z]{2}$');
      const published = /\(list: (\/v1\/openapi\.json)#\/components\/schemas\/(\w+)\)/.exec(country.description);
      expect(published, country.description).to.not.equal(null);
      const document = await call('GET', published![1]!);
      expect(document.body.components.schemas[published![2]!].enum).to.have.length(249).and.include('DE');

      const refused = toolErrors(await callTool(client, 'svc_find_mandates', { territory: 'ZZ' }));
      expect(refused.map(({ slug, field }) => ({ slug, field }))).to.deep.equal([
        { slug: 'validation_failed', field: 'territory' },
      ]);
    } finally {
      await client.close();
    }
    const agent = await registerAccount('lean-agent');
    const keyed = await connectMcp((await createApiKey(agent, ['claims:write'])).secret);
    try {
      const refused = toolErrors(
        await callTool(keyed, 'svc_register_lead', {
          mandateId: 'mnd_1',
          buyer: { legalName: 'Buyer SA', country: 'ZZ' },
          contact: { name: 'Ann', email: 'ann@buyer.example' },
          lawfulContactSourceAttestation: true,
          registrationBeforeIntroductionAttestation: true,
        }),
      );
      expect(refused.map(({ slug, field }) => ({ slug, field }))).to.deep.include({
        slug: 'validation_failed',
        field: 'buyer.country',
      });
    } finally {
      await keyed.close();
    }
  });

  it('gives the sales loop and the human gates in the initialize instructions, naming only tools that exist', async () => {
    const client = await connectMcp();
    try {
      const instructions = client.getInstructions() ?? '';
      const names = new Set((await client.listTools()).tools.map((tool) => tool.name));
      const named = instructions.match(/svc_[a-z_]+/g) ?? [];
      for (const name of named) expect(names, name).to.include(name);
      expect(named).to.include.members(['svc_find_mandates', 'svc_register_lead', 'svc_claim_status']);
      expect(named).to.include.members(['svc_request_deal_approval', 'svc_approvals']);
      expect(instructions.split('\n').length).to.be.at.most(8);
    } finally {
      await client.close();
    }
  });

  it('lets the official client check answers against small output schemas that share components through $defs', async () => {
    const provider = await registerAccount('lean-provider');
    const mandate = await publishMandate(provider.token, {
      title: 'Cold storage',
      territory: ['BE'],
      reward: { amount: 20_000, currency: 'EUR' },
    });
    const client = await connectMcp();
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) {
        if (tool.outputSchema)
          expect(Buffer.byteLength(JSON.stringify(tool.outputSchema)), tool.name).to.be.at.most(
            OUTPUT_SCHEMA_BUDGET_BYTES,
          );
      }
      const schema = tools.find((tool) => tool.name === 'svc_get_mandate')!.outputSchema!;
      expect(JSON.stringify(schema.properties)).to.include('"$ref":"#/$defs/');

      const answer = await callTool(client, 'svc_get_mandate', { id: mandate.id });
      expect(toolValue(answer).reward).to.deep.equal({ amount: 20_000, currency: 'EUR' });
      const validate = new AjvJsonSchemaValidator().getValidator(schema);
      expect(validate(answer.structuredContent).valid).to.equal(true);
      const structured = answer.structuredContent as { result: { reward: { currency: unknown } } };
      const wrong = { ...structured, result: { ...structured.result, reward: { amount: 20_000, currency: 7 } } };
      expect(validate(wrong).valid, 'a type deep inside $defs is checked').to.equal(false);
    } finally {
      await client.close();
    }
  });
});
