import { keyIdOf } from '../crypto/key-id.ts';

/** The `kid` of tokens signed with `secret`: it names the secret without revealing it. */
export function jwtKeyId(secret: string): string {
  return keyIdOf('jwt', secret);
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
