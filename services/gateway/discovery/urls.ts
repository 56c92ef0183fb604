import { operationMeta } from '../openapi/operations.ts';

export interface DiscoveryUrls {
  base: string;
  api: string;
  openapi: string;
  skill: string;
  llmsTxt: string;
  agentsMd: string;
  agentCard: string;
  oauthRegister: string;
  oauthAuthorize: string;
  oauthToken: string;
  mcp: string;
}

/** Absolute URLs of what the discovery documents point at, with paths taken from the OpenAPI document. */
export function discoveryUrls(base: string): DiscoveryUrls {
  const at = (operationId: string) => `${base}${operationMeta(operationId).path}`;
  return {
    base,
    api: at('getIndex'),
    openapi: at('getOpenApiDocument'),
    skill: at('getSkillDocument'),
    llmsTxt: at('getLlmsTxt'),
    agentsMd: at('getAgentsMd'),
    agentCard: at('getAgentCard'),
    oauthRegister: at('registerOAuthClient'),
    oauthAuthorize: at('authorizeOAuth'),
    oauthToken: at('exchangeOAuthToken'),
    mcp: `${base}/mcp`,
  };
}
