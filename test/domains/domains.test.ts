import { expect } from 'chai';
import { businessListing, marker } from '../catalog/catalog-helpers.ts';
import { establishProvider, type TestAccount } from '../support/factories.ts';
import type { ApiResponse } from '../support/http.ts';
import { startDomainsSystem, type DomainsSystem } from './domains-system.ts';

const DAY_MS = 24 * 3600_000;

describe('domains: verification and the verified-domain badge', function () {
  // A system of its own, plus DNS and web lookups and indexing waits in every test.
  this.timeout(120_000);
  let sys: DomainsSystem;

  before(async function () {
    this.timeout(180_000);
    sys = await startDomainsSystem('domains', { checksPerDomainPerHour: 4 });
  });
  after(async function () {
    this.timeout(60_000);
    await sys?.stop();
  });

  async function claim(account: TestAccount, domain: string): Promise<Record<string, any>> {
    const response = await sys.op('createDomain', 'POST', '/v1/domains', { token: account.token, body: { domain } });
    expect(response.status, response.text).to.equal(201);
    return response.body.result;
  }

  async function verify(account: TestAccount, id: string): Promise<Record<string, any>> {
    const response = await sys.op('verifyDomain', 'POST', `/v1/domains/${id}/verify`, { token: account.token });
    expect(response.status, response.text).to.equal(200);
    return response.body.result;
  }

  /** A listing of the account, live at once (its account past the trust gate). */
  async function listing(account: TestAccount, title: string, url: string): Promise<string> {
    await establishProvider(sys.mongo.db, account.id);
    const response = await sys.api('POST', '/v1/listings', {
      token: account.token,
      body: businessListing(title, { url }),
    });
    expect(response.status, response.text).to.equal(201);
    return response.body.result.id;
  }

  async function badgeOf(id: string): Promise<boolean> {
    const response = await sys.op('getListing', 'GET', `/v1/listings/${id}`);
    expect(response.status, response.text).to.equal(200);
    return response.body.result.verifiedDomain;
  }

  /** Searches the marker until the hits' badges are as expected (the indexer follows asynchronously). */
  async function searchBadges(word: string, expected: Record<string, boolean>): Promise<void> {
    const deadline = Date.now() + 20_000;
    let last: ApiResponse | undefined;
    while (Date.now() < deadline) {
      // By its words alone: the marker keeps the search to this test's listings.
      last = await sys.op('searchCatalog', 'POST', '/v1/catalog/search', { body: { q: word, semantic: false } });
      expect(last.status, last.text).to.equal(200);
      const seen = Object.fromEntries(
        (last.body.result.hits as Array<{ id: string; verifiedDomain: boolean }>).map((hit) => [
          hit.id,
          hit.verifiedDomain,
        ]),
      );
      if (Object.entries(expected).every(([id, badge]) => seen[id] === badge)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`search never showed the badges ${JSON.stringify(expected)}: ${last?.text}`);
  }

  it('re-checks verified domains from a recurring Agenda job', async () => {
    const job = await sys.mongo.db.collection('agenda_jobs').findOne({ name: 'recheck-domains' });
    expect(job, 'the worker schedules the re-check at start').to.not.equal(null);
    expect(job?.repeatInterval).to.equal('5 minutes');
  });

  it('claims a domain and answers both proofs to publish, pending until checked', async () => {
    const owner = await sys.register('claimer');
    const domain = sys.domain(0);
    const claimed = await claim(owner, ` ${domain.toUpperCase()}. `);
    expect(claimed).to.include({
      domain,
      status: 'pending',
      verified: false,
      verifiedAt: null,
      lastCheck: null,
      nextCheckAt: null,
    });
    expect(claimed.proof.dns).to.deep.equal({
      name: `_marketplace-verification.${domain}`,
      type: 'TXT',
      value: `marketplace-verification=${claimed.proof.token}`,
    });
    expect(claimed.proof.http.url).to.match(
      new RegExp(`^http://${domain.replace(/\./g, '\\.')}:\\d+/\\.well-known/marketplace-verification\\.txt$`),
    );
    expect(claimed.proof.http.body).to.equal(claimed.proof.dns.value);

    const again = await sys.op('createDomain', 'POST', '/v1/domains', { token: owner.token, body: { domain } });
    expect(again.status).to.equal(409);
    expect(again.body.errors[0]).to.include({ slug: 'already_exists', field: 'body.domain' });
    expect(again.body.errors[0].meta).to.deep.equal({ domainId: claimed.id });

    const list = await sys.op('listDomains', 'GET', '/v1/domains', { token: owner.token });
    expect(list.body.result.map((item: { id: string }) => item.id)).to.deep.equal([claimed.id]);
    const read = await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: owner.token });
    expect(read.body.result).to.deep.equal(claimed);

    const checked = await verify(owner, claimed.id);
    expect(checked).to.include({ status: 'pending', verified: false });
    expect(checked.lastCheck).to.include({ verified: false });
    expect(checked.lastCheck.dns).to.include({ found: false, inconclusive: false });
    expect(checked.lastCheck.http).to.deep.include({ found: false, inconclusive: false });
    expect(checked.lastCheck.http.detail).to.include('404');
  });

  it('DNS proof found: the badge shows on the listing, the provider profile and in search results, for the domain and its subdomains', async () => {
    const provider = await sys.register('dns-prover');
    const domain = sys.domain(1);
    const word = marker();
    const onDomain = await listing(provider, `${word} main site`, `https://${domain}/offer`);
    const onSubdomain = await listing(provider, `${word} shop`, `https://shop.${domain}/item`);
    const elsewhere = await listing(provider, `${word} elsewhere`, 'https://elsewhere.example.org/');
    expect(await badgeOf(onDomain), 'no badge before the proof').to.equal(false);

    const claimed = await claim(provider, domain);
    sys.dns.setTxt(claimed.proof.dns.name, ['v=spf1 -all', claimed.proof.dns.value]);
    const verified = await verify(provider, claimed.id);
    expect(verified).to.include({ status: 'verified', verified: true, verifiedBy: 'dns' });
    expect(verified.lastCheck.dns.found).to.equal(true);
    expect(Date.parse(verified.nextCheckAt) - Date.parse(verified.lastCheck.at)).to.equal(DAY_MS);

    expect([await badgeOf(onDomain), await badgeOf(onSubdomain), await badgeOf(elsewhere)]).to.deep.equal([
      true,
      true,
      false,
    ]);
    const read = await sys.op('getListing', 'GET', `/v1/listings/${onDomain}`);
    expect(read.body.result.provider.verifiedDomains).to.deep.equal([domain]);
    const profile = await sys.op('getProvider', 'GET', `/v1/providers/${provider.id}`);
    expect(profile.body.result.verifiedDomains).to.deep.equal([domain]);
    await searchBadges(word, { [onDomain]: true, [onSubdomain]: true, [elsewhere]: false });
    const badged = await sys.op('searchCatalog', 'POST', '/v1/catalog/search', {
      body: { q: word, semantic: false, verifiedDomain: true },
    });
    expect(
      badged.body.result.hits.map((hit: { id: string }) => hit.id),
      'the verifiedDomain filter',
    ).to.have.members([onDomain, onSubdomain]);

    const later = await listing(provider, `${word} later`, `https://${domain}/later`);
    expect(await badgeOf(later), 'a listing created on a verified domain has the badge at once').to.equal(true);
    const moved = await sys.api('PATCH', `/v1/listings/${later}`, {
      token: provider.token,
      body: { url: 'https://elsewhere.example.org/later' },
    });
    expect(moved.status, moved.text).to.equal(200);
    expect(moved.body.result.verifiedDomain, 'moving the URL off the domain drops the badge').to.equal(false);
  });

  it('the well-known file proves a domain too', async () => {
    const provider = await sys.register('file-prover');
    const domain = sys.domain(2);
    const item = await listing(provider, `${marker()} file`, `https://${domain}/`);
    const claimed = await claim(provider, domain);
    sys.web.files.set(domain, `# other lines are ignored\n${claimed.proof.http.body}\n`);
    const verified = await verify(provider, claimed.id);
    expect(verified).to.include({ status: 'verified', verifiedBy: 'http' });
    expect(verified.lastCheck.http.found).to.equal(true);
    expect(await badgeOf(item)).to.equal(true);
  });

  it('proof removed: the scheduled re-check loses the domain and the badge goes, in reads and in search', async () => {
    const provider = await sys.register('loser');
    const domain = sys.domain(3);
    const word = marker();
    const item = await listing(provider, `${word} fading`, `https://${domain}/`);
    const claimed = await claim(provider, domain);
    sys.dns.setTxt(claimed.proof.dns.name, [claimed.proof.dns.value]);
    await verify(provider, claimed.id);
    await searchBadges(word, { [item]: true });

    await sys.recheck();
    const notDue = await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: provider.token });
    expect(notDue.body.result.status, 'not due before the interval').to.equal('verified');

    sys.dns.removeTxt(claimed.proof.dns.name);
    sys.clock.advance(DAY_MS + 60_000);
    await sys.recheck();
    const lost = await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: provider.token });
    expect(lost.body.result).to.include({ status: 'lost', verified: false, verifiedAt: null, nextCheckAt: null });
    expect(lost.body.result.lastCheck.dns).to.include({ found: false, inconclusive: false });
    expect(await badgeOf(item)).to.equal(false);
    const profile = await sys.op('getProvider', 'GET', `/v1/providers/${provider.id}`);
    expect(profile.body.result.verifiedDomains).to.deep.equal([]);
    await searchBadges(word, { [item]: false });

    sys.dns.setTxt(claimed.proof.dns.name, [claimed.proof.dns.value]);
    expect(await verify(provider, claimed.id), 'a lost domain is verified again by its proof').to.include({
      status: 'verified',
    });
    expect(await badgeOf(item)).to.equal(true);
  });

  it('keeps a verified domain through failing lookups, retrying within the hour, and loses it on the third in a row', async () => {
    const provider = await sys.register('flaky');
    const domain = sys.domain(8);
    const item = await listing(provider, `${marker()} flaky`, `https://${domain}/`);
    const claimed = await claim(provider, domain);
    sys.dns.setTxt(claimed.proof.dns.name, [claimed.proof.dns.value]);
    await verify(provider, claimed.id);
    sys.dns.failing.add(claimed.proof.dns.name);
    sys.web.unavailable.add(domain);

    for (const [round, advanceMs] of [
      [1, DAY_MS + 60_000],
      [2, 3600_000 + 60_000],
    ] as const) {
      sys.clock.advance(advanceMs);
      // Two runs at once, as two workers (or a worker's periodic run) would make them: the claim is checked once.
      await Promise.all([sys.recheck(), sys.recheck()]);
      const kept = (await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: provider.token })).body
        .result;
      expect(kept.status, `after failing check ${round}`).to.equal('verified');
      expect(kept.lastCheck.dns).to.include({ found: false, inconclusive: true });
      expect(kept.lastCheck.dns.detail).to.include('ESERVFAIL');
      expect(kept.lastCheck.http).to.include({ found: false, inconclusive: true });
      expect(Date.parse(kept.nextCheckAt) - Date.parse(kept.lastCheck.at)).to.equal(3600_000);
      expect(await badgeOf(item)).to.equal(true);
    }
    sys.clock.advance(3600_000 + 60_000);
    await sys.recheck();
    const lost = (await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: provider.token })).body.result;
    expect(lost.status, 'after the third failing check in a row').to.equal('lost');
    expect(await badgeOf(item)).to.equal(false);
  });

  it('a domain claimed by two accounts is verified only for the one that proves it', async () => {
    const [prover, squatter] = await Promise.all([sys.register('prover'), sys.register('squatter')]);
    const domain = sys.domain(4);
    const proverItem = await listing(prover, `${marker()} real`, `https://${domain}/`);
    const squatterItem = await listing(squatter, `${marker()} copy`, `https://${domain}/`);
    const [proverClaim, squatterClaim] = [await claim(prover, domain), await claim(squatter, domain)];
    expect(proverClaim.proof.token).to.not.equal(squatterClaim.proof.token);
    sys.dns.setTxt(proverClaim.proof.dns.name, [proverClaim.proof.dns.value]);

    expect(await verify(prover, proverClaim.id)).to.include({ status: 'verified' });
    const refused = await verify(squatter, squatterClaim.id);
    expect(refused).to.include({ status: 'pending', verified: false });
    expect(refused.lastCheck.dns.detail).to.include('none is');
    expect([await badgeOf(proverItem), await badgeOf(squatterItem)]).to.deep.equal([true, false]);
  });

  it('deleting a verified claim takes the badge away', async () => {
    const provider = await sys.register('deleter');
    const domain = sys.domain(5);
    const item = await listing(provider, `${marker()} gone`, `https://${domain}/`);
    const claimed = await claim(provider, domain);
    sys.dns.setTxt(claimed.proof.dns.name, [claimed.proof.dns.value]);
    await verify(provider, claimed.id);
    expect(await badgeOf(item)).to.equal(true);
    const deleted = await sys.op('deleteDomain', 'DELETE', `/v1/domains/${claimed.id}`, { token: provider.token });
    expect(deleted.body.result).to.deep.equal({ id: claimed.id, deleted: true });
    expect(await badgeOf(item)).to.equal(false);
    expect((await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, { token: provider.token })).status).to.equal(
      404,
    );
  });

  it("refuses another account's claim (404), a missing credential (401) and a key without domains:manage (403)", async () => {
    const [owner, other] = await Promise.all([sys.register('owner'), sys.register('other')]);
    const claimed = await claim(owner, sys.domain(6));
    for (const [operationId, method, path] of [
      ['getDomain', 'GET', `/v1/domains/${claimed.id}`],
      ['verifyDomain', 'POST', `/v1/domains/${claimed.id}/verify`],
      ['deleteDomain', 'DELETE', `/v1/domains/${claimed.id}`],
    ] as const) {
      const foreign = await sys.op(operationId, method, path, { token: other.token });
      expect(foreign.status, `${operationId} by another account`).to.equal(404);
      expect(foreign.body.errors[0].slug).to.equal('resource_not_found');
      const anonymous = await sys.op(operationId, method, path);
      expect(anonymous.status).to.equal(401);
      expect(anonymous.body.errors[0].slug).to.equal('credential_missing');
    }
    expect((await sys.op('listDomains', 'GET', '/v1/domains', { token: other.token })).body.result).to.deep.equal([]);

    const keyOf = async (scopes: string[]) => {
      const response = await sys.api('POST', '/v1/keys', { token: owner.token, body: { name: 'domains', scopes } });
      expect(response.status, response.text).to.equal(201);
      return response.body.result.secret as string;
    };
    const unscoped = await sys.op('listDomains', 'GET', '/v1/domains', { token: await keyOf(['listings:write']) });
    expect(unscoped.status).to.equal(403);
    expect(unscoped.body.errors[0].slug).to.equal('scope_missing');
    const scoped = await sys.op('getDomain', 'GET', `/v1/domains/${claimed.id}`, {
      token: await keyOf(['domains:manage']),
    });
    expect(scoped.status).to.equal(200);
  });

  it('refuses IP addresses, public suffixes, URLs and malformed names with 400 naming body.domain', async () => {
    const account = await sys.register('bad-names');
    for (const domain of [
      '192.0.2.1',
      'co.uk',
      'com',
      'github.io',
      'https://example.com/',
      'localhost',
      'a..b.com',
      'ex ample.com',
    ]) {
      const response = await sys.op('createDomain', 'POST', '/v1/domains', { token: account.token, body: { domain } });
      expect(response.status, domain).to.equal(400);
      expect(response.body.errors[0], domain).to.include({ slug: 'validation_failed', field: 'body.domain' });
    }
    const missing = await sys.op('createDomain', 'POST', '/v1/domains', { token: account.token, body: {} });
    expect(missing.status).to.equal(400);
    expect(missing.body.errors[0].field).to.equal('body.domain');
  });

  it('limits checks per claim within an hour (429 with Retry-After)', async () => {
    const account = await sys.register('impatient');
    const claimed = await claim(account, sys.domain(7));
    for (let attempt = 0; attempt < 4; attempt += 1) await verify(account, claimed.id);
    const limited = await sys.op('verifyDomain', 'POST', `/v1/domains/${claimed.id}/verify`, { token: account.token });
    expect(limited.status).to.equal(429);
    expect(limited.body.errors[0].slug).to.equal('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).to.be.greaterThan(0);
  });
});
