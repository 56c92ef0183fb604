import { Agent, request } from 'undici';
import type { TargetPolicy } from '../../../shared/fetching/target-policy.ts';

export interface SendResult {
  responseStatus: number | null;
  error: string | null;
}

/** Connections kept open to one receiver (origin): attempts beyond these wait for one of them. */
export const CONNECTIONS_PER_HOST = 64;

/** How long an idle connection to a receiver stays open for the next delivery. */
const KEEP_ALIVE_MS = 30_000;

/**
 * POSTs signed deliveries with undici under one short timeout (connect, headers, body and overall), over kept-alive
 * connections, at most CONNECTIONS_PER_HOST to one receiver. The connection resolves names through the target
 * policy, so the address actually dialled is the one checked.
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
    // One timer per request: AbortSignal.timeout() costs ~30 times as much CPU (measured: 50 us against 1.5 us).
    const overall = new AbortController();
    const timer = setTimeout(
      () => overall.abort(new DOMException('the delivery timed out', 'TimeoutError')),
      this.deps.timeoutMs,
    );
    try {
      await this.deps.targets.check(url);
      const response = await request(url, {
        dispatcher: this.agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'svc-signature': signature,
          'user-agent': 'marketplace-webhooks/1',
        },
        body,
        signal: overall.signal,
      });
      await response.body.dump();
      return { responseStatus: response.statusCode, error: null };
    } catch (error) {
      return { responseStatus: null, error: describe(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
