import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { agentCard } from './agent-card.ts';
import { agentsJson } from './agents-json.ts';
import { agentsMd } from './agents-md.ts';
import { llmsTxt } from './llms-txt.ts';
import { authorizationServerMetadata, protectedResourceMetadata } from './oauth-metadata.ts';
import { skillDocument } from './skill-document.ts';
import { discoveryUrls } from './urls.ts';

const MARKDOWN = { 'content-type': 'text/markdown; charset=utf-8' };
const PLAIN_TEXT = { 'content-type': 'text/plain; charset=utf-8' };

/** Builds a value on first use and keeps it: the base URL is known only once the server listens. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * The public discovery documents for agents: skill.md, AGENTS.md, llms.txt, agents.json, the agent card, and the
 * OAuth metadata of the authorization server and of the two protected resources (REST and MCP).
 */
export function discoveryHandlers(options: { baseUrl: () => string }): ServiceHandlers {
  const urls = once(() => discoveryUrls(options.baseUrl()));
  const skill = once(() => skillDocument(urls().base));
  const agents = once(() => agentsMd(urls().base));
  const llms = once(() => llmsTxt(urls()));
  const manifest = once(() => agentsJson(urls()));
  const card = once(() => agentCard(urls()));
  const authorizationServer = once(() => authorizationServerMetadata(urls()));
  const apiResource = once(() => protectedResourceMetadata(urls(), 'api'));
  const mcpResource = once(() => protectedResourceMetadata(urls(), 'mcp'));
  return {
    async getSkillDocument() {
      return { result: skill(), headers: MARKDOWN };
    },
    async getAgentsMd() {
      return { result: agents(), headers: MARKDOWN };
    },
    async getLlmsTxt() {
      return { result: llms(), headers: PLAIN_TEXT };
    },
    async getAgentsJson() {
      return { result: manifest() };
    },
    async getAgentCard() {
      return { result: card() };
    },
    async getOAuthAuthorizationServerMetadata() {
      return { result: authorizationServer() };
    },
    async getApiResourceMetadata() {
      return { result: apiResource() };
    },
    async getMcpResourceMetadata() {
      return { result: mcpResource() };
    },
  };
}
