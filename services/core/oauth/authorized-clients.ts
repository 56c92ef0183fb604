import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { OperationResult } from '../../../shared/openapi/operation-types.ts';
import type { AuthorizationsRepository } from './authorizations.repository.ts';
import type { GrantRevocations } from './grant-revocations.ts';
import type { RevocationsRepository } from './revocations.repository.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';
import type { AuthorizationDocument } from './types.ts';

type AuthorizedClient = OperationResult<'listAuthorizedOAuthClients'>[number];

export interface AuthorizedClientsDeps {
  authorizations: AuthorizationsRepository;
  tokens: OAuthTokensRepository;
  revocations: Pick<RevocationsRepository, 'revokedAmong'>;
  grants: Pick<GrantRevocations, 'revokeClient'>;
  clock: Clock;
}

/** The clients an account's humans let in, and the revocation that ends all their tokens at once. */
export class AuthorizedClients {
  constructor(private readonly deps: AuthorizedClientsDeps) {}

  async list(accountId: string): Promise<AuthorizedClient[]> {
    const approved = await this.deps.authorizations.listApproved(accountId);
    const refs = approved.map((grant) => ({
      grantId: grant._id,
      accountId,
      clientKey: grant.clientKey,
      grantedAt: grant.decidedAt,
    }));
    const revoked = await this.deps.revocations.revokedAmong(refs);
    const unrevoked = approved.filter((grant) => !revoked.has(grant._id));
    const live = await this.deps.tokens.liveGrantIds(
      unrevoked.map((grant) => grant._id),
      this.deps.clock.now(),
    );
    const byClient = new Map<string, AuthorizationDocument[]>();
    for (const grant of unrevoked.filter((candidate) => live.has(candidate._id))) {
      byClient.set(grant.clientKey, [...(byClient.get(grant.clientKey) ?? []), grant]);
    }
    return [...byClient.values()].map(summary);
  }

  async revoke(accountId: string, clientKey: string): Promise<OperationResult<'revokeAuthorizedOAuthClient'>> {
    if (!(await this.deps.authorizations.hasApprovedClient(accountId, clientKey))) {
      throw new AppError('resource_not_found', {
        message: 'This account never authorized a client with this id.',
        field: 'path.id',
      });
    }
    const revokedAt = await this.deps.grants.revokeClient(accountId, clientKey);
    return { id: clientKey, revokedAt: revokedAt.toISOString() };
  }
}

/** One client's entry, from its grants newest first. */
function summary(grants: AuthorizationDocument[]): AuthorizedClient {
  const [latest] = grants as [AuthorizationDocument, ...AuthorizationDocument[]];
  return {
    id: latest.clientKey,
    clientId: latest.clientId,
    name: latest.clientName,
    uri: latest.clientUri,
    scopes: [...new Set(grants.flatMap((grant) => grant.scopes))],
    resources: [...new Set(grants.map((grant) => grant.resource))],
    authorizedAt: latest.decidedAt.toISOString(),
  };
}
