import type { Resolver } from 'node:dns/promises';
import { lookForDnsProof } from './dns-proof.ts';
import type { HttpProof } from './http-proof.ts';
import type { CheckOutcome } from './types.ts';

/** Looks for both proofs of a claim at once; either one verifies it. */
export class ProofChecker {
  constructor(private readonly deps: { resolver: Resolver; http: HttpProof }) {}

  async check(domain: string, token: string): Promise<CheckOutcome> {
    const [dns, http] = await Promise.all([
      lookForDnsProof(this.deps.resolver, domain, token),
      this.deps.http.lookFor(domain, token),
    ]);
    return { dns, http };
  }
}
