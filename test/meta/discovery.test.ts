import { expect } from 'chai';
import { inject } from '../support/inject.ts';
import { harness } from '../support/root-hooks.ts';
import {
  checkAgentCard,
  checkAgentsJson,
  checkAgentsMd,
  checkLlmsTxt,
  checkSkillDocument,
  type AgentCard,
  type AgentsJson,
} from './discovery-checks.ts';

const DOCUMENTS = [
  { path: '/v1/skill.md', contentType: 'text/markdown; charset=utf-8' },
  { path: '/AGENTS.md', contentType: 'text/markdown; charset=utf-8' },
  { path: '/llms.txt', contentType: 'text/plain; charset=utf-8' },
  { path: '/.well-known/agents.json', contentType: 'application/json; charset=utf-8' },
  { path: '/.well-known/agent-card.json', contentType: 'application/json; charset=utf-8' },
];

describe('discovery documents served by the gateway', () => {
  for (const { path, contentType } of DOCUMENTS) {
    it(`GET ${path} answers 200 with ${contentType}, without a credential or an envelope, the same each time`, async () => {
      const response = await inject('GET', path);
      expect(response.status, response.text).to.equal(200);
      expect(response.headers.get('content-type')).to.equal(contentType);
      expect(response.text).not.to.match(/^\{"success":/);
      expect((await inject('GET', path)).text).to.equal(response.text);
    });
  }

  it('skill.md covers the human gates, idempotency, the schema-first rule, every error slug and every scope', async () => {
    checkSkillDocument((await inject('GET', '/v1/skill.md')).text, harness().baseUrl);
  });

  it('AGENTS.md points at the machine-readable pieces and the rules of engagement', async () => {
    checkAgentsMd((await inject('GET', '/AGENTS.md')).text, harness().baseUrl);
  });

  it('llms.txt follows the llmstxt.org structure with absolute links under the base URL', async () => {
    checkLlmsTxt((await inject('GET', '/llms.txt')).text, harness().baseUrl);
  });

  it('agents.json has the required fields and its flows reference declared operations only', async () => {
    checkAgentsJson((await inject<AgentsJson>('GET', '/.well-known/agents.json')).body, harness().baseUrl);
  });

  it('agent-card.json is an A2A agent card pointing at the base URL', async () => {
    checkAgentCard((await inject<AgentCard>('GET', '/.well-known/agent-card.json')).body, harness().baseUrl);
  });
});
