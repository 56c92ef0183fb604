import type { SocialProviderConfig } from '../../../shared/sign-in-config.ts';
import { providerUnavailable, refusedCredential } from './errors.ts';
import type { ProviderEndpoints } from './provider-directory.ts';

export interface CodeGrant {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

const TOKEN_TIMEOUT_MS = 10_000;

/** Redeems an authorization code at the provider's token endpoint (RFC 6749 4.1.3 with PKCE); returns the ID token. */
export async function exchangeCode(
  provider: SocialProviderConfig,
  endpoints: ProviderEndpoints,
  grant: CodeGrant,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (provider.clientSecret === null) {
    form.set('client_id', provider.clientId);
  } else if (
    !endpoints.tokenEndpointAuthMethods.includes('client_secret_basic') &&
    endpoints.tokenEndpointAuthMethods.includes('client_secret_post')
  ) {
    form.set('client_id', provider.clientId);
    form.set('client_secret', provider.clientSecret);
  } else {
    // RFC 6749 2.3.1: both parts form-encoded, then base64 of "id:secret".
    const credentials = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  let response: Response;
  let body: Record<string, unknown>;
  try {
    response = await fetch(endpoints.tokenEndpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    body = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw providerUnavailable(provider, error instanceof Error ? error.message : 'the token endpoint did not answer');
  }
  const reason =
    typeof body.error === 'string' && /^[\x20-\x7e]{1,80}$/.test(body.error) ? body.error : `status ${response.status}`;
  if (reason === 'invalid_client')
    throw providerUnavailable(provider, "it refused this service's client credentials; check SOCIAL_PROVIDERS");
  if (response.status === 400 || response.status === 401) {
    throw refusedCredential(
      `The provider "${provider.id}" refused the code (${reason}); sign in at the provider again.`,
      'body.code',
    );
  }
  if (!response.ok) throw providerUnavailable(provider, `its token endpoint answered ${response.status}`);
  if (typeof body.id_token !== 'string') {
    throw providerUnavailable(
      provider,
      'its token endpoint returned no ID token (is "openid" among the configured scopes?)',
    );
  }
  return body.id_token;
}
