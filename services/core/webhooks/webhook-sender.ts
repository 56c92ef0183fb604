import { Agent, type Dispatcher } from 'undici';
import type { TargetPolicy } from '../../../shared/fetching/target-policy.ts';

export interface SendResult {
  responseStatus: number | null;
  error: string | null;
}

/** Connections kept open to one receiver (origin): attempts beyond these wait for one of them. */
export const CONNECTIONS_PER_HOST = 64;

/** How long an idle connection to a receiver stays open for the next delivery. */
const KEEP_ALIVE_MS = 30_000;

/** Bytes of a receiver's answer read at most; past them the connection is dropped (the status is what counts). */
const ANSWER_BYTES_READ = 128 * 1024;

/**
 * POSTs signed deliveries with undici under one short timeout (connect, headers, body and overall), over kept-alive
 * connections, at most CONNECTIONS_PER_HOST to one receiver. The connection resolves names through the target
 * policy, so the address actually dialled is the one checked. A POST is dispatched with a handler that only keeps
 * the status: undici's `request()` wraps each answer in a stream and an abort signal, which cost twice the CPU of
 * the dispatch itself (measured: 41 against 20 µs per POST on loopback).
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly deps: { targets: TargetPolicy; timeoutMs: number }) {
    this.agent = new Agent({
      connect: { lookup: deps.targets.guardedLookup, timeout: deps.timeoutMs },
      connections: CONNECTIONS_PER_HOST,
      keepAliveTimeout: KEEP_ALIVE_MS,
      headersTimeout: deps.timeoutMs,
      bodyTimeout: deps.timeoutMs,
    });
  }

  async post(url: string, body: string, signature: string): Promise<SendResult> {
    try {
      await this.deps.targets.check(url);
      const target = new URL(url);
      const responseStatus = await this.dispatch({
        origin: target.origin,
        path: target.pathname + target.search,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'svc-signature': signature,
          'user-agent': 'marketplace-webhooks/1',
        },
        body,
      });
      return { responseStatus, error: null };
    } catch (error) {
      return { responseStatus: null, error: describe(error) };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  /** Resolves with the answer's status once its body is read (or dropped past ANSWER_BYTES_READ). */
  private dispatch(options: Dispatcher.DispatchOptions): Promise<number> {
    return new Promise((resolve, reject) => {
      let controller: Dispatcher.DispatchController | null = null;
      let timedOut: Error | null = null;
      let status = 0;
      let bytesRead = 0;
      const settle = (error: Error | null) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(status);
      };
      // One timer per POST, covering the wait for a connection too; a POST still queued is aborted when it starts.
      const timer = setTimeout(() => {
        timedOut = new DOMException('the delivery timed out', 'TimeoutError');
        controller?.abort(timedOut);
      }, this.deps.timeoutMs);
      this.agent.dispatch(options, {
        onRequestStart(started) {
          controller = started;
          if (timedOut) started.abort(timedOut);
        },
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(started, chunk) {
          bytesRead += chunk.length;
          if (bytesRead <= ANSWER_BYTES_READ) return;
          settle(null);
          started.abort(new Error('answer too long; connection dropped'));
        },
        onResponseEnd() {
          settle(null);
        },
        onResponseError(_controller, error) {
          settle(error);
        },
      });
    });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
