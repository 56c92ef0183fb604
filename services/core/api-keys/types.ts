export interface ApiKeyDocument {
  _id: string;
  accountId: string;
  name: string;
  scopes: string[];
  displayPrefix: string;
  secretHash: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** An API key as listed to its owner: the secret is never part of it. */
export interface ApiKeyView {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export function apiKeyView(key: ApiKeyDocument): ApiKeyView {
  return {
    id: key._id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.displayPrefix,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
