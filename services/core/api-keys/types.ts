import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** What an API key may commit to deals as their buyer, in minor units of one currency (see SpendingPolicies). */
export interface SpendingPolicy {
  perDeal: number;
  perDay: number;
  currency: CurrencyCode;
}

/** One key's total of the day in its family's spending ledger (SpendingCommitmentDocument). */
export interface KeyTotal {
  keyId: string;
  total: number;
}

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
  /** Absent on keys created before spending policies existed: such a key, like one without a policy, commits nothing. */
  spendingPolicy?: SpendingPolicy | null;
  /** The agent the key acts as (absent on keys created before agents existed: none). */
  agentId?: string | null;
  /** The credential that created the key (absent on keys created before this was recorded). */
  mintedBy?: MintedBy;
  /** What the key was created under, root first (lineage.ts): revoking any of it revokes the key. Absent: nothing. */
  lineage?: string[];
}

/** A key's revocation, recorded before the key's own `revokedAt` (ApiKeysRepository). */
export interface ApiKeyRevocationDocument {
  _id: string;
  revokedAt: Date;
}

export interface MintedBy {
  kind: 'session' | 'api_key' | 'oauth';
  credentialId: string;
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
  spendingPolicy: SpendingPolicy | null;
  agentId: string | null;
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
    spendingPolicy: key.spendingPolicy ?? null,
    agentId: key.agentId ?? null,
  };
}
