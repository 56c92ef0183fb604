import type { Readable } from 'node:stream';
import { OpenAPIBackend, type Operation, type Request as OpenApiRequest } from 'openapi-backend';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject } from 'ajv';
import { openApiDocument, type OpenApiDocument } from '../../../shared/openapi/document.ts';
import type { ResourceName } from '../../../shared/auth/oauth-resources.ts';
import { RouteTable } from './route-table.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * openapi-backend checks documents against the OpenAPI 3.0 schema and would reject 3.1 constructs;
 * the document is linted with @redocly/cli in a test instead.
 */
class OpenApi31Backend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

export interface RouteRequest {
  /** The protected resource addressed: the REST API unless the request came through the MCP endpoint. */
  resource?: ResourceName;
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The body exactly as sent, for operations declared `x-raw-body: true` (their `body` is not parsed). */
  rawBody?: string;
  /** The unread request body, for operations declared `x-stream-body: true` (in-process handlers only). */
  bodyStream?: Readable;
  /** The body's Content-Type as sent, with the stream. */
  bodyContentType?: string;
  /** The network address of the client (the socket's peer), when the request came over a socket. */
  clientAddress?: string;
  /** The W3C `traceparent` the gateway sends on: the caller's trace (or a new one) and the gateway's span. */
  traceparent?: string;
}

export interface ValidatedRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The header parameters the operation declares, by lower-case name, when the request sent them. */
  headers: Record<string, string>;
}

export type Validation = { valid: true; request: ValidatedRequest } | { valid: false; errors: ErrorObject[] };

/**
 * Matches requests to declared operations and validates them with Ajv 2020 against the document.
 * Matching uses our own route table, built once: openapi-backend's matcher rebuilds its operation list and
 * compiles a pattern per operation on every request.
 */
export class OpenApiRouter {
  private readonly routes: RouteTable<Operation>;
  /** Operations that declare no parameter and no body: a request to one without query or body has nothing to validate. */
  private readonly takingNothing: ReadonlySet<Operation>;

  private constructor(private readonly backend: OpenApi31Backend) {
    const operations = backend.router.getOperations();
    this.routes = new RouteTable(operations);
    this.takingNothing = new Set(
      operations.filter((operation) => !operation.parameters?.length && !operation.requestBody),
    );
  }

  static async create(): Promise<OpenApiRouter> {
    const backend = new OpenApi31Backend({
      definition: withoutRawBodies(structuredClone(openApiDocument())) as never,
      strict: true,
      quick: true,
      validate: true,
      coerceTypes: true,
      ignoreTrailingSlashes: false,
      // verbose: errors carry their schema, so a long enum is described by its title (validation-errors.ts).
      ajvOpts: { allErrors: true, strict: false, verbose: true },
      customizeAjv: (_default, options) =>
        addFormats(new Ajv2020({ ...options, allErrors: true, strict: false, verbose: true })) as never,
    });
    await backend.init();
    return new OpenApiRouter(backend);
  }

  match(request: Pick<RouteRequest, 'method' | 'path'>): Operation | undefined {
    return this.routes.match(request.method, request.path);
  }

  /** The methods declared for the path of a request whose own method matched nothing. */
  allowedMethods(request: RouteRequest): string[] {
    return this.routes.methodsAt(request.path);
  }

  validate(request: RouteRequest, operation: Operation): Validation {
    if (this.takingNothing.has(operation) && request.body === undefined && isEmpty(request.query)) {
      return { valid: true, request: { params: {}, query: {}, headers: {} } };
    }
    const result = this.backend.validateRequest(this.toOpenApiRequest(request), operation);
    if (!result.valid) return { valid: false, errors: result.errors ?? [] };
    const coerced = result.coerced as { params?: Record<string, string>; query?: Record<string, unknown> };
    return {
      valid: true,
      request: {
        params: coerced.params ?? {},
        query: coerced.query ?? {},
        headers: declaredHeaders(request, operation),
      },
    };
  }

  private toOpenApiRequest(request: RouteRequest): OpenApiRequest {
    return {
      method: request.method,
      path: request.path,
      query: request.query as OpenApiRequest['query'],
      headers: request.headers as OpenApiRequest['headers'],
      body: request.body,
    };
  }
}

/**
 * The document the validator is built from: a body declared `x-raw-body` is the handler's to check (a signature
 * over its exact bytes comes before any parsing), so the gateway does not validate it against its schema; nor a
 * body declared `x-stream-body`, which the handler reads as a stream.
 */
function withoutRawBodies(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (isRawBodyOperation(operation)) delete operation.requestBody;
    }
  }
  return document;
}

function isRawBodyOperation(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as Record<string, unknown>)['x-raw-body'] === true ||
      (value as Record<string, unknown>)['x-stream-body'] === true)
  );
}

function isEmpty(query: Record<string, unknown>): boolean {
  for (const _name in query) return false;
  return true;
}

function declaredHeaders(request: RouteRequest, operation: Operation): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (!('in' in parameter) || parameter.in !== 'header') continue;
    const name = parameter.name.toLowerCase();
    const value = request.headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) headers[name] = first;
  }
  return headers;
}
