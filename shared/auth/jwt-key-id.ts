import { keyIdOf } from '../crypto/key-id.ts';

const keyIds = new Map<string, string>();

/** The `kid` of tokens signed with `secret`: it names the secret without revealing it. Hashed once per secret. */
export function jwtKeyId(secret: string): string {
  let keyId = keyIds.get(secret);
  if (keyId === undefined) {
    keyId = keyIdOf('jwt', secret);
    keyIds.set(secret, keyId);
  }
  return keyId;
}

/** The secrets a verifier accepts: the current one and, during a rotation, the one before it. */
export interface JwtSecrets {
  current: string;
  previous?: string | null;
}

/**
 * The secrets to try for a token with header `kid`: the one it names (none if it names neither), or, for a token
 * issued before tokens carried a kid, the current secret and then the previous one.
 */
export function secretsForKid(kid: unknown, secrets: JwtSecrets): string[] {
  const known = [secrets.current, ...(secrets.previous ? [secrets.previous] : [])];
  if (kid === undefined) return known;
  return known.filter((secret) => jwtKeyId(secret) === kid);
}
