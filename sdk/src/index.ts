export { createClient, type MarketplaceClient } from './client.js';
export { MarketplaceError, UNEXPECTED_RESPONSE, type ErrorItem } from './errors.js';
export type { ErrorSlug } from './generated/error-slugs.js';
export type { components, operations, paths } from './generated/openapi.js';
export {
  authorizationUrl,
  codeFromCallback,
  createPkce,
  exchangeCode,
  refreshToken,
  type AuthorizationRequest,
  type CodeExchange,
  type OAuthToken,
  type Pkce,
  type TokenRefresh,
} from './oauth.js';
export type { Input, Item, OperationId, PaginatedOperationId, Result } from './operation.js';
export type { ApiResponse, CallOptions, ClientOptions, Credential, Message, ResultInfo } from './request.js';
export {
  readWebhook,
  verifyWebhook,
  type VerifyOptions,
  type WebhookDelivery,
  type WebhookEventName,
  type WebhookEvents,
} from './webhooks.js';

/** The schema of a component by name, e.g. `Schema<'Deal'>`. */
export type Schema<Name extends keyof import('./generated/openapi.js').components['schemas']> =
  import('./generated/openapi.js').components['schemas'][Name];
