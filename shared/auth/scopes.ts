import { openApiDocument, type ScopeCatalogEntry } from '../openapi/document.ts';

/** The grantable scopes, as declared by x-scope-catalog in the OpenAPI document. */
export function scopeCatalog(): readonly ScopeCatalogEntry[] {
  return openApiDocument()['x-scope-catalog'];
}

/** A human session holds every scope; API keys and OAuth tokens hold only what was granted. */
export function allScopes(): readonly string[] {
  return scopeCatalog().map((entry) => entry.scope);
}
