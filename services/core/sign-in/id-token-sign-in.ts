import type { Clock } from '../../../shared/clock.ts';
import type { SocialProviderConfig } from '../../../shared/sign-in-config.ts';
import type { AccountsService, SignedIn } from '../accounts/index.ts';
import { refusedCredential } from './errors.ts';
import { unverifiedIssuer, verifyIdToken, type IdTokenFields } from './id-token-verifier.ts';
import type { ProviderDirectory } from './provider-directory.ts';
import { sha256Hex } from './secrets.ts';
import type { SingleUseClaimsRepository } from './single-use-claims.repository.ts';

export interface IdTokenSignInDeps {
  providers: ProviderDirectory;
  claims: SingleUseClaimsRepository;
  accounts: AccountsService;
  clock: Clock;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const DISPLAY_NAME_MAX = 80;
const IDP_FIELDS: IdTokenFields = { token: 'body.idToken', nonce: 'body.nonce' };

/**
 * Signs in with a provider's ID token: verified, spent once (its nonce, or the token itself when it has none, so a
 * replayed token or nonce is refused), then linked to the account of the email the provider verified, which is
 * created without a password on the first sign-in.
 */
export class IdTokenSignIn {
  constructor(private readonly deps: IdTokenSignInDeps) {}

  /** An ID token a client obtained itself (loginWithIdentityProvider): its issuer says which configured provider. */
  async signInWithIssuedToken(idToken: string, nonce: string | undefined): Promise<SignedIn> {
    const issuer = unverifiedIssuer(idToken);
    const provider = issuer === null ? undefined : this.deps.providers.byIssuer(issuer);
    if (!provider) {
      throw refusedCredential(
        `The ID token's issuer (iss ${JSON.stringify(issuer?.slice(0, 200) ?? null)}) is not a configured identity provider.`,
        IDP_FIELDS.token,
      );
    }
    return this.signIn(provider, idToken, nonce, IDP_FIELDS);
  }

  async signIn(
    provider: SocialProviderConfig,
    idToken: string,
    expectedNonce: string | undefined,
    fields: IdTokenFields,
  ): Promise<SignedIn> {
    const endpoints = await this.deps.providers.endpoints(provider);
    const now = this.deps.clock.now();
    const { claims, expiresAt } = await verifyIdToken(idToken, provider, endpoints, expectedNonce, now, fields);
    const { email, email_verified: emailVerified, name } = claims;
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email) || emailVerified !== true) {
      throw refusedCredential(
        `The provider "${provider.id}" did not vouch for an email address (email with email_verified true); accounts are found by verified email.`,
        fields.token,
      );
    }
    const spent = sha256Hex(`${provider.issuer}\n${expectedNonce ?? idToken}`);
    if (!(await this.deps.claims.claim('id-token', spent, now, expiresAt))) {
      throw refusedCredential(
        'This ID token (or its nonce) was already used to sign in; sign in at the provider again.',
        expectedNonce ? fields.nonce : fields.token,
      );
    }
    const displayName = typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, DISPLAY_NAME_MAX) : null;
    return this.deps.accounts.signInVerifiedEmail(email, displayName);
  }
}
