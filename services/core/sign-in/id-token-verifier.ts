import { decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProviderConfig } from '../../../shared/sign-in-config.ts';
import { providerUnavailable, refusedCredential } from './errors.ts';
import type { ProviderEndpoints } from './provider-directory.ts';

/** Allowed difference between the provider's clock and ours when checking `exp`, `iat` and `nbf`. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** Where refusals point: the request fields that carried the token and the nonce. */
export interface IdTokenFields {
  token: string;
  nonce: string;
}

export interface VerifiedIdToken {
  claims: JWTPayload;
  expiresAt: Date;
}

/** The `iss` of a token, unverified: only to pick which provider's keys and rules verify it. */
export function unverifiedIssuer(idToken: string): string | null {
  try {
    const { iss } = decodeJwt(idToken);
    return typeof iss === 'string' ? iss : null;
  } catch {
    throw refusedCredential('The ID token is not a JWT.', 'body.idToken');
  }
}

/**
 * Verifies an ID token as OpenID Connect Core 3.1.3.7 asks: signed by one of the provider's keys, issued by the
 * provider, for this service's client id, not expired, and carrying exactly the nonce the sign-in started with.
 */
export async function verifyIdToken(
  idToken: string,
  provider: SocialProviderConfig,
  endpoints: ProviderEndpoints,
  expectedNonce: string | undefined,
  now: Date,
  fields: IdTokenFields,
): Promise<VerifiedIdToken> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, endpoints.keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw verificationFailure(error, provider, fields.token);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp !== provider.clientId) {
    throw refusedCredential('The ID token was issued to another client (azp), not to this service.', fields.token);
  }
  if (claims.nonce !== expectedNonce) {
    throw expectedNonce === undefined
      ? refusedCredential(
          'The ID token carries a nonce; send the nonce of the authentication request too.',
          fields.nonce,
        )
      : refusedCredential("The ID token's nonce is not the one of this sign-in.", fields.nonce);
  }
  return { claims, expiresAt: new Date((claims.exp ?? 0) * 1000) };
}

function verificationFailure(error: unknown, provider: SocialProviderConfig, field: string): Error {
  if (error instanceof errors.JWTExpired)
    return refusedCredential('The ID token has expired; sign in at the provider again.', field);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud')
      return refusedCredential(
        `The ID token was issued for another client (aud), not for this service's client at "${provider.id}".`,
        field,
      );
    if (error.claim === 'iss')
      return refusedCredential(`The ID token was not issued by the provider "${provider.id}" (iss).`, field);
    return refusedCredential(`The ID token's claim ${error.claim} is not acceptable: ${error.reason}.`, field);
  }
  if (UNVERIFIABLE.some((kind) => error instanceof kind)) {
    return refusedCredential(
      `The ID token's signature does not verify with the keys of the provider "${provider.id}".`,
      field,
    );
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return refusedCredential('The ID token is not a well-formed signed JWT.', field);
  // What remains is about fetching the keys (a timeout, an error status, an unusable key set).
  return providerUnavailable(provider, 'its signing keys could not be fetched');
}

const UNVERIFIABLE = [
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];
