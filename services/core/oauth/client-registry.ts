import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { OperationResult, RequestBody } from '../../../shared/openapi/operation-types.ts';
import { hashOAuthSecret, oauthSecretMatches } from '../../../shared/auth/oauth-secrets.ts';
import type { ClientMetadataDocuments } from './client-metadata-documents.ts';
import type { OAuthClientsRepository } from './clients.repository.ts';
import { redirectUriProblem } from './redirect-uris.ts';
import { catalogScopes } from './scopes.ts';
import type { OAuthClientDocument, OAuthClientRecord } from './types.ts';

export type RegistrationInput = RequestBody<'registerOAuthClient'>;
export type ClientInformation = OperationResult<'registerOAuthClient'>;

export interface ClientRegistryDeps {
  clients: OAuthClientsRepository;
  documents: ClientMetadataDocuments;
  clock: Clock;
}

/** RFC 7591 registration, and the lookup of a client by its `client_id`: registered, or a metadata document URL. */
export class ClientRegistry {
  constructor(private readonly deps: ClientRegistryDeps) {}

  async register(input: RegistrationInput): Promise<ClientInformation> {
    input.redirect_uris.forEach((uri, index) => {
      const problem = redirectUriProblem(uri);
      if (problem)
        throw new AppError('invalid_redirect_uri', {
          message: `body.redirect_uris.${index} ${problem}.`,
          field: `body.redirect_uris.${index}`,
        });
    });
    const grantTypes = input.grant_types ?? ['authorization_code', 'refresh_token'];
    if (!grantTypes.includes('authorization_code')) {
      throw new AppError('invalid_client_metadata', {
        message: 'body.grant_types must include authorization_code.',
        field: 'body.grant_types',
      });
    }
    const scopes = input.scope === undefined ? null : catalogScopes(input.scope);
    if (input.scope !== undefined && scopes === null) {
      throw new AppError('invalid_client_metadata', {
        message: 'body.scope names a scope outside the scope catalog (GET /v1/keys/scopes).',
        field: 'body.scope',
      });
    }
    const method = input.token_endpoint_auth_method ?? 'none';
    const secret = method === 'client_secret_post' ? randomBytes(32).toString('base64url') : null;
    const now = this.deps.clock.now();
    const client: OAuthClientDocument = {
      _id: newId('ocl'),
      secretHash: secret === null ? null : hashOAuthSecret(secret),
      redirectUris: input.redirect_uris,
      name: input.client_name ?? null,
      uri: input.client_uri ?? null,
      logoUri: input.logo_uri ?? null,
      scopes,
      grantTypes,
      tokenEndpointAuthMethod: method,
      softwareId: input.software_id ?? null,
      softwareVersion: input.software_version ?? null,
      createdAt: now,
    };
    await this.deps.clients.insertClient(client);
    return {
      client_id: client._id,
      client_id_issued_at: Math.floor(now.getTime() / 1000),
      ...(secret === null ? {} : { client_secret: secret, client_secret_expires_at: 0 }),
      ...(client.name === null ? {} : { client_name: client.name }),
      ...(client.uri === null ? {} : { client_uri: client.uri }),
      ...(client.logoUri === null ? {} : { logo_uri: client.logoUri }),
      redirect_uris: client.redirectUris,
      grant_types: grantTypes,
      response_types: ['code'],
      token_endpoint_auth_method: method,
      ...(scopes === null ? {} : { scope: scopes.join(' ') }),
    };
  }

  /** The client a `client_id` names, or null when none is registered or its metadata document is unusable. */
  async resolve(clientId: string): Promise<OAuthClientRecord | null> {
    if (this.deps.documents.isDocumentUrl(clientId)) return this.deps.documents.resolve(clientId);
    const client = /^ocl_[0-9a-z]{26}$/.test(clientId) ? await this.deps.clients.findById(clientId) : null;
    if (!client) return null;
    return {
      key: client._id,
      clientId: client._id,
      redirectUris: client.redirectUris,
      name: client.name,
      uri: client.uri,
      logoUri: client.logoUri,
      scopes: client.scopes,
      grantTypes: client.grantTypes,
      tokenEndpointAuthMethod: client.tokenEndpointAuthMethod,
      secretHash: client.secretHash,
    };
  }

  /** The client of a token request, authenticated as it registered: by its secret, or as a public client by none. */
  async authenticate(clientId: string, secret: string | undefined): Promise<OAuthClientRecord> {
    const client = await this.resolve(clientId);
    if (!client)
      throw new AppError('invalid_client', {
        message: 'No client is registered with this client_id.',
        field: 'body.client_id',
      });
    const authenticated =
      client.secretHash === null
        ? secret === undefined
        : secret !== undefined && oauthSecretMatches(secret, client.secretHash);
    if (!authenticated) {
      const message =
        client.secretHash === null
          ? 'A public client sends no client_secret.'
          : 'The client_secret is missing or wrong.';
      throw new AppError('invalid_client', { message, field: 'body.client_secret' });
    }
    return client;
  }
}
