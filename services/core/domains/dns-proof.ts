import { Resolver } from 'node:dns/promises';
import { dnsProofName, proofValue } from './proof.ts';
import type { ProofLook } from './types.ts';

/** Answers meaning the record is not there; any other failure says nothing about it. */
const ABSENT_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * A resolver for proof lookups: the configured DNS servers, or the system's when none are configured. Each query
 * gives up after `timeoutMs` (one retry), so a silent server makes a check inconclusive, not a hang.
 */
export function proofResolver(servers: readonly string[], timeoutMs: number): Resolver {
  const resolver = new Resolver({ timeout: Math.ceil(timeoutMs / 2), tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Looks for the TXT record `_marketplace-verification.<domain>` holding `marketplace-verification=<token>`. */
export async function lookForDnsProof(resolver: Resolver, domain: string, token: string): Promise<ProofLook> {
  const name = dnsProofName(domain);
  const expected = proofValue(token);
  try {
    // A TXT record may come split into strings of up to 255 characters; its value is their concatenation.
    const records = (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    if (records.some((record) => record.trim() === expected))
      return { found: true, inconclusive: false, detail: `TXT ${name} holds the proof` };
    return {
      found: false,
      inconclusive: false,
      detail: `TXT ${name} has ${records.length} record(s), none is "${expected}"`,
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'EUNKNOWN';
    if (ABSENT_CODES.has(code)) return { found: false, inconclusive: false, detail: `no TXT record at ${name}` };
    return { found: false, inconclusive: true, detail: `the DNS lookup of ${name} failed (${code})` };
  }
}
