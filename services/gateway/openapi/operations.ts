import { openApiDocument } from '../../../shared/openapi/document.ts';

export type AuthLevel = 'none' | 'bearer' | 'bearer?' | 'admin';

/** What the gateway needs to know about one operation, read from its OpenAPI declaration and x- extensions. */
export interface OperationMeta {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  auth: AuthLevel;
  scopes: readonly string[];
  sessionOnly: boolean;
  idempotent: boolean;
  /** `x-raw: binary`: the handler's result is the body's bytes (a Buffer), its Content-Type in the outcome's headers. */
  raw: 'json' | 'text' | 'binary' | null;
  /** `x-raw-body: true`: the handler receives the body exactly as sent (e.g. to check a signature over it), unparsed. */
  rawBody: boolean;
  /** `x-stream-body: true`: the gateway leaves the body unread and hands the handler the request stream (multipart uploads). */
  streamBody: boolean;
  hasJsonBody: boolean;
  /** The media types its request body is declared in (none: it takes no body). */
  bodyMediaTypes: readonly string[];
  /** The body may also come form-encoded (`application/x-www-form-urlencoded`), as OAuth clients send it. */
  formBody: boolean;
  /** `x-oauth-errors`: failures also carry OAuth's `error` and `error_description` (token endpoint or registration). */
  oauthErrors: 'token' | 'registration' | null;
}

interface DeclaredOperation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
  requestBody?: { content?: Record<string, unknown> };
  'x-admin'?: boolean;
  'x-scopes'?: string[];
  'x-session-only'?: boolean;
  'x-idempotent'?: boolean;
  'x-raw'?: 'json' | 'text' | 'binary';
  'x-raw-body'?: boolean;
  'x-stream-body'?: boolean;
  'x-oauth-errors'?: 'token' | 'registration';
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function authLevel(operation: DeclaredOperation): AuthLevel {
  const security = operation.security ?? [];
  const anonymousAllowed = security.some((requirement) => Object.keys(requirement).length === 0);
  const bearer = security.some((requirement) => 'bearerAuth' in requirement);
  if (!bearer) return 'none';
  if (operation['x-admin']) return 'admin';
  return anonymousAllowed ? 'bearer?' : 'bearer';
}

function toMeta(method: string, path: string, operation: DeclaredOperation): OperationMeta {
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    tag: operation.tags?.[0] ?? '',
    auth: authLevel(operation),
    scopes: operation['x-scopes'] ?? [],
    sessionOnly: operation['x-session-only'] === true,
    idempotent: operation['x-idempotent'] === true,
    raw: operation['x-raw'] ?? null,
    rawBody: operation['x-raw-body'] === true,
    streamBody: operation['x-stream-body'] === true,
    hasJsonBody: Boolean(operation.requestBody?.content?.['application/json']),
    bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}),
    formBody: Boolean(operation.requestBody?.content?.['application/x-www-form-urlencoded']),
    oauthErrors: operation['x-oauth-errors'] ?? null,
  };
}

let cached: OperationMeta[] | undefined;

/** Every declared operation in document order. */
export function operations(): readonly OperationMeta[] {
  cached ??= Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) =>
      toMeta(method, path, item[method] as DeclaredOperation),
    ),
  );
  return cached;
}

let byId: Map<string, OperationMeta> | undefined;

export function operationMeta(operationId: string): OperationMeta {
  byId ??= new Map(operations().map((meta) => [meta.operationId, meta]));
  const meta = byId.get(operationId);
  if (!meta) throw new Error(`operation ${operationId} is not declared in the contract (schemas/openapi/)`);
  return meta;
}
