import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { SocialProviderConfig } from '../../../shared/sign-in-config.ts';
import { keptUntilRejected } from '../../../shared/kept-promises.ts';
import { providerUnavailable, unknownProvider } from './errors.ts';

/** What a provider's discovery document says, as this service uses it. */
export interface ProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  tokenEndpointAuthMethods: string[];
  /** The provider's signing keys, fetched from its `jwks_uri` and refetched when a token names an unknown key. */
  keys: JWTVerifyGetKey;
}

const DISCOVERY_TIMEOUT_MS = 5000;

/** The configured providers, and their OpenID Connect discovery documents (fetched on first use, then kept). */
export class ProviderDirectory {
  private readonly discovered = new Map<string, Promise<ProviderEndpoints>>();

  constructor(private readonly providers: readonly SocialProviderConfig[]) {}

  list(): readonly SocialProviderConfig[] {
    return this.providers;
  }

  byId(id: string): SocialProviderConfig {
    const provider = this.providers.find((candidate) => candidate.id === id);
    if (!provider) throw unknownProvider(id);
    return provider;
  }

  byIssuer(issuer: string): SocialProviderConfig | undefined {
    return this.providers.find((candidate) => candidate.issuer === issuer);
  }

  endpoints(provider: SocialProviderConfig): Promise<ProviderEndpoints> {
    return keptUntilRejected(this.discovered, provider.id, () => discover(provider));
  }
}

async function discover(provider: SocialProviderConfig): Promise<ProviderEndpoints> {
  const url = `${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let document: Record<string, unknown>;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    document = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw providerUnavailable(provider, error instanceof Error ? error.message : 'discovery failed');
  }
  // OpenID Connect Discovery 1.0, 4.3: the document must name exactly the issuer it was fetched for.
  if (document.issuer !== provider.issuer)
    throw providerUnavailable(provider, 'its discovery document names another issuer');
  const { authorization_endpoint: authorize, token_endpoint: token, jwks_uri: jwks } = document;
  if (typeof authorize !== 'string' || typeof token !== 'string' || typeof jwks !== 'string' || !URL.canParse(jwks)) {
    throw providerUnavailable(
      provider,
      'its discovery document lacks authorization_endpoint, token_endpoint or jwks_uri',
    );
  }
  const methods = document.token_endpoint_auth_methods_supported;
  return {
    authorizationEndpoint: authorize,
    tokenEndpoint: token,
    tokenEndpointAuthMethods: Array.isArray(methods)
      ? methods.filter((method): method is string => typeof method === 'string')
      : ['client_secret_basic'],
    keys: createRemoteJWKSet(new URL(jwks), { timeoutDuration: DISCOVERY_TIMEOUT_MS }),
  };
}
