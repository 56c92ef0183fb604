import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { agentCard } from './agent-card.ts';
import { agentsJson } from './agents-json.ts';
import { agentsMd } from './agents-md.ts';
import { DOCUMENT_LANGUAGES, documentLanguage, languageHeaders, type DocumentLanguage } from './document-language.ts';
import { llmsTxt } from './llms-txt.ts';
import { authorizationServerMetadata, protectedResourceMetadata } from './oauth-metadata.ts';
import { skillDocument } from './skill-document.ts';
import { discoveryUrls } from './urls.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** Builds a value on first use and keeps it: the base URL is known only once the server listens. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** `once` for each document language. */
function oncePerLanguage<T>(build: (language: DocumentLanguage) => T): (language: DocumentLanguage) => T {
  const builders = new Map(DOCUMENT_LANGUAGES.map((language) => [language, once(() => build(language))]));
  return (language) => builders.get(language)!();
}

/**
 * The public discovery documents for agents: skill.md, AGENTS.md, llms.txt (each in English and German, chosen by
 * `locale` or Accept-Language), agents.json, the agent card, and the OAuth metadata of the authorization server
 * and of the two protected resources (REST and MCP).
 */
export function discoveryHandlers(options: { baseUrl: () => string }): ServiceHandlers {
  const urls = once(() => discoveryUrls(options.baseUrl()));
  const skill = oncePerLanguage((language) => skillDocument(urls().base, language));
  const agents = oncePerLanguage((language) => agentsMd(urls().base, language));
  const llms = oncePerLanguage((language) => llmsTxt(urls(), language));
  const manifest = once(() => agentsJson(urls()));
  const card = once(() => agentCard(urls()));
  const authorizationServer = once(() => authorizationServerMetadata(urls()));
  const apiResource = once(() => protectedResourceMetadata(urls(), 'api'));
  const mcpResource = once(() => protectedResourceMetadata(urls(), 'mcp'));
  return {
    async getSkillDocument({ query, headers }) {
      const language = documentLanguage(query, headers);
      return { result: skill(language), headers: languageHeaders(MARKDOWN, language) };
    },
    async getAgentsMd({ query, headers }) {
      const language = documentLanguage(query, headers);
      return { result: agents(language), headers: languageHeaders(MARKDOWN, language) };
    },
    async getLlmsTxt({ query, headers }) {
      const language = documentLanguage(query, headers);
      return { result: llms(language), headers: languageHeaders(PLAIN_TEXT, language) };
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
