import { expect } from 'chai';
import { publishMandate } from '../claims/fixtures.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

describe('sales mandates', () => {
  it('publishes a mandate that anyone finds by territory and reads', async () => {
    const provider = await registerAccount('provider');
    const mandate = await publishMandate(provider.token, {
      territory: ['DE', 'AT'],
      reward: { amount: 75_000, currency: 'EUR' },
    });
    expect(mandate).to.include({ providerId: provider.id, status: 'active' });
    expect(mandate.territory).to.deep.equal(['DE', 'AT']);
    expect(mandate.reward).to.deep.equal({ amount: 75_000, currency: 'EUR' });

    const inAustria = await call('GET', `/v1/mandates?territory=AT&providerId=${provider.id}`);
    expect(inAustria.status, inAustria.text).to.equal(200);
    expect(inAustria.body.result.map((found: any) => found.id)).to.deep.equal([mandate.id]);
    const inFrance = await call('GET', `/v1/mandates?territory=FR&providerId=${provider.id}`);
    expect(inFrance.body.result).to.deep.equal([]);

    const read = await call('GET', `/v1/mandates/${mandate.id}`);
    expect(read.status).to.equal(200);
    expect(read.body.result).to.deep.equal(mandate);
  });

  it('refuses territory codes that are not ISO 3166-1 alpha-2, naming each field', async () => {
    const provider = await registerAccount('provider');
    const response = await call('POST', '/v1/mandates', {
      token: provider.token,
      body: {
        offer: { title: 'x', description: 'y' },
        territory: ['DE', 'XK', 'EU'],
        reward: { amount: 1, currency: 'EUR' },
      },
    });
    expectError(response, 400, 'validation_failed');
    expect(response.body.errors.map((error: any) => error.field)).to.deep.equal([
      'body.territory.1',
      'body.territory.2',
    ]);
    expectError(await call('GET', '/v1/mandates?territory=ZZ'), 400, 'validation_failed');
    expect((await call('GET', '/v1/mandates?territory=ZZ')).body.errors[0].field).to.equal('query.territory');
  });

  it('lets only the owner update, pause, resume and end it, and lists only active mandates', async () => {
    const provider = await registerAccount('provider');
    const stranger = await registerAccount('stranger');
    const mandate = await publishMandate(provider.token);
    const listed = async () =>
      (await call('GET', `/v1/mandates?providerId=${provider.id}`)).body.result.map((found: any) => found.id);

    expectError(
      await call('PATCH', `/v1/mandates/${mandate.id}`, { token: stranger.token, body: { territory: ['FR'] } }),
      403,
      'not_owner',
    );
    for (const change of ['pause', 'resume', 'end']) {
      expectError(
        await call('POST', `/v1/mandates/${mandate.id}/${change}`, { token: stranger.token }),
        403,
        'not_owner',
      );
    }

    const updated = await call('PATCH', `/v1/mandates/${mandate.id}`, {
      token: provider.token,
      body: { territory: ['FR'], reward: { amount: 9_900, currency: 'EUR' } },
    });
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.result).to.deep.include({ territory: ['FR'], reward: { amount: 9_900, currency: 'EUR' } });
    expect((await call('GET', `/v1/mandates/${mandate.id}`)).body.result.territory).to.deep.equal(['FR']);

    const paused = await call('POST', `/v1/mandates/${mandate.id}/pause`, { token: provider.token });
    expect(paused.body.result.status).to.equal('paused');
    expect(await listed()).to.deep.equal([]);
    const error = expectError(
      await call('POST', `/v1/mandates/${mandate.id}/pause`, { token: provider.token }),
      409,
      'invalid_transition',
    );
    expect(error.meta).to.deep.equal({
      currentState: 'paused',
      allowedOperations: ['updateMandate', 'resumeMandate', 'endMandate'],
    });

    expect(
      (await call('POST', `/v1/mandates/${mandate.id}/resume`, { token: provider.token })).body.result.status,
    ).to.equal('active');
    expect(await listed()).to.deep.equal([mandate.id]);

    const ended = await call('POST', `/v1/mandates/${mandate.id}/end`, { token: provider.token });
    expect(ended.body.result.status).to.equal('ended');
    expect(ended.body.result.endedAt).to.be.a('string');
    expectError(
      await call('PATCH', `/v1/mandates/${mandate.id}`, { token: provider.token, body: { territory: ['DE'] } }),
      409,
      'invalid_transition',
    );
    expectError(
      await call('POST', `/v1/mandates/${mandate.id}/resume`, { token: provider.token }),
      409,
      'invalid_transition',
    );
    expect(await listed()).to.deep.equal([]);
  });

  it('needs a credential with mandates:write to publish or change mandates', async () => {
    const provider = await registerAccount('provider');
    const mandate = await publishMandate(provider.token);
    const readOnly = await createApiKey(provider, ['claims:read']);
    const body = { offer: { title: 'x', description: 'y' }, territory: ['DE'], reward: { amount: 1, currency: 'EUR' } };
    expectError(await call('POST', '/v1/mandates', { body }), 401, 'credential_missing');
    expectError(await call('POST', '/v1/mandates', { token: readOnly.secret, body }), 403, 'scope_missing');
    expectError(
      await call('PATCH', `/v1/mandates/${mandate.id}`, { token: readOnly.secret, body: { territory: ['FR'] } }),
      403,
      'scope_missing',
    );
    expectError(
      await call('POST', `/v1/mandates/${mandate.id}/pause`, { token: readOnly.secret }),
      403,
      'scope_missing',
    );
    const writer = await createApiKey(provider, ['mandates:write']);
    expect((await call('POST', `/v1/mandates/${mandate.id}/pause`, { token: writer.secret })).status).to.equal(200);
  });

  it('makes exactly one of 10 parallel pauses take effect', async () => {
    const provider = await registerAccount('provider');
    const mandate = await publishMandate(provider.token);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/v1/mandates/${mandate.id}/pause`, { token: provider.token })),
    );
    expect(responses.filter((response) => response.status === 200)).to.have.length(1);
    for (const response of responses.filter((candidate) => candidate.status !== 200)) {
      expect(response.body.errors[0].slug, response.text).to.be.oneOf([
        'invalid_transition',
        'concurrent_modification',
      ]);
    }
    expect((await call('GET', `/v1/mandates/${mandate.id}`)).body.result.status).to.equal('paused');
  });

  it('answers 404 for an unknown mandate', async () => {
    expectError(await call('GET', '/v1/mandates/mdt_unknown'), 404, 'resource_not_found');
  });
});
