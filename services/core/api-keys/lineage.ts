/**
 * A key's lineage names what it was created under, root first: the API keys above it, and the OAuth grant and
 * client whose token created the first of them. Revoking any of these revokes every key whose lineage names it,
 * in one indexed update (KeyRevocations). A key a session creates has an empty lineage: it outlives the session.
 */
const API_KEY = 'api_key:';

export function apiKeyRef(keyId: string): string {
  return `${API_KEY}${keyId}`;
}

export function oauthGrantRef(grantId: string): string {
  return `oauth_grant:${grantId}`;
}

export function oauthClientRef(accountId: string, clientKey: string): string {
  return `oauth_client:${accountId}:${clientKey}`;
}

/** The ids of the API keys in a lineage, root first. */
export function keyIdsOf(lineage: readonly string[] | undefined): string[] {
  return (lineage ?? []).filter((ref) => ref.startsWith(API_KEY)).map((ref) => ref.slice(API_KEY.length));
}
