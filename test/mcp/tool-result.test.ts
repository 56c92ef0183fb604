import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { operationMeta } from '../../services/gateway/openapi/operations.ts';
import { toolInput } from '../../services/mcp/tool-input.ts';
import { toolResult } from '../../services/mcp/tool-result.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

function refusal(result: CallToolResult): { errors: Array<{ slug: string; field?: string; meta?: unknown }> } {
  const [block] = result.content;
  if (block?.type !== 'text') throw new Error('a refusal is text');
  return JSON.parse(block.text);
}

function selected(operationId: string) {
  return { operation: operationMeta(operationId), layout: toolInput(operationId).layout };
}

describe('tool results from operation answers', () => {
  it('gives the envelope result and result_info as structured content, and that content serialized as the text', () => {
    const envelope = {
      success: true,
      result: [{ id: 'a' }],
      errors: [],
      messages: [],
      result_info: { count: 1, next_cursor: null },
      request_id: 'r1',
    };
    const result = toolResult(selected('listMandates'), {
      status: 200,
      contentType: JSON_TYPE,
      text: JSON.stringify(envelope),
    });
    const structured = { result: [{ id: 'a' }], result_info: { count: 1, next_cursor: null } };
    expect(result).to.deep.equal({
      content: [{ type: 'text', text: JSON.stringify(structured) }],
      structuredContent: structured,
    });
  });

  it('passes a raw answer through as text', () => {
    const text = toolResult(selected('getSkillDocument'), {
      status: 200,
      contentType: 'text/markdown',
      text: '# Skill',
    });
    expect(text).to.deep.equal({ content: [{ type: 'text', text: '# Skill' }] });
  });

  it('turns a failure envelope into a tool error whose one text block is its JSON, and an answer without one into service_unavailable', () => {
    const failure = {
      success: false,
      result: null,
      errors: [{ code: 2002, slug: 'scope_missing', message: 'Lacks claims:write.' }],
      messages: [],
      request_id: 'r2',
    };
    const refused = toolResult(selected('createClaim'), {
      status: 403,
      contentType: JSON_TYPE,
      text: JSON.stringify(failure),
    });
    expect(refused).to.deep.equal({
      isError: true,
      content: [{ type: 'text', text: JSON.stringify({ status: 403, errors: failure.errors, request_id: 'r2' }) }],
    });
    const proxied = toolResult(selected('createClaim'), {
      status: 502,
      contentType: 'text/html',
      text: '<h1>Bad gateway</h1>',
    });
    expect(proxied.isError).to.equal(true);
    expect(refusal(proxied).errors[0]?.slug).to.equal('service_unavailable');
  });

  it("names error fields as the tool's arguments and the operations allowed next as tools", () => {
    const failure = {
      success: false,
      result: null,
      messages: [],
      request_id: 'r3',
      errors: [
        { code: 1001, slug: 'validation_failed', message: 'path.id is invalid', field: 'path.id' },
        { code: 1001, slug: 'validation_failed', message: 'body.amount is invalid', field: 'body.amount' },
        { code: 1001, slug: 'validation_failed', message: 'bad key', field: 'header.Idempotency-Key' },
        {
          code: 4002,
          slug: 'invalid_transition',
          message: 'Not now.',
          meta: { currentState: 'open', allowedOperations: ['acceptBid'] },
        },
      ],
    };
    const refused = toolResult(selected('createBid'), {
      status: 400,
      contentType: JSON_TYPE,
      text: JSON.stringify(failure),
    });
    const errors = refusal(refused).errors;
    expect(errors.map((item) => item.field)).to.deep.equal(['id', 'amount', 'idempotencyKey', undefined]);
    expect(errors[3]!.meta).to.deep.equal({
      currentState: 'open',
      allowedOperations: ['acceptBid'],
      allowedTools: [{ tool: 'svc_bids', action: 'accept' }],
    });
  });
});
