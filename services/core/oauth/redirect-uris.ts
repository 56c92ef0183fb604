const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Why a redirect URI may not be used, or null when it may: https, or http on a loopback host for native clients
 * (RFC 8252 section 7.3); never a fragment or user info, which would let the code leak or mislead. Registration
 * and authorization both apply it, so a URI registration refuses is never redirected to.
 */
export function redirectUriProblem(uri: string): string | null {
  if (!URL.canParse(uri)) return 'must be an absolute URL';
  const url = new URL(uri);
  if (uri.includes('#')) return 'must not carry a fragment';
  if (url.username || url.password) return 'must not carry user info';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must use https, or http on a loopback host (127.0.0.1, [::1] or localhost)';
}

/**
 * Why the redirect URI of an authorization request may not be used, or null when it may: it must be allowed
 * (`redirectUriProblem`) and one the client registered, exactly, or for a loopback URI with any port, since a
 * native client listens on whatever port is free (RFC 8252 section 7.3).
 */
export function authorizationRedirectUriProblem(requested: string, registered: readonly string[]): string | null {
  const problem = redirectUriProblem(requested);
  if (problem) return problem;
  if (registered.includes(requested) || isLoopbackOnAnyPort(new URL(requested), registered)) return null;
  return "must be one of the client's registered redirect URIs";
}

function isLoopbackOnAnyPort(wanted: URL, registered: readonly string[]): boolean {
  if (wanted.protocol !== 'http:') return false;
  return registered.some((uri) => {
    const candidate = new URL(uri);
    return (
      candidate.protocol === 'http:' &&
      candidate.hostname === wanted.hostname &&
      `${candidate.pathname}${candidate.search}` === `${wanted.pathname}${wanted.search}`
    );
  });
}

/** The redirect URI with the authorization response's parameters added to its query. */
export function withResponseParameters(redirectUri: string, parameters: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) if (value !== null) url.searchParams.set(name, value);
  return url.href;
}
