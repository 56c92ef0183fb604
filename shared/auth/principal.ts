/** Who is calling, as verified by the gateway and handed to every service. */
export interface Principal {
  accountId: string;
  kind: 'session' | 'api_key' | 'oauth';
  scopes: readonly string[];
  isAdmin: boolean;
  /** The session, API key or OAuth token the request was made with. */
  credentialId: string;
  /**
   * The agent the API key is bound to, whose id every write records; null for sessions, OAuth tokens and unbound
   * keys (absent where the core acts for an account by itself, e.g. a feed sync: no agent either).
   */
  agentId?: string | null;
}
