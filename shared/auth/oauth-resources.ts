/**
 * The service's OAuth protected resources (RFC 8707 resource indicators, RFC 9728 metadata): the REST API,
 * identified by the service's base URL, and the MCP endpoint, identified by its `/mcp` URL. An access token is
 * minted for one of them and works only there.
 */
export type ResourceName = 'api' | 'mcp';

export function resourceIdentifier(baseUrl: string, name: ResourceName): string {
  return name === 'api' ? baseUrl : `${baseUrl}/mcp`;
}

/** Where the resource's RFC 9728 metadata lives: the well-known path with the resource's own path inserted. */
export function resourceMetadataUrl(baseUrl: string, name: ResourceName): string {
  return `${baseUrl}/.well-known/oauth-protected-resource${name === 'api' ? '' : '/mcp'}`;
}

/** The resource a resource indicator names, compared without a trailing slash; null for anything else. */
export function namedResource(baseUrl: string, indicator: string): ResourceName | null {
  const canonical = canonicalResource(indicator);
  if (canonical === null) return null;
  for (const name of ['api', 'mcp'] as const) {
    if (canonicalResource(resourceIdentifier(baseUrl, name)) === canonical) return name;
  }
  return null;
}

/** An absolute URL without fragment (RFC 8707 section 2), written without a trailing slash; null otherwise. */
export function canonicalResource(indicator: string): string | null {
  if (!URL.canParse(indicator) || indicator.includes('#')) return null;
  return new URL(indicator).href.replace(/\/$/, '');
}

/** The `WWW-Authenticate` challenge of a 401 on the resource, pointing OAuth clients at its metadata. */
export function bearerChallenge(baseUrl: string, name: ResourceName): string {
  return `Bearer realm="marketplace-api", resource_metadata="${resourceMetadataUrl(baseUrl, name)}"`;
}
