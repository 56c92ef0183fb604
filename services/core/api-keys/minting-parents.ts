import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { apiKeyRef, oauthClientRef, oauthGrantRef } from './lineage.ts';
import type { MintingLimits } from './minting-limits.ts';
import type { MintedBy } from './types.ts';

/** The OAuth grant an access token belongs to, as the OAuth domain answers it (oauth/access-tokens.ts). */
export interface AccessTokenGrant {
  grantId: string;
  accountId: string;
  clientKey: string;
  grantedAt: Date;
  /** When the token's refresh token ends: the longest the authorization lasts unless it is refreshed. */
  refreshExpiresAt: Date;
}

export interface AccessTokenGrants {
  grantOf(tokenId: string): Promise<AccessTokenGrant | null>;
  isRevoked(grant: AccessTokenGrant): Promise<boolean>;
}

/** The credential creating a key: its limits, what the key descends from, and whether it still lives. */
export interface MintingParent {
  limits: MintingLimits;
  mintedBy: MintedBy;
  lineage: string[];
  /** Read after the key is inserted: a revocation that began before then is seen, or its cascade sees the key. */
  stillActive(): Promise<boolean>;
}

export interface MintingParentsDeps {
  keys: Pick<ApiKeysRepository, 'findActive' | 'isRevoked'>;
  accessTokens: AccessTokenGrants;
  clock: Clock;
}

/** Finds the credential behind a principal that creates a key: a session, an API key or an OAuth access token. */
export class MintingParents {
  constructor(private readonly deps: MintingParentsDeps) {}

  async of(principal: Principal): Promise<MintingParent> {
    const mintedBy = { kind: principal.kind, credentialId: principal.credentialId };
    if (principal.kind === 'api_key') return { mintedBy, ...(await this.ofApiKey(principal.credentialId)) };
    if (principal.kind === 'oauth') return { mintedBy, ...(await this.ofAccessToken(principal)) };
    return {
      mintedBy,
      limits: { scopes: principal.scopes, spendingPolicy: 'unlimited', expiresAt: null, agentId: null },
      lineage: [],
      stillActive: async () => true,
    };
  }

  private async ofApiKey(keyId: string): Promise<Omit<MintingParent, 'mintedBy'>> {
    const { keys, clock } = this.deps;
    const key = await keys.findActive(keyId, clock.now());
    if (!key) throw new AppError('credential_invalid', { field: 'header.Authorization' });
    return {
      limits: {
        scopes: key.scopes,
        spendingPolicy: key.spendingPolicy ?? null,
        expiresAt: key.expiresAt,
        agentId: key.agentId ?? null,
      },
      lineage: [...(key.lineage ?? []), apiKeyRef(key._id)],
      stillActive: async () => !(await keys.isRevoked(keyId)),
    };
  }

  private async ofAccessToken(principal: Principal): Promise<Omit<MintingParent, 'mintedBy'>> {
    const { accessTokens } = this.deps;
    const grant = await accessTokens.grantOf(principal.credentialId);
    if (!grant) throw new AppError('credential_invalid', { field: 'header.Authorization' });
    return {
      limits: { scopes: principal.scopes, spendingPolicy: null, expiresAt: grant.refreshExpiresAt, agentId: null },
      lineage: [oauthGrantRef(grant.grantId), oauthClientRef(grant.accountId, grant.clientKey)],
      stillActive: async () => !(await accessTokens.isRevoked(grant)),
    };
  }
}
