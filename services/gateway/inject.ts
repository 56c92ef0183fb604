import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { duplexPair } from 'node:stream';

export interface InjectRequest {
  method: string;
  /** Path and query, e.g. `/v1/requests?limit=5`. */
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export interface InjectResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request answered by the gateway's own server without a socket or a port (fastify's `inject`): the
 * request travels as HTTP bytes over an in-memory stream pair, so Node's parser, the body limit, the
 * pipeline and the error rendering all run exactly as for a client. The server need not be listening.
 */
export function inject(server: Server, { method, url, headers = {}, payload }: InjectRequest): Promise<InjectResponse> {
  return new Promise((resolve, reject) => {
    const [clientSide, serverSide] = duplexPair();
    // Node documents this: any Duplex stream may be emitted as a connection of an HTTP server.
    server.emit('connection', serverSide);
    const outgoing = request({ method, path: url, headers, createConnection: () => clientSide }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        clientSide.destroy();
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
