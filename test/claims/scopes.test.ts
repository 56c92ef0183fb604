import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { claimBody, publishMandate, registerLead } from './fixtures.ts';

describe('claims: scopes and parties', () => {
  it('refuses every claim operation without a credential or without its scope', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    const agentWithoutScopes = await createApiKey(agent, ['mandates:write']);
    const providerWithoutScopes = await createApiKey(provider, ['mandates:write']);
    const sale = { invoiceNumber: 'INV-1', invoiceDate: '2025-06-01', amount: 100_000, currency: 'EUR' };

    expectError(await call('POST', '/v1/claims', { body: claimBody(mandate.id) }), 401, 'credential_missing');
    expectError(await call('GET', `/v1/claims/${claim.id}`), 401, 'credential_missing');
    const refusals: Array<[string, string, string, unknown]> = [
      [agentWithoutScopes.secret, 'POST', '/v1/claims', claimBody(mandate.id)], // claims:write
      [agentWithoutScopes.secret, 'POST', `/v1/claims/${claim.id}/invite`, {}], // claims:write
      [agentWithoutScopes.secret, 'POST', `/v1/claims/${claim.id}/sale`, sale], // claims:write
      [agentWithoutScopes.secret, 'GET', `/v1/claims/${claim.id}`, undefined], // claims:read
      [agentWithoutScopes.secret, 'GET', '/v1/claims', undefined], // claims:read
      [providerWithoutScopes.secret, 'POST', `/v1/claims/${claim.id}/decision`, { decision: 'accept' }], // claims:decide
      [providerWithoutScopes.secret, 'POST', `/v1/claims/${claim.id}/sale/confirm`, undefined], // claims:decide
      [providerWithoutScopes.secret, 'POST', `/v1/claims/${claim.id}/sale/dispute`, { reason: 'x' }], // claims:decide
    ];
    for (const [token, method, path, body] of refusals) {
      expectError(await call(method, path, { token, body }), 403, 'scope_missing');
    }
  });

  it('grants each operation to the scope it names', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const writer = await createApiKey(agent, ['claims:write']);
    const reader = await createApiKey(agent, ['claims:read']);
    const decider = await createApiKey(provider, ['claims:decide']);
    const created = await call('POST', '/v1/claims', { token: writer.secret, body: claimBody(mandate.id) });
    expect(created.status, created.text).to.equal(201);
    expect((await call('GET', `/v1/claims/${created.body.result.id}`, { token: reader.secret })).status).to.equal(200);
    const decided = await call('POST', `/v1/claims/${created.body.result.id}/decision`, {
      token: decider.secret,
      body: { decision: 'accept' },
    });
    expect(decided.status, decided.text).to.equal(200);
  });

  it('keeps agent-only and provider-only operations to their party (403 not_owner), and strangers out (404)', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const stranger = await registerAccount('stranger');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } });
    const sale = { invoiceNumber: 'INV-7', invoiceDate: '2025-06-01', amount: 100_000, currency: 'EUR' };

    expectError(
      await call('POST', `/v1/claims/${claim.id}/invite`, { token: provider.token, body: {} }),
      403,
      'not_owner',
    );
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale`, { token: provider.token, body: sale }),
      403,
      'not_owner',
    );
    const reported = await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: sale });
    expect(reported.status, reported.text).to.equal(200);
    expectError(await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: agent.token }), 403, 'not_owner');
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale/dispute`, { token: agent.token, body: { reason: 'x' } }),
      403,
      'not_owner',
    );
    expectError(
      await call('POST', `/v1/claims/${claim.id}/decision`, { token: agent.token, body: { decision: 'accept' } }),
      403,
      'not_owner',
    );

    for (const [method, path, body] of [
      ['POST', `/v1/claims/${claim.id}/invite`, {}],
      ['POST', `/v1/claims/${claim.id}/sale`, sale],
      ['POST', `/v1/claims/${claim.id}/sale/confirm`, undefined],
      ['POST', `/v1/claims/${claim.id}/sale/dispute`, { reason: 'x' }],
      ['POST', `/v1/claims/${claim.id}/decision`, { decision: 'accept' }],
    ] as const) {
      expectError(await call(method, path, { token: stranger.token, body }), 404, 'resource_not_found');
    }
  });
});
