import { expect } from 'chai';
import { lookup } from 'node:dns/promises';
import { RefusedTargetError, TargetPolicy } from './target-policy.ts';

describe('target policy refusals', () => {
  const strict = new TargetPolicy({ allowedPrivateHosts: [], requireHttps: false });
  const outcomeOf = (checking: () => Promise<void> | void) =>
    Promise.resolve()
      .then(checking)
      .then(
        () => 'accepted',
        (error: unknown) => (error instanceof RefusedTargetError ? error.message : `unexpected: ${String(error)}`),
      );
  const refusalOf = (url: string) => outcomeOf(() => strict.check(url));
  const refusalBeforeDialling = (url: string) => outcomeOf(() => strict.checkBeforeDialling(url));

  it('regression: refuses URLs whose IPv6 literal carries a loopback or private IPv4 address', async () => {
    expect({
      compatible: await refusalOf('http://[::127.0.0.1]/admin'),
      sixToFour: await refusalOf('http://[2002:a9fe:a9fe::]/latest/meta-data/'),
      mapped: await refusalOf('http://[::ffff:10.0.0.1]/'),
      nat64: await refusalOf('http://[64:ff9b::a9fe:a9fe]/'),
    }).to.deep.equal({
      compatible: '::7f00:1 is not a public address (private, loopback or link-local)',
      sixToFour: '2002:a9fe:a9fe:: is not a public address (private, loopback or link-local)',
      mapped: '::ffff:a00:1 is not a public address (private, loopback or link-local)',
      nat64: '64:ff9b::a9fe:a9fe is not a public address (private, loopback or link-local)',
    });
  });

  it('regression: refuses a name that resolves to an internal address without saying which address', async () => {
    const message = 'localhost resolves to an address that is not public (private, loopback or link-local)';
    expect(await refusalOf('http://localhost:8080/hook')).to.equal(message);
    const viaLookup = await new Promise<string>((resolve) =>
      strict.guardedLookup('localhost', { all: false }, (error) => resolve(error?.message ?? 'connected')),
    );
    expect(viaLookup).to.equal(message);
    const resolved = (await lookup('localhost', { all: true })).map((entry) => entry.address);
    for (const address of resolved) expect(message).to.not.include(address);
  });

  it('before dialling, refuses what needs no DNS answer and leaves a name to the connection, asking DNS nothing', async () => {
    expect({
      literal: await refusalBeforeDialling('http://127.0.0.1:8080/hook'),
      scheme: await refusalBeforeDialling('ftp://example.com/hook'),
      relative: await refusalBeforeDialling('/hook'),
      // .invalid never resolves (RFC 6761): check() refuses it, so accepting it shows no lookup was made.
      name: await refusalBeforeDialling('http://no-such-host.invalid/hook'),
    }).to.deep.equal({
      literal: '127.0.0.1 is not a public address (private, loopback or link-local)',
      scheme: 'the URL must use http or https',
      relative: 'the URL is not an absolute URL',
      name: 'accepted',
    });
  });

  it('refuses a name that does not resolve when asked to resolve it', async () => {
    expect(await refusalOf('http://no-such-host.invalid/hook')).to.equal('no-such-host.invalid does not resolve');
  });
});
