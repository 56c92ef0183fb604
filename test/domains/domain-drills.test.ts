import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { DomainClaimsRepository } from '../../services/core/domains/domain-claims.repository.ts';
import type { CheckOutcome, DomainClaimDocument, DomainStatus } from '../../services/core/domains/types.ts';
import { newId } from '../../shared/ids.ts';
import { businessListing } from '../catalog/catalog-helpers.ts';
import { drillEveryPoint } from '../support/fault-drill.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

interface Situation {
  provider: TestAccount;
  claim: DomainClaimDocument;
  listingId: string;
}

const found: CheckOutcome = {
  dns: { found: true, inconclusive: false, detail: 'TXT holds the proof' },
  http: { found: false, inconclusive: false, detail: 'HTTP 404' },
};

/** A provider with a claim in the given status (stored as a check would leave it) and a listing on the domain. */
async function situation(status: DomainStatus): Promise<Situation> {
  const provider = await registerProvider('drilled-domain');
  const name = `d${randomBytes(5).toString('hex')}.example.com`;
  const now = new Date();
  const claim: DomainClaimDocument = {
    _id: newId('dom'),
    accountId: provider.id,
    name,
    token: randomBytes(24).toString('base64url'),
    status,
    verifiedAt: status === 'verified' ? now : null,
    verifiedBy: status === 'verified' ? 'dns' : null,
    lastCheck: null,
    inconclusiveChecks: 0,
    nextCheckAt: status === 'verified' ? new Date(now.getTime() + 86400_000) : null,
    createdAt: now,
  };
  expect(await new DomainClaimsRepository(harness().mongo.db).insertClaim(claim)).to.equal(true);
  const created = await call('POST', '/v1/listings', {
    token: provider.token,
    body: businessListing('Drilled domain listing', { url: `https://shop.${name}/` }),
  });
  expect(created.status, created.text).to.equal(201);
  expect(created.body.result.verifiedDomain).to.equal(status === 'verified');
  return { provider, claim, listingId: created.body.result.id };
}

async function badgeOf(listingId: string): Promise<boolean> {
  const response = await call('GET', `/v1/listings/${listingId}`);
  expect(response.status, response.text).to.equal(200);
  return response.body.result.verifiedDomain;
}

describe('domains: fault drills of the workflows that change verified domains', function () {
  this.timeout(300_000);

  it('domain-check: after a stop at any point, the claim is verified and the listing carries the badge once recovery ran', async () => {
    await drillEveryPoint<Situation>({
      kind: 'domain-check',
      setup: () => situation('pending'),
      act: (core, { claim }) => core.domains.record(claim, found),
      async check({ claim, listingId }) {
        const stored = await new DomainClaimsRepository(harness().mongo.db).findById(claim._id);
        expect(stored).to.include({ status: 'verified', verifiedBy: 'dns', inconclusiveChecks: 0 });
        expect(stored?.lastCheck?.verified).to.equal(true);
        expect(await badgeOf(listingId), 'the listing badge').to.equal(true);
      },
    });
  });

  it('domain-removal: after a stop at any point, the claim is gone and the listing lost its badge once recovery ran', async () => {
    await drillEveryPoint<Situation>({
      kind: 'domain-removal',
      setup: () => situation('verified'),
      act: (core, { provider, claim }) => core.domains.remove(provider.id, claim._id),
      async check({ claim, listingId }) {
        expect(await new DomainClaimsRepository(harness().mongo.db).findById(claim._id)).to.equal(null);
        expect(await badgeOf(listingId), 'the listing badge').to.equal(false);
      },
    });
  });
});
