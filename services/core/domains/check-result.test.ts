import { expect } from 'chai';
import { claimAfterCheck, INCONCLUSIVE_RETRY_SECONDS, MAX_INCONCLUSIVE_CHECKS } from './check-result.ts';
import type { CheckOutcome, DomainClaimDocument, ProofLook } from './types.ts';

const at = new Date('2026-01-10T12:00:00Z');
const DAY = 86400;
const look = (found: boolean, inconclusive = false): ProofLook => ({ found, inconclusive, detail: 'test' });
const outcome = (dns: ProofLook, http: ProofLook): CheckOutcome => ({ dns, http });

function claim(overrides: Partial<DomainClaimDocument> = {}): DomainClaimDocument {
  return {
    _id: 'dom_1',
    accountId: 'acc_1',
    name: 'example.com',
    token: 't',
    status: 'pending',
    verifiedAt: null,
    verifiedBy: null,
    lastCheck: null,
    inconclusiveChecks: 0,
    nextCheckAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

const verified = () =>
  claim({ status: 'verified', verifiedAt: new Date('2026-01-02T00:00:00Z'), verifiedBy: 'dns', nextCheckAt: at });

describe('domains: a claim after a check', () => {
  it('verifies by either proof, keeps the first verification instant and schedules the re-check', () => {
    const byFile = claimAfterCheck(claim(), { id: 'c1', at, outcome: outcome(look(false), look(true)) }, DAY);
    expect(byFile).to.include({ status: 'verified', verifiedBy: 'http', inconclusiveChecks: 0 });
    expect(byFile.verifiedAt).to.deep.equal(at);
    expect(byFile.nextCheckAt).to.deep.equal(new Date(at.getTime() + DAY * 1000));
    const again = claimAfterCheck(verified(), { id: 'c2', at, outcome: outcome(look(true), look(false)) }, DAY);
    expect(again.verifiedAt, 'verified without a break since the first').to.deep.equal(
      new Date('2026-01-02T00:00:00Z'),
    );
  });

  it('loses a verified domain at once when both lookups answered without the proof', () => {
    const lost = claimAfterCheck(verified(), { id: 'c', at, outcome: outcome(look(false), look(false)) }, DAY);
    expect(lost).to.include({ status: 'lost', verifiedAt: null, verifiedBy: null, nextCheckAt: null });
  });

  it('keeps a verified domain through inconclusive checks, retrying sooner, and loses it on the last allowed', () => {
    let current = verified();
    for (let check = 1; check < MAX_INCONCLUSIVE_CHECKS; check += 1) {
      const after = claimAfterCheck(
        current,
        { id: `c${check}`, at, outcome: outcome(look(false), look(false, true)) },
        DAY,
      );
      expect(after).to.include({ status: 'verified', inconclusiveChecks: check });
      expect(after.nextCheckAt).to.deep.equal(new Date(at.getTime() + INCONCLUSIVE_RETRY_SECONDS * 1000));
      current = { ...current, ...after };
    }
    const last = claimAfterCheck(
      current,
      { id: 'last', at, outcome: outcome(look(false, true), look(false, true)) },
      DAY,
    );
    expect(last).to.include({ status: 'lost', inconclusiveChecks: 0 });
  });

  it('leaves a pending claim pending whatever the lookups answered', () => {
    for (const result of [outcome(look(false), look(false)), outcome(look(false, true), look(false, true))]) {
      expect(claimAfterCheck(claim(), { id: 'c', at, outcome: result }, DAY)).to.include({
        status: 'pending',
        nextCheckAt: null,
      });
    }
  });
});
