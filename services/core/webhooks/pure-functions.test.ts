import { expect } from 'chai';
import { verifySignature } from '../../../shared/webhooks/verify-signature.ts';
import { MAX_ATTEMPTS, nextAttemptAt } from './retry-schedule.ts';
import { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { signatureHeader } from './signature.ts';
import { DeliveryBodies } from './delivery-bodies.ts';
import { isRefusedAddress, RefusedTargetError, TargetPolicy } from '../../../shared/fetching/target-policy.ts';

describe('webhooks: retry schedule', () => {
  it('answers 30 s, 5 min, 30 min, 2 h and 8 h after failed attempts 1 to 5, and nothing after the sixth', () => {
    const failedAt = new Date('2025-01-01T00:00:00.000Z');
    const offsets = [1, 2, 3, 4, 5, 6].map((attempt) => nextAttemptAt(attempt, failedAt)?.getTime() ?? null);
    expect(offsets).to.deep.equal(
      [30_000, 300_000, 1_800_000, 7_200_000, 28_800_000].map((ms) => failedAt.getTime() + ms).concat([null as never]),
    );
    expect(MAX_ATTEMPTS).to.equal(6);
  });
});

describe('webhooks: delivery bodies', () => {
  it('are what JSON.stringify makes of {event, payload, sent_at}, for each send of a shared payload', () => {
    const bodies = new DeliveryBodies();
    const payload = { accountId: 'acc_1', note: 'quote " and \\ and é', nested: { list: [1, null, true] } };
    for (const [event, sentAt] of [
      ['credit.granted', new Date('2025-01-01T00:00:00.123Z')],
      ['credit.granted', new Date('2025-01-01T00:00:01.000Z')],
      ['deal.created', new Date('2025-01-01T00:00:02.000Z')],
    ] as const)
      expect(bodies.of(event, payload, sentAt)).to.equal(
        JSON.stringify({ event, payload, sent_at: sentAt.toISOString() }),
      );
  });
});

describe('webhooks: signature', () => {
  it('builds t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> (known vector)', () => {
    const header = signatureHeader('whsec_test', '{"a":1}', new Date('2025-01-01T00:00:00.999Z'));
    expect(header).to.equal('t=1735689600,v1=adbd71585261f04cbad1b5f73357a8c01aa79a70f2dc3b5912f49342bee9c6dd');
    expect(verifySignature(header, '{"a":1}', 'whsec_test', new Date('2025-01-01T00:04:59Z')).valid).to.equal(true);
  });

  it('accepts any of several v1 values, as during a secret rollover', () => {
    const header = signatureHeader('whsec_new', 'body', new Date());
    const both = `${header},v1=${'0'.repeat(64)}`;
    expect(verifySignature(both, 'body', 'whsec_new').valid).to.equal(true);
  });
});

describe('webhooks: secret box', () => {
  it('opens what it sealed, with a fresh IV each time, and refuses another key', () => {
    const box = new SecretBox('k'.repeat(32));
    const first = box.seal('whsec_abc');
    expect(box.open(first)).to.equal('whsec_abc');
    expect(box.seal('whsec_abc').iv).to.not.equal(first.iv);
    expect(() => new SecretBox('j'.repeat(32)).open(first)).to.throw();
  });
});

describe('webhooks: target policy', () => {
  it('refuses private, loopback, link-local and unique-local addresses of both families', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.31.0.1',
      '192.168.0.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect(isRefusedAddress(address), address).to.equal(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])
      expect(isRefusedAddress(address), address).to.equal(false);
  });

  it('refuses a name that resolves to loopback unless the name is allow-listed', async () => {
    const strict = new TargetPolicy({ allowedPrivateHosts: [], requireHttps: false });
    await strict.check('http://localhost:8080/hook').then(
      () => expect.fail('localhost was accepted'),
      (error: unknown) => expect(error).to.be.instanceOf(RefusedTargetError),
    );
    await new TargetPolicy({ allowedPrivateHosts: ['LocalHost'], requireHttps: false }).check(
      'http://localhost:8080/hook',
    );
  });

  it('requires https when configured for production', async () => {
    const production = new TargetPolicy({ allowedPrivateHosts: ['127.0.0.1'], requireHttps: true });
    await production.check('http://127.0.0.1/hook').then(
      () => expect.fail('http was accepted'),
      (error: unknown) => expect((error as Error).message).to.equal('the URL must use https'),
    );
    await production.check('https://127.0.0.1/hook');
  });
});
