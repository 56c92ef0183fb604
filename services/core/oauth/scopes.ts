import { allScopes } from '../../../shared/auth/scopes.ts';

/** The scopes of a space-separated scope parameter, without repeats; null when it names one outside the catalog. */
export function catalogScopes(parameter: string): string[] | null {
  const scopes = [...new Set(parameter.split(' ').filter(Boolean))];
  const catalog = new Set(allScopes());
  return scopes.length > 0 && scopes.every((scope) => catalog.has(scope)) ? scopes : null;
}

export function isSubset(scopes: readonly string[], of: readonly string[]): boolean {
  return scopes.every((scope) => of.includes(scope));
}
