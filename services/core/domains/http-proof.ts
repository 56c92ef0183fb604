import type { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { isRefusedAddress, RefusedTargetError } from '../../../shared/fetching/target-policy.ts';
import { httpProofUrl, proofValue, type WellKnownLocation } from './proof.ts';
import type { ProofLook } from './types.ts';

/** The file is a few lines; anything past this is not read. */
const MAX_BODY_BYTES = 4096;

/** Statuses that say the file is not there; other failures say nothing about it. */
const ABSENT_STATUSES = new Set([401, 403, 404, 410]);

export interface HttpProofDeps {
  /** Resolves the domain for the connection: the same resolver as the DNS proof, so both see one view of the domain. */
  resolver: Resolver;
  where: WellKnownLocation;
  /** Hosts allowed to resolve to private or loopback addresses (WEBHOOK_ALLOWED_PRIVATE_HOSTS); everything else must be public. */
  allowedPrivateHosts: readonly string[];
  timeoutMs: number;
}

/**
 * Fetches `/.well-known/marketplace-verification.txt` of a domain with undici under the SSRF rules of webhooks: the
 * connection resolves the name itself and refuses private, loopback and link-local addresses unless the host is
 * allow-listed; redirects are not followed, at most 4 KiB are read, and everything ends within the timeout.
 */
export class HttpProof {
  private readonly agent: Agent;
  private readonly allowed: Set<string>;

  constructor(private readonly deps: HttpProofDeps) {
    this.allowed = new Set(deps.allowedPrivateHosts.map((host) => host.toLowerCase()));
    this.agent = new Agent({
      connect: { lookup: this.guardedLookup, timeout: deps.timeoutMs },
      headersTimeout: deps.timeoutMs,
      bodyTimeout: deps.timeoutMs,
    });
  }

  async lookFor(domain: string, token: string): Promise<ProofLook> {
    const url = httpProofUrl(domain, this.deps.where);
    try {
      const response = await request(url, {
        dispatcher: this.agent,
        headers: { accept: 'text/plain', 'user-agent': 'marketplace-domain-verification/1' },
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
      const body = await readLimited(response.body);
      if (response.statusCode >= 200 && response.statusCode < 300) {
        const lines = body.split(/\r?\n/).map((line) => line.trim());
        if (lines.includes(proofValue(token)))
          return { found: true, inconclusive: false, detail: `${url} holds the proof` };
        return { found: false, inconclusive: false, detail: `${url} does not contain the line "${proofValue(token)}"` };
      }
      const inconclusive =
        !ABSENT_STATUSES.has(response.statusCode) && (response.statusCode >= 500 || response.statusCode === 429);
      return { found: false, inconclusive, detail: `${url} answered HTTP ${response.statusCode}` };
    } catch (error) {
      return describeFailure(url, error);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    void this.addressesOf(hostname).then(
      (addresses) => {
        if (options.all)
          return (callback as unknown as (error: null, all: Array<{ address: string; family: number }>) => void)(
            null,
            addresses,
          );
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  private async addressesOf(hostname: string): Promise<Array<{ address: string; family: number }>> {
    const [v4, v6] = await Promise.all([
      this.deps.resolver.resolve4(hostname).catch(() => []),
      this.deps.resolver.resolve6(hostname).catch(() => []),
    ]);
    const addresses = [
      ...v4.map((address) => ({ address, family: 4 })),
      ...v6.map((address) => ({ address, family: 6 })),
    ];
    if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
    const refused = this.allowed.has(hostname.toLowerCase())
      ? undefined
      : addresses.find((entry) => isRefusedAddress(entry.address));
    if (refused)
      throw new RefusedTargetError(
        `${hostname} resolves to ${refused.address}, a private, loopback or link-local address`,
      );
    return addresses;
  }
}

async function readLimited(
  body: AsyncIterable<Buffer> & { destroy(): unknown; on(event: 'error', listener: () => void): unknown },
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_BODY_BYTES) {
      body.on('error', () => {});
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString('utf8');
}

function describeFailure(url: string, error: unknown): ProofLook {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedTargetError)
      return { found: false, inconclusive: false, detail: `${url} may not be fetched: ${cause.message}` };
    if ((cause as { code?: string }).code === 'ENOTFOUND')
      return { found: false, inconclusive: false, detail: `${new URL(url).hostname} has no address` };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { found: false, inconclusive: true, detail: `${url} did not answer in time` };
  }
  const code = findCode(error);
  return { found: false, inconclusive: true, detail: `${url} could not be fetched (${code ?? 'connection failed'})` };
}

function findCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
