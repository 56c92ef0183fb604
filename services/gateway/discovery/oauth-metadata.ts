import { resourceIdentifier, type ResourceName } from '../../../shared/auth/oauth-resources.ts';
import { allScopes } from '../../../shared/auth/scopes.ts';
import type { DiscoveryUrls } from './urls.ts';

/** RFC 8414 metadata of the authorization server, whose issuer is the service's base URL. */
export function authorizationServerMetadata(urls: DiscoveryUrls) {
  return {
    issuer: urls.base,
    authorization_endpoint: urls.oauthAuthorize,
    token_endpoint: urls.oauthToken,
    registration_endpoint: urls.oauthRegister,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post'],
    scopes_supported: allScopes(),
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: urls.skill,
  };
}

const RESOURCE_NAMES: Record<ResourceName, string> = { api: 'Marketplace REST API', mcp: 'Marketplace MCP server' };

/** RFC 9728 metadata of one protected resource: the REST API or the MCP endpoint. */
export function protectedResourceMetadata(urls: DiscoveryUrls, name: ResourceName) {
  return {
    resource: resourceIdentifier(urls.base, name),
    authorization_servers: [urls.base],
    scopes_supported: allScopes(),
    bearer_methods_supported: ['header'],
    resource_name: RESOURCE_NAMES[name],
    resource_documentation: urls.skill,
  };
}
