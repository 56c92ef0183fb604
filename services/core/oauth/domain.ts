import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { webhookTargetPolicy } from '../../../shared/fetching/target-policy.ts';
import { AuthorizationRequests } from './authorization-requests.ts';
import { AuthorizationsRepository } from './authorizations.repository.ts';
import { AuthorizedClients } from './authorized-clients.ts';
import { ClientMetadataDocuments } from './client-metadata-documents.ts';
import { ClientRegistry } from './client-registry.ts';
import { OAuthClientsRepository } from './clients.repository.ts';
import { Consent } from './consent.ts';
import { GrantRevocations, type KeysCreatedWithTokens } from './grant-revocations.ts';
import { ConsentRequestsRepository } from './consent-requests.repository.ts';
import { oauthHandlers } from './handlers.ts';
import { RevocationsRepository } from './revocations.repository.ts';
import { TokenEndpoint } from './token-endpoint.ts';
import { OAuthTokensRepository } from './tokens.repository.ts';
import type { WorkflowEngine } from '../workflows/index.ts';

/** The OAuth domain's collections, one repository each; part of the core's repositories (and so of the migration). */
export function oauthRepositories(db: Db) {
  return {
    oauthClients: new OAuthClientsRepository(db),
    oauthConsentRequests: new ConsentRequestsRepository(db),
    oauthAuthorizations: new AuthorizationsRepository(db),
    oauthTokens: new OAuthTokensRepository(db),
    oauthRevocations: new RevocationsRepository(db),
  };
}

export type OAuthRepositories = ReturnType<typeof oauthRepositories>;

export interface OAuthDomainDeps {
  repositories: OAuthRepositories;
  clock: Clock;
  config: Pick<Config, 'env' | 'webhooks'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  /** The API keys OAuth tokens created, revoked with their grants. */
  keysCreatedWithTokens: KeysCreatedWithTokens;
}

/** The OAuth 2.1 authorization server: client registration, authorization with human consent, tokens, revocation. */
export function createOAuthDomain(deps: OAuthDomainDeps) {
  const { repositories, clock } = deps;
  const documents = new ClientMetadataDocuments({
    targets: webhookTargetPolicy(deps.config),
    requireHttps: deps.config.env === 'production',
    clock,
  });
  const clients = new ClientRegistry({ clients: repositories.oauthClients, documents, clock });
  const grants = new GrantRevocations({
    revocations: repositories.oauthRevocations,
    tokens: repositories.oauthTokens,
    keys: deps.keysCreatedWithTokens,
    workflows: deps.workflows,
  });
  const handlers = oauthHandlers({
    clients,
    authorizationRequests: new AuthorizationRequests({ clients, requests: repositories.oauthConsentRequests, clock }),
    consent: new Consent({
      requests: repositories.oauthConsentRequests,
      authorizations: repositories.oauthAuthorizations,
      clock,
    }),
    tokens: new TokenEndpoint({
      clients,
      authorizations: repositories.oauthAuthorizations,
      tokens: repositories.oauthTokens,
      revocations: repositories.oauthRevocations,
      grants,
      clock,
    }),
    authorizedClients: new AuthorizedClients({
      authorizations: repositories.oauthAuthorizations,
      tokens: repositories.oauthTokens,
      revocations: repositories.oauthRevocations,
      grants,
      clock,
    }),
  });
  return {
    handlers,
    grants,
    async ensureIndexes() {
      for (const repository of Object.values(repositories)) await repository.ensureIndexes();
    },
  };
}
