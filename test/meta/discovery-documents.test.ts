import { expect } from 'chai';
import { discoveryHandlers } from '../../services/gateway/discovery/index.ts';
import type { OperationInput, OperationOutcome, ServiceHandlers } from '../../shared/service/handlers.ts';
import {
  checkAgentCard,
  checkAgentsJson,
  checkAgentsMd,
  checkLlmsTxt,
  checkSkillDocument,
  type AgentCard,
  type AgentsJson,
} from './discovery-checks.ts';

const BASE_URL = 'http://example.test';
const DOCUMENT_OPERATIONS = [
  'getSkillDocument',
  'getAgentsMd',
  'getLlmsTxt',
  'getAgentsJson',
  'getAgentCard',
  'getOAuthAuthorizationServerMetadata',
  'getApiResourceMetadata',
  'getMcpResourceMetadata',
];

function invoke(handlers: ServiceHandlers, operationId: string): Promise<OperationOutcome> {
  const input: OperationInput = {
    operationId,
    params: {},
    query: {},
    body: undefined,
    principal: null,
    requestId: 'req_test',
  };
  return handlers[operationId]!(input);
}

describe('discovery documents (built directly, no server)', () => {
  const handlers = discoveryHandlers({ baseUrl: () => BASE_URL });

  it('has a handler for each discovery operation and nothing else', () => {
    expect(Object.keys(handlers)).to.have.members(DOCUMENT_OPERATIONS);
  });

  it('skill.md is the operator guide, as Markdown', async () => {
    const outcome = await invoke(handlers, 'getSkillDocument');
    expect(outcome.headers).to.deep.equal({
      'content-type': 'text/markdown; charset=utf-8',
      'content-language': 'en',
      vary: 'Accept-Language',
    });
    checkSkillDocument(String(outcome.result), BASE_URL);
  });

  it('AGENTS.md points coding agents at the machine-readable pieces, as Markdown', async () => {
    const outcome = await invoke(handlers, 'getAgentsMd');
    expect(outcome.headers).to.deep.equal({
      'content-type': 'text/markdown; charset=utf-8',
      'content-language': 'en',
      vary: 'Accept-Language',
    });
    checkAgentsMd(String(outcome.result), BASE_URL);
  });

  it('llms.txt follows the llmstxt.org structure, as plain text', async () => {
    const outcome = await invoke(handlers, 'getLlmsTxt');
    expect(outcome.headers).to.deep.equal({
      'content-type': 'text/plain; charset=utf-8',
      'content-language': 'en',
      vary: 'Accept-Language',
    });
    checkLlmsTxt(String(outcome.result), BASE_URL);
  });

  it('agents.json carries the entry points, auth and flows of declared operations', async () => {
    const outcome = await invoke(handlers, 'getAgentsJson');
    checkAgentsJson(outcome.result as AgentsJson, BASE_URL);
  });

  it('agent-card.json is an A2A 0.3.0 agent card', async () => {
    const outcome = await invoke(handlers, 'getAgentCard');
    checkAgentCard(outcome.result as AgentCard, BASE_URL);
  });

  it('builds each document once, on first request, and reuses it', async () => {
    let baseUrlReads = 0;
    const counted = discoveryHandlers({
      baseUrl: () => {
        baseUrlReads += 1;
        return BASE_URL;
      },
    });
    expect(baseUrlReads).to.equal(0);
    for (const operationId of DOCUMENT_OPERATIONS) {
      const first = await invoke(counted, operationId);
      const second = await invoke(counted, operationId);
      expect(second.result, operationId).to.equal(first.result);
    }
    expect(baseUrlReads).to.equal(1);
  });

  it('fills the documents with the base URL it is given', async () => {
    const other = discoveryHandlers({ baseUrl: () => 'https://api.other.test' });
    checkLlmsTxt(String((await invoke(other, 'getLlmsTxt')).result), 'https://api.other.test');
    checkAgentCard((await invoke(other, 'getAgentCard')).result as AgentCard, 'https://api.other.test');
  });
});
