import { connect, type Socket } from 'node:net';
import { decodeResponse, expectDocumentedErrors, type ApiResponse } from '../support/http.ts';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body as announced by Content-Length; only `sent` bytes of it go out before the connection misbehaves. */
  body: Buffer;
  sent: number;
}

/** How the client stops: it closes its side (a truncated body), resets the connection, or drips the rest slowly. */
export type Misbehaviour = 'truncate' | 'reset' | 'drip';

/** What arrived on the socket. */
export interface RawOutcome {
  raw: string;
  /** Whether all of the body went out before the connection closed (never for a truncated or reset one). */
  bodySent: boolean;
}

const DRIP_INTERVAL_MS = 100;
/** Long enough for the server to have the headers and be reading the body. */
const SETTLE_MS = 150;

/**
 * One request over a raw `node:net` socket that sends the head and part of the body, then truncates (half-close),
 * resets (RST) or drips the rest one byte at a time until the server answers or closes. Resolves when the socket
 * closes; a reset resolves at once.
 */
export function misbehave(baseUrl: string, request: RawRequest, how: Misbehaviour): Promise<RawOutcome> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Content-Length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bodySent = false;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      clearInterval(timer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the client still drips: the bytes that arrived before tell what it answered.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      resolve({ raw, bodySent });
    });
    socket.write(head);
    socket.write(request.body.subarray(0, request.sent));
    setTimeout(() => {
      // The server may have answered and closed before the client misbehaves.
      if (socket.destroyed) return;
      if (how === 'truncate') socket.end();
      else if (how === 'reset') socket.resetAndDestroy();
      else {
        let next = request.sent;
        timer = setInterval(() => drip(socket, request.body, next++, () => (bodySent = true)), DRIP_INTERVAL_MS);
      }
    }, SETTLE_MS);
  });
}

function drip(socket: Socket, body: Buffer, index: number, done: () => void): void {
  if (socket.destroyed || !socket.writable) return;
  if (index >= body.length) return done();
  socket.write(body.subarray(index, index + 1));
}

/**
 * The HTTP answer in the bytes received, checked against the OpenAPI document like every answer a test reads
 * (`/mcp` is not in the document: its JSON-RPC answers are read as they are).
 */
export function answerIn(request: Pick<RawRequest, 'method' | 'path'>, raw: string): ApiResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no HTTP answer arrived: ${JSON.stringify(raw)}`);
  const [statusLine, ...headerLines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const length = Number(headers.get('content-length') ?? 0);
  const body = Buffer.from(raw.slice(end + 4))
    .subarray(0, length)
    .toString('utf8');
  const answer = decodeResponse(status, headers, body);
  return request.path === '/mcp' ? answer : expectDocumentedErrors(request.method, request.path, answer);
}

/** A JSON request body of `size` bytes or more, padded with spaces, so that part of it can be sent. */
export function jsonBytes(value: unknown, size = 256): Buffer {
  const text = JSON.stringify(value);
  return Buffer.from(text.padEnd(Math.max(size, text.length), ' '));
}
