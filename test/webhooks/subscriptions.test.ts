import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { subscribe } from './support.ts';

const receiverUrl = 'http://127.0.0.1:9/hooks';

describe('webhooks: subscriptions', () => {
  let owner: TestAccount;

  before(async () => {
    owner = await registerAccount('webhook-owner');
  });

  it('returns the signing secret once, on create, and never in reads or lists', async () => {
    const created = await call('POST', '/v1/webhooks', {
      token: owner.token,
      body: { url: receiverUrl, events: ['credit.granted'], description: 'ledger' },
    });
    expect(created.status, created.text).to.equal(201);
    expect(created.body.result).to.include({ url: receiverUrl, enabled: true, description: 'ledger' });
    expect(created.body.result.events).to.deep.equal(['credit.granted']);
    expect(created.body.result.secret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);
    const id = created.body.result.id;

    const read = await call('GET', `/v1/webhooks/${id}`, { token: owner.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result).to.not.have.property('secret');
    const listed = await call('GET', '/v1/webhooks', { token: owner.token });
    expect(listed.status, listed.text).to.equal(200);
    const mine = listed.body.result.find((item: { id: string }) => item.id === id);
    expect(mine).to.include({ id, url: receiverUrl });
    expect(mine).to.not.have.property('secret');
    expect(listed.text).to.not.include(created.body.result.secret);
  });

  it('stores the secret encrypted with AES-256-GCM under a named key, never in plain text', async () => {
    const { id, secret } = await subscribe(owner, receiverUrl);
    const stored = await harness()
      .mongo.db.collection('webhook_subscriptions')
      .findOne({ _id: id as never });
    expect(stored?.secret).to.have.keys('iv', 'tag', 'ciphertext', 'keyId');
    expect(JSON.stringify(stored)).to.not.include(secret);
    expect(JSON.stringify(stored)).to.not.include(secret.slice('whsec_'.length));
  });

  it('updates url, events, description and enabled', async () => {
    const { id } = await subscribe(owner, receiverUrl);
    const updated = await call('PATCH', `/v1/webhooks/${id}`, {
      token: owner.token,
      body: {
        url: 'http://localhost:9/other',
        events: ['listing.created', 'deal.created'],
        enabled: false,
        description: null,
      },
    });
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.result).to.include({ url: 'http://localhost:9/other', enabled: false, description: null });
    expect(updated.body.result.events).to.deep.equal(['listing.created', 'deal.created']);
    expect(new Date(updated.body.result.updatedAt).getTime()).to.be.at.least(
      new Date(updated.body.result.createdAt).getTime(),
    );
  });

  it('rotates the secret: a new one is returned once and stored', async () => {
    const { id, secret } = await subscribe(owner, receiverUrl);
    const rotated = await call('POST', `/v1/webhooks/${id}/rotate-secret`, { token: owner.token });
    expect(rotated.status, rotated.text).to.equal(200);
    expect(rotated.body.result.id).to.equal(id);
    expect(rotated.body.result.secret)
      .to.match(/^whsec_/)
      .and.not.equal(secret);
  });

  it('deletes a subscription, after which it is not found', async () => {
    const { id } = await subscribe(owner, receiverUrl);
    const deleted = await call('DELETE', `/v1/webhooks/${id}`, { token: owner.token });
    expect(deleted.status, deleted.text).to.equal(200);
    expect(deleted.body.result).to.deep.equal({ id, deleted: true });
    expectError(await call('GET', `/v1/webhooks/${id}`, { token: owner.token }), 404, 'resource_not_found');
    expectError(await call('DELETE', `/v1/webhooks/${id}`, { token: owner.token }), 404, 'resource_not_found');
  });

  it('refuses an unknown event name and a missing url, naming the field', async () => {
    const unknownEvent = await call('POST', '/v1/webhooks', {
      token: owner.token,
      body: { url: receiverUrl, events: ['deal.exploded'] },
    });
    expect(unknownEvent.status, unknownEvent.text).to.equal(400);
    expect(unknownEvent.body.errors[0].field).to.match(/^body\.events/);
    expect(
      expectError(
        await call('POST', '/v1/webhooks', { token: owner.token, body: { events: ['credit.granted'] } }),
        400,
        'validation_failed',
      ).field,
    ).to.equal('body.url');
  });

  describe('SSRF', () => {
    const refused = [
      'http://10.0.0.1/hook',
      'http://172.16.5.4/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.2/hook',
      'http://0.0.0.0/hook',
      'http://100.64.0.1/hook',
      'http://[::1]/hook',
      'http://[fd12:3456::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
    ];
    for (const url of refused) {
      it(`refuses ${url} at create with 400 naming body.url`, async () => {
        expect(
          expectError(
            await call('POST', '/v1/webhooks', { token: owner.token, body: { url, events: ['credit.granted'] } }),
            400,
            'validation_failed',
          ).field,
        ).to.equal('body.url');
      });
    }

    for (const url of ['http://', 'https://', 'http://:80']) {
      it(`regression: a URL without a host (${url}) answers 400 naming body.url at create and update, not 500`, async () => {
        expect(
          expectError(
            await call('POST', '/v1/webhooks', { token: owner.token, body: { url, events: ['credit.granted'] } }),
            400,
            'validation_failed',
          ).field,
        ).to.equal('body.url');
        const { id } = await subscribe(owner, receiverUrl);
        expect(
          expectError(
            await call('PATCH', `/v1/webhooks/${id}`, { token: owner.token, body: { url } }),
            400,
            'validation_failed',
          ).field,
        ).to.equal('body.url');
      });
    }

    it('refuses a private target at update and keeps the old url', async () => {
      const { id } = await subscribe(owner, receiverUrl);
      expect(
        expectError(
          await call('PATCH', `/v1/webhooks/${id}`, { token: owner.token, body: { url: 'http://192.168.0.10/' } }),
          400,
          'validation_failed',
        ).field,
      ).to.equal('body.url');
      expect((await call('GET', `/v1/webhooks/${id}`, { token: owner.token })).body.result.url).to.equal(receiverUrl);
    });

    it('accepts the allow-listed loopback hosts of the test configuration', async () => {
      expect(harness().config.webhooks.allowedPrivateHosts).to.include.members(['127.0.0.1', 'localhost']);
      await subscribe(owner, 'http://localhost:9/hook');
      await subscribe(owner, receiverUrl);
    });
  });

  describe('scope and ownership', () => {
    let stranger: TestAccount;
    let webhookId: string;

    before(async () => {
      stranger = await registerAccount('webhook-stranger');
      webhookId = (await subscribe(owner, receiverUrl)).id;
    });

    const operations = (id: string): Array<[string, string, unknown]> => [
      ['GET', `/v1/webhooks/${id}`, undefined],
      ['PATCH', `/v1/webhooks/${id}`, { enabled: false }],
      ['POST', `/v1/webhooks/${id}/rotate-secret`, undefined],
      ['GET', `/v1/webhooks/${id}/deliveries`, undefined],
      ['DELETE', `/v1/webhooks/${id}`, undefined],
    ];

    it('refuses every operation to an API key without webhooks:manage (403 scope_missing)', async () => {
      const key = await createApiKey(owner, ['listings:read']);
      const all: Array<[string, string, unknown]> = [
        ['POST', '/v1/webhooks', { url: receiverUrl, events: ['credit.granted'] }],
        ['GET', '/v1/webhooks', undefined],
        ...operations(webhookId),
      ];
      for (const [method, path, body] of all) {
        expectError(await call(method, path, { token: key.secret, body }), 403, 'scope_missing');
      }
      expect(
        (await call('GET', `/v1/webhooks/${webhookId}`, { token: owner.token })).body.result.enabled,
        'nothing changed',
      ).to.equal(true);
    });

    it("lets an API key with webhooks:manage create and read its account's subscriptions", async () => {
      const key = await createApiKey(owner, ['webhooks:manage']);
      const created = await call('POST', '/v1/webhooks', {
        token: key.secret,
        body: { url: receiverUrl, events: ['bid.placed'] },
      });
      expect(created.status, created.text).to.equal(201);
      expect((await call('GET', `/v1/webhooks/${created.body.result.id}`, { token: owner.token })).status).to.equal(
        200,
      );
    });

    it('answers 404 to another account for every operation on the subscription, and lists none of it', async () => {
      for (const [method, path, body] of operations(webhookId)) {
        expectError(await call(method, path, { token: stranger.token, body }), 404, 'resource_not_found');
      }
      const listed = await call('GET', '/v1/webhooks', { token: stranger.token });
      expect(listed.body.result.map((item: { id: string }) => item.id)).to.not.include(webhookId);
      expect(
        (await call('GET', `/v1/webhooks/${webhookId}`, { token: owner.token })).body.result.enabled,
        'still there, unchanged',
      ).to.equal(true);
    });

    it('refuses anonymous callers with 401', async () => {
      expectError(await call('GET', '/v1/webhooks'), 401, 'credential_missing');
    });
  });
});
