import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { OperationResult } from '../../../shared/openapi/operation-types.ts';
import { namedResource, resourceIdentifier } from '../../../shared/auth/oauth-resources.ts';
import type { ClientRegistry } from './client-registry.ts';
import type { ConsentRequestsRepository } from './consent-requests.repository.ts';
import { AuthorizationRequestError } from './errors.ts';
import { isCodeChallenge } from './pkce.ts';
import { authorizationRedirectUriProblem, withResponseParameters } from './redirect-uris.ts';
import { catalogScopes, isSubset } from './scopes.ts';
import { CONSENT_REQUEST_TTL_MS, type ConsentRequestDocument, type OAuthClientRecord } from './types.ts';

/** The parameters of an authorization request, as a query (unchecked) or a validated JSON body. */
export interface AuthorizationParameters {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resource?: string;
}

export interface AuthorizationRequestsDeps {
  clients: ClientRegistry;
  requests: ConsentRequestsRepository;
  clock: Clock;
}

/**
 * Where the human's browser reads and decides a consent request: the web console's consent page, which signs the
 * person in first when needed and reads the request from `GET /v1/auth/oauth/requests/{id}`.
 */
export function consentUrl(baseUrl: string, requestId: string): string {
  return `${baseUrl}/console/#/consent/${requestId}`;
}

/** The authorization endpoint: checks a client's request and records it as a consent request for a human. */
export class AuthorizationRequests {
  constructor(private readonly deps: AuthorizationRequestsDeps) {}

  /** `authorizeOAuth`: the body is validated against its schema; refusals are catalog errors. */
  async create(parameters: AuthorizationParameters, baseUrl: string): Promise<OperationResult<'authorizeOAuth'>> {
    const { client, redirectUri } = await this.clientOf(parameters, 'body');
    try {
      const request = await this.record(parameters, client, redirectUri, baseUrl);
      return {
        requestId: request._id,
        consentUrl: consentUrl(baseUrl, request._id),
        expiresAt: request.expiresAt.toISOString(),
      };
    } catch (error) {
      throw error instanceof AuthorizationRequestError ? error.toAppError('body') : error;
    }
  }

  /**
   * `startOAuthAuthorization`: where the browser goes next. The consent URL, or the client's redirect URI with
   * the error (RFC 6749 section 4.1.2.1); an unknown client or redirect URI is refused here, never redirected.
   */
  async redirectFor(parameters: AuthorizationParameters, baseUrl: string): Promise<string> {
    const { client, redirectUri } = await this.clientOf(parameters, 'query');
    try {
      return consentUrl(baseUrl, (await this.record(parameters, client, redirectUri, baseUrl))._id);
    } catch (error) {
      if (!(error instanceof AuthorizationRequestError)) throw error;
      return withResponseParameters(redirectUri, {
        error: error.error,
        error_description: error.message,
        state: parameters.state ?? null,
        iss: baseUrl,
      });
    }
  }

  private async clientOf(parameters: AuthorizationParameters, location: 'body' | 'query') {
    const client = parameters.client_id ? await this.deps.clients.resolve(parameters.client_id) : null;
    if (!client) {
      const field = `${location}.client_id`;
      throw new AppError('validation_failed', {
        message: `${field} names no registered client and no usable client metadata document.`,
        field,
      });
    }
    const redirectUri = parameters.redirect_uri ?? '';
    const problem = authorizationRedirectUriProblem(redirectUri, client.redirectUris);
    if (problem) {
      const field = `${location}.redirect_uri`;
      throw new AppError('validation_failed', { message: `${field} ${problem}.`, field });
    }
    return { client, redirectUri };
  }

  private async record(
    parameters: AuthorizationParameters,
    client: OAuthClientRecord,
    redirectUri: string,
    baseUrl: string,
  ) {
    if (parameters.response_type !== 'code')
      throw new AuthorizationRequestError('unsupported_response_type', 'must be "code".', 'response_type');
    const challenge = parameters.code_challenge;
    if (!challenge || !isCodeChallenge(challenge)) {
      throw new AuthorizationRequestError(
        'invalid_request',
        'must be BASE64URL(SHA-256(code_verifier)), 43 to 128 characters (PKCE is required).',
        'code_challenge',
      );
    }
    if (parameters.code_challenge_method !== 'S256') {
      throw new AuthorizationRequestError(
        'invalid_request',
        'must be "S256"; plain PKCE is not accepted.',
        'code_challenge_method',
      );
    }
    if (parameters.state !== undefined && parameters.state.length > 512)
      throw new AuthorizationRequestError('invalid_request', 'is longer than 512 characters.', 'state');
    const now = this.deps.clock.now();
    const request: ConsentRequestDocument = {
      _id: newId('ocr'),
      clientKey: client.key,
      clientId: client.clientId,
      clientName: client.name,
      clientUri: client.uri,
      redirectUri,
      scopes: requestedScopes(parameters.scope, client),
      state: parameters.state ?? null,
      codeChallenge: challenge,
      resource: requestedResource(parameters.resource, baseUrl),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONSENT_REQUEST_TTL_MS),
    };
    await this.deps.requests.insertRequest(request);
    return request;
  }
}

/** The scopes asked for, or the client's registered scope when the request names none (RFC 6749 section 3.3). */
function requestedScopes(parameter: string | undefined, client: OAuthClientRecord): string[] {
  if (parameter === undefined || parameter.trim() === '') {
    if (client.scopes) return [...client.scopes];
    throw new AuthorizationRequestError(
      'invalid_scope',
      'is required: the client registered no default scope.',
      'scope',
    );
  }
  const scopes = catalogScopes(parameter);
  if (!scopes)
    throw new AuthorizationRequestError(
      'invalid_scope',
      'names a scope outside the scope catalog (GET /v1/keys/scopes).',
      'scope',
    );
  if (client.scopes && !isSubset(scopes, client.scopes)) {
    throw new AuthorizationRequestError(
      'invalid_scope',
      `asks for more than the client registered (${client.scopes.join(' ')}).`,
      'scope',
    );
  }
  return scopes;
}

/** The resource the tokens are for (RFC 8707): the REST API by default, or the MCP endpoint. */
function requestedResource(parameter: string | undefined, baseUrl: string): string {
  if (parameter === undefined) return resourceIdentifier(baseUrl, 'api');
  const name = namedResource(baseUrl, parameter);
  if (!name)
    throw new AuthorizationRequestError(
      'invalid_target',
      `names no resource of this service; use ${resourceIdentifier(baseUrl, 'api')} or ${resourceIdentifier(baseUrl, 'mcp')}.`,
      'resource',
    );
  return resourceIdentifier(baseUrl, name);
}
