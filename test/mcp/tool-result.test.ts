import { expect } from 'chai';
import { operationMeta } from '../../services/gateway/openapi/operations.ts';
import { toolResult } from '../../services/mcp/tool-result.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('tool results from operation answers', () => {
  it('gives an envelope result as JSON text and structured content, result_info as a second text', () => {
    const envelope = { success: true, result: [{ id: 'a' }], errors: [], messages: [], result_info: { count: 1, next_cursor: null }, request_id: 'r1' };
    const result = toolResult(operationMeta('listMandates'), { status: 200, contentType: JSON_TYPE, text: JSON.stringify(envelope) });
    expect(result).to.deep.equal({
      content: [
        { type: 'text', text: '[{"id":"a"}]' },
        { type: 'text', text: '{"result_info":{"count":1,"next_cursor":null}}' },
      ],
      structuredContent: { result: [{ id: 'a' }], result_info: { count: 1, next_cursor: null } },
    });
  });

  it('passes raw answers through: text as text, a JSON object also as structured content', () => {
    const text = toolResult(operationMeta('getSkillDocument'), { status: 200, contentType: 'text/markdown', text: '# Skill' });
    expect(text).to.deep.equal({ content: [{ type: 'text', text: '# Skill' }] });
    const json = toolResult(operationMeta('registerOAuthClient'), { status: 201, contentType: JSON_TYPE, text: '{"client_id":"c1"}' });
    expect(json).to.deep.equal({ content: [{ type: 'text', text: '{"client_id":"c1"}' }], structuredContent: { client_id: 'c1' } });
  });

  it('turns a failure envelope into a tool error carrying its slugs, and an answer without one into service_unavailable', () => {
    const failure = { success: false, result: null, errors: [{ code: 2002, slug: 'scope_missing', message: 'Lacks claims:write.' }], messages: [], request_id: 'r2' };
    const refused = toolResult(operationMeta('createClaim'), { status: 403, contentType: JSON_TYPE, text: JSON.stringify(failure) });
    expect(refused).to.deep.equal({
      isError: true,
      content: [{ type: 'text', text: 'scope_missing: Lacks claims:write.' }],
      structuredContent: { status: 403, errors: failure.errors, request_id: 'r2' },
    });
    const proxied = toolResult(operationMeta('createClaim'), { status: 502, contentType: 'text/html', text: '<h1>Bad gateway</h1>' });
    expect(proxied.isError).to.equal(true);
    expect((proxied.structuredContent as { errors: Array<{ slug: string }> }).errors[0]?.slug).to.equal('service_unavailable');
  });
});
