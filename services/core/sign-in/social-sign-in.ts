import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import type { SignedIn } from '../accounts/index.ts';
import { exchangeCode } from './code-exchange.ts';
import { refusedCredential } from './errors.ts';
import type { IdTokenSignIn } from './id-token-sign-in.ts';
import type { ProviderDirectory } from './provider-directory.ts';
import type { RedirectTargets } from './redirect-targets.ts';
import { derivedSecret, newSecretToken, sha256Hex } from './secrets.ts';
import type { SingleUseClaimsRepository } from './single-use-claims.repository.ts';
import type { SocialAttemptsRepository } from './social-attempts.repository.ts';

/** How long a browser has from getSocialAuthorizeUrl to loginWithSocialProvider. */
export const SOCIAL_ATTEMPT_TTL_MS = 10 * 60_000;

export interface SocialSignInDeps {
  providers: ProviderDirectory;
  attempts: SocialAttemptsRepository;
  claims: SingleUseClaimsRepository;
  idTokens: IdTokenSignIn;
  redirects: RedirectTargets;
  /** The key the PKCE verifier and the nonce of an attempt are derived with from its state (DATA_ENCRYPTION_KEY). */
  derivationKey: string;
  clock: Clock;
}

export interface SocialCallback {
  code: string;
  state: string;
  redirectUri: string;
}

/**
 * Browser sign-in at an OpenID Connect provider (authorization code flow with PKCE S256, state and nonce). The state
 * is stored hashed and works once; the verifier and the nonce are derived from it with a server key, so neither is
 * stored and neither can be computed from the state alone.
 */
export class SocialSignIn {
  constructor(private readonly deps: SocialSignInDeps) {}

  async authorizeUrl(
    providerId: string,
    redirectUri: string,
  ): Promise<{ url: string; state: string; expiresAt: string }> {
    const provider = this.deps.providers.byId(providerId);
    this.deps.redirects.check(redirectUri, 'query.redirectUri');
    const endpoints = await this.deps.providers.endpoints(provider);
    const state = newSecretToken();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + SOCIAL_ATTEMPT_TTL_MS);
    await this.deps.attempts.insert({
      _id: sha256Hex(state),
      provider: provider.id,
      redirectUri,
      createdAt: now,
      expiresAt,
    });
    const url = new URL(endpoints.authorizationEndpoint);
    const challenge = createHash('sha256').update(this.secret('pkce', state)).digest('base64url');
    const parameters = {
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      scope: provider.scopes.join(' '),
      state,
      nonce: this.secret('nonce', state),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return { url: url.href, state, expiresAt: expiresAt.toISOString() };
  }

  async login(providerId: string, callback: SocialCallback): Promise<SignedIn> {
    const provider = this.deps.providers.byId(providerId);
    const stateHash = sha256Hex(callback.state);
    const attempt = await this.deps.attempts.findByStateHash(stateHash);
    const now = this.deps.clock.now();
    if (!attempt || attempt.provider !== provider.id) {
      throw refusedCredential(
        `This state belongs to no sign-in started at "${provider.id}"; start with getSocialAuthorizeUrl.`,
        'body.state',
      );
    }
    if (attempt.expiresAt.getTime() <= now.getTime()) {
      throw refusedCredential(
        'This sign-in attempt has expired (attempts last 10 minutes); start again with getSocialAuthorizeUrl.',
        'body.state',
      );
    }
    if (attempt.redirectUri !== callback.redirectUri) {
      throw refusedCredential('redirectUri must be the one the sign-in was started with.', 'body.redirectUri');
    }
    if (!(await this.deps.claims.claim('social-state', stateHash, now, attempt.expiresAt))) {
      throw refusedCredential(
        'This state was already used; start the sign-in again with getSocialAuthorizeUrl.',
        'body.state',
      );
    }
    const endpoints = await this.deps.providers.endpoints(provider);
    const codeVerifier = this.secret('pkce', callback.state);
    const idToken = await exchangeCode(provider, endpoints, {
      code: callback.code,
      redirectUri: attempt.redirectUri,
      codeVerifier,
    });
    return this.deps.idTokens.signIn(provider, idToken, this.secret('nonce', callback.state), {
      token: 'body.code',
      nonce: 'body.state',
    });
  }

  private secret(purpose: 'pkce' | 'nonce', state: string): string {
    return derivedSecret(this.deps.derivationKey, `social-sign-in ${purpose}`, state);
  }
}
