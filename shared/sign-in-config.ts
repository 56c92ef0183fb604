/** One OpenID Connect provider people may sign in with (`SOCIAL_PROVIDERS`). */
export interface SocialProviderConfig {
  /** The id in the paths of the social operations, e.g. `google`. */
  id: string;
  /** The name shown to people, e.g. `Google`. */
  name: string;
  /**
   * The issuer exactly as the provider writes it in its tokens; its `/.well-known/openid-configuration` says where to
   * authorize, exchange codes and find the signing keys.
   */
  issuer: string;
  clientId: string;
  /** Null for a public client, which proves itself with PKCE alone. */
  clientSecret: string | null;
  scopes: string[];
}

export interface SignInConfig {
  /** Origins a magic link or a social sign-in may send the browser back to, besides the website's own. */
  redirectOrigins: string[];
  magicLinks: { maxPerAddress: number; maxPerClient: number; windowSeconds: number };
  socialProviders: SocialProviderConfig[];
}

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `SOCIAL_PROVIDERS`: a JSON array of providers; each problem is pushed with the variable's name. */
export function parseSocialProviders(raw: string | undefined, problems: string[]): SocialProviderConfig[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push('SOCIAL_PROVIDERS must be a JSON array of providers');
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push('SOCIAL_PROVIDERS must be a JSON array of providers');
    return [];
  }
  const providers = parsed.flatMap((entry: unknown, index) => {
    const provider = parseProvider(entry, `SOCIAL_PROVIDERS[${index}]`, problems);
    return provider ? [provider] : [];
  });
  const ids = providers.map((provider) => provider.id);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index)))
    problems.push(`SOCIAL_PROVIDERS names "${id}" twice`);
  return providers;
}

function parseProvider(entry: unknown, name: string, problems: string[]): SocialProviderConfig | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    problems.push(`${name} must be an object with id, issuer and clientId`);
    return null;
  }
  const fields = entry as Record<string, unknown>;
  const before = problems.length;
  const text = (field: string, required: boolean): string | null => {
    const value = fields[field];
    if (value === undefined && !required) return null;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    problems.push(`${name}.${field} must be a non-empty string`);
    return null;
  };
  const id = text('id', true);
  if (id !== null && !PROVIDER_ID.test(id))
    problems.push(`${name}.id must be lower-case letters, digits and dashes (at most 64), got "${id}"`);
  const issuer = text('issuer', true);
  if (issuer !== null) checkIssuer(issuer, `${name}.issuer`, problems);
  const clientId = text('clientId', true);
  const clientSecret = text('clientSecret', false);
  const displayName = text('name', false);
  const scopes = parseScopes(fields.scopes, `${name}.scopes`, problems);
  if (problems.length > before || id === null || issuer === null || clientId === null) return null;
  return { id, name: displayName ?? id, issuer, clientId, clientSecret, scopes };
}

/** https, or http on a loopback address (an identity provider on the same machine, as in the tests). */
function checkIssuer(issuer: string, name: string, problems: string[]): void {
  if (!URL.canParse(issuer)) {
    problems.push(`${name} must be an absolute URL, got "${issuer}"`);
    return;
  }
  const url = new URL(issuer);
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp)
    problems.push(`${name} must be an https URL (http only on a loopback address), got "${issuer}"`);
  if (url.search || url.hash) problems.push(`${name} must have no query or fragment, got "${issuer}"`);
}

function parseScopes(value: unknown, name: string, problems: string[]): string[] {
  if (value === undefined) return DEFAULT_SCOPES;
  if (
    !Array.isArray(value) ||
    !value.every((scope) => typeof scope === 'string' && /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))
  ) {
    problems.push(`${name} must be an array of scope names`);
    return DEFAULT_SCOPES;
  }
  if (!value.includes('openid')) problems.push(`${name} must include "openid"`);
  return value as string[];
}

/** `SIGN_IN_REDIRECT_ORIGINS`: comma-separated origins such as `https://app.example.com`. */
export function parseRedirectOrigins(raw: string[], problems: string[]): string[] {
  return raw.flatMap((entry) => {
    if (
      !URL.canParse(entry) ||
      new URL(entry).origin === 'null' ||
      new URL(entry).origin !== entry.replace(/\/$/, '')
    ) {
      problems.push(
        `SIGN_IN_REDIRECT_ORIGINS must list origins such as https://app.example.com (no path), got "${entry}"`,
      );
      return [];
    }
    return [new URL(entry).origin];
  });
}
