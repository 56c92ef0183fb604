import {
  operationHandlers,
  requireBaseUrl,
  requirePrincipal,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { AuthorizationRequests } from './authorization-requests.ts';
import type { AuthorizedClients } from './authorized-clients.ts';
import type { ClientRegistry } from './client-registry.ts';
import type { Consent } from './consent.ts';
import type { TokenEndpoint } from './token-endpoint.ts';

export interface OAuthServices {
  clients: ClientRegistry;
  authorizationRequests: AuthorizationRequests;
  consent: Consent;
  tokens: TokenEndpoint;
  authorizedClients: AuthorizedClients;
}

/** RFC 6749 section 5.1: token responses must not be cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function oauthHandlers(services: OAuthServices): ServiceHandlers {
  return operationHandlers({
    async registerOAuthClient({ body }) {
      return { status: 201, result: await services.clients.register(body), headers: NO_STORE };
    },
    async authorizeOAuth(input) {
      return { status: 201, result: await services.authorizationRequests.create(input.body, requireBaseUrl(input)) };
    },
    async startOAuthAuthorization(input) {
      const redirectUrl = await services.authorizationRequests.redirectFor(input.query, requireBaseUrl(input));
      return { status: 302, result: { redirectUrl }, headers: { location: redirectUrl } };
    },
    async getOAuthConsentRequest({ params }) {
      return { result: await services.consent.read(params.id) };
    },
    async decideOAuthConsentRequest(input) {
      return {
        result: await services.consent.decide(
          input.params.id,
          requirePrincipal(input),
          input.body,
          requireBaseUrl(input),
        ),
      };
    },
    async exchangeOAuthToken({ body }) {
      return { result: await services.tokens.exchange(body), headers: NO_STORE };
    },
    async listAuthorizedOAuthClients(input) {
      return { result: await services.authorizedClients.list(requirePrincipal(input).accountId) };
    },
    async revokeAuthorizedOAuthClient(input) {
      return { result: await services.authorizedClients.revoke(requirePrincipal(input).accountId, input.params.id) };
    },
  });
}
