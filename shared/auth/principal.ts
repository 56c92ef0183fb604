/** Who is calling, as verified by the gateway and handed to every service. */
export interface Principal {
  accountId: string;
  kind: 'session' | 'api_key' | 'oauth';
  scopes: readonly string[];
  isAdmin: boolean;
  /** The session, API key or OAuth token the request was made with. */
  credentialId: string;
}
