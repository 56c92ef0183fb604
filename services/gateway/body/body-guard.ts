import type { Duplex } from 'node:stream';
import type { Request, Response } from 'express';
import type { AppError } from '../../../shared/errors/app-error.ts';
import { bodyCutShort, bodyTimedOut } from '../../../shared/errors/request-body.ts';
import { dropUnreadBody } from './unread-body.ts';

/** Answers a request whose body failed before anything else could answer it (the REST envelope, or JSON-RPC on /mcp). */
export type BodyFailureAnswer = (error: AppError) => void;

interface InFlight {
  req: Request;
  res: Response;
  answer: BodyFailureAnswer;
}

/** Node's own answers to a broken connection, as its default 'clientError' behaviour writes them. */
const BARE_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Answers requests whose body never arrives whole: one cut short by the client (Node's parser reports the early end
 * of the connection as a 'clientError', which by default answers a bare 400 without the envelope) and one that has
 * not arrived within the body timeout (408 `request_timeout`). Either answer closes the connection, and whatever
 * was reading the body then sees it aborted and refuses it as well (an answer already written stays).
 */
export class BodyGuard {
  private readonly current = new WeakMap<Duplex, InFlight>();

  constructor(private readonly timeoutMs: number) {}

  /** The connection's current request, and how to answer it if its body fails. */
  track(req: Request, res: Response, answer: BodyFailureAnswer): void {
    this.current.set(req.socket, { req, res, answer });
  }

  /** Starts the body timeout of a request whose body the gateway reads. */
  deadline(req: Request, res: Response): void {
    const timer = setTimeout(() => {
      const inFlight = this.current.get(req.socket);
      if (inFlight?.req === req) this.answerEarly(inFlight, bodyTimedOut(this.timeoutMs));
    }, this.timeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    res.once('close', stop);
  }

  /** The HTTP server's 'clientError' listener. */
  readonly onClientError = (error: Error & { code?: string }, socket: Duplex): void => {
    const inFlight = this.current.get(socket);
    if (error.code === 'HPE_INVALID_EOF_STATE' && inFlight && !inFlight.req.complete && !inFlight.res.headersSent) {
      return this.answerEarly(inFlight, bodyCutShort());
    }
    const bytesWritten = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
    if (socket.writable && bytesWritten === 0) {
      socket.write(`HTTP/1.1 ${BARE_ANSWERS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(error);
  };

  private answerEarly(inFlight: InFlight, error: AppError): void {
    if (inFlight.res.headersSent) return;
    dropUnreadBody(inFlight.req, inFlight.res);
    inFlight.answer(error);
  }
}
