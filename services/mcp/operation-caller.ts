/** One REST operation call as a tool makes it; the credential is bound into the caller. */
export interface OperationRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  idempotencyKey?: string;
}

export interface OperationResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Runs an operation through the gateway: in-process for `/mcp`, over HTTP for the stdio bin. */
export type OperationCaller = (request: OperationRequest) => Promise<OperationResponse>;

/** The HTTP headers of a call, as a client of the REST API would send them. */
export function requestHeaders(
  request: OperationRequest,
  bodyText: string | undefined,
  authorization: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  if (bodyText !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(bodyText));
  }
  return headers;
}
