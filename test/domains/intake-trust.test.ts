import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { DomainClaimsRepository } from '../../services/core/domains/domain-claims.repository.ts';
import { newId } from '../../shared/ids.ts';
import { startFixtureServer, type FixtureServer } from '../intake/fixture-server.ts';
import { importAndWait } from '../intake/intake-calls.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

/** A verified claim of the account on a fresh domain, as a check that found the proof leaves it. */
async function verifiedDomainOf(account: TestAccount): Promise<string> {
  const name = `d${randomBytes(5).toString('hex')}.example.com`;
  const now = new Date();
  await new DomainClaimsRepository(harness().mongo.db).insertClaim({
    _id: newId('dom'),
    accountId: account.id,
    name,
    token: randomBytes(24).toString('base64url'),
    status: 'verified',
    verifiedAt: now,
    verifiedBy: 'dns',
    lastCheck: null,
    inconclusiveChecks: 0,
    nextCheckAt: new Date(now.getTime() + 86400_000),
    createdAt: now,
  });
  return name;
}

/**
 * The page is served on loopback (the import fetches it for real); the draft then names a page on the verified domain as
 * its source, since test domain names do not resolve for the import's fetcher.
 */
async function draftFrom(account: TestAccount, fixtures: FixtureServer, sourceUrl: string): Promise<string> {
  const { draftIds } = await importAndWait(account, { url: fixtures.url('/pages/plumber.html') });
  const draftId = draftIds[0] as string;
  await harness()
    .mongo.db.collection('intake_drafts')
    .updateOne({ _id: draftId as never }, { $set: { 'source.url': sourceUrl } });
  return draftId;
}

describe('domains: intake trust gate reads verified domains', function () {
  // Imports fetch and map a page.
  this.timeout(120_000);
  let fixtures: FixtureServer;
  before(async () => {
    fixtures = await startFixtureServer();
  });
  after(async () => {
    await fixtures?.close();
  });

  it('publishes an import from a page on a verified domain (or a subdomain) live, and still reviews one from another host', async () => {
    const owner = await registerProvider('verified-importer');
    const domain = await verifiedDomainOf(owner);
    for (const url of [`https://${domain}/plumber`, `https://shop.${domain}/plumber`]) {
      const draftId = await draftFrom(owner, fixtures, url);
      const published = await call('POST', `/v1/intake/drafts/${draftId}/publish`, { token: owner.token });
      expect(published.status, published.text).to.equal(200);
      expect(published.body.result, url).to.deep.include({ status: 'published', reasons: [] });
      const listing = await call('GET', `/v1/listings/${published.body.result.listingId}`);
      expect(listing.status).to.equal(200);
    }
    const foreign = await draftFrom(owner, fixtures, `https://not${domain}/plumber`);
    const held = await call('POST', `/v1/intake/drafts/${foreign}/publish`, { token: owner.token });
    expect(held.body.result).to.deep.include({ status: 'in_review', reasons: ['foreign_source'] });
  });
});
