import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeResponse, expectDocumentedErrors, type ApiResponse } from '../support/http.ts';

/** How a raw request's body goes on after `body`: nothing more, a reset (RST) midway, or a byte at a time, never finished. */
export type BodyEnding = 'whole' | 'reset' | 'drip';

/**
 * POSTs over a `node:net` socket of its own, so the body can be cut or dripped as no HTTP client would send it.
 * `declaredLength` is the Content-Length sent (`body`'s length when not given; more, for a body that never ends). Answers the service's answer,
 * checked against the document, or null when the connection ended without one.
 */
export async function rawPost(
  url: string,
  contentType: string,
  body: Buffer,
  ending: BodyEnding,
  declaredLength = body.length,
): Promise<ApiResponse | null> {
  const target = new URL(url);
  const socket = connect(Number(target.port), target.hostname);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${declaredLength}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body);
  if (ending === 'reset') await resetSoon(socket);
  if (ending === 'drip') await drip(socket, closed);
  await closed;
  const answer = Buffer.concat(received);
  return answer.length === 0 ? null : parsedAnswer(target.pathname, answer);
}

/** A moment for the service to start reading the body, then a reset: the connection is gone mid-body. */
async function resetSoon(socket: Socket): Promise<void> {
  await sleep(300);
  socket.resetAndDestroy();
}

/** More of the file, one byte at a time, until the service answers or closes; whatever came back stays to be read. */
async function drip(socket: Socket, closed: Promise<void>): Promise<void> {
  let answered = false;
  socket.once('data', () => (answered = true));
  void closed.then(() => (answered = true));
  while (!answered) {
    socket.write('x');
    await sleep(50);
  }
  socket.end();
}

function parsedAnswer(path: string, answer: Buffer): ApiResponse {
  const split = answer.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = answer.subarray(0, split).toString('latin1').split('\r\n');
  const headers = new Headers(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  let body = answer.subarray(split + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = dechunked(body);
  const status = Number(statusLine.split(' ')[1]);
  return expectDocumentedErrors('POST', path, decodeResponse(status, headers, body.toString('utf8')));
}

function dechunked(body: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks);
}
