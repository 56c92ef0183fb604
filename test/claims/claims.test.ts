import { expect } from 'chai';
import { addBusinessDays } from '../../shared/business-days.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { claimBody, publishMandate, registerLead } from './fixtures.ts';

describe('claims: registration, reads and the provider decision', () => {
  it('answers 201 with a provisional claim due 2 business days later, shown to both parties', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token, { reward: { amount: 42_000, currency: 'EUR' } });
    const response = await call('POST', '/v1/claims', { token: agent.token, body: claimBody(mandate.id) });
    expect(response.status, response.text).to.equal(201);
    const claim = response.body.result;
    expect(claim).to.include({
      mandateId: mandate.id,
      agentId: agent.id,
      providerId: provider.id,
      status: 'provisional',
      rewardStatus: 'not_due',
    });
    expect(claim.reward).to.deep.equal({ amount: 42_000, currency: 'EUR' });
    const expected = addBusinessDays(new Date(claim.createdAt), 2, harness().config.claims);
    expect(claim.decisionDeadline).to.equal(expected.toISOString());
    expect(claim.allowedOperations).to.include('inviteBuyer');

    const asProvider = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
    expect(asProvider.body.result.decisionDeadline).to.equal(claim.decisionDeadline);
    expect(asProvider.body.result.allowedOperations).to.deep.equal(['getClaim', 'decideClaim']);
  });

  it('refuses false attestations, naming each field', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const response = await call('POST', '/v1/claims', {
      token: agent.token,
      body: claimBody(mandate.id, {
        lawfulContactSourceAttestation: false,
        registrationBeforeIntroductionAttestation: false,
      }),
    });
    expectError(response, 400, 'validation_failed');
    expect(response.body.errors.map((error: any) => error.field)).to.include.members([
      'body.lawfulContactSourceAttestation',
      'body.registrationBeforeIntroductionAttestation',
    ]);
  });

  it('validates the buyer country (ISO and in the territory) and the contact email', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token, { territory: ['DE'] });
    const fieldOf = async (overrides: Record<string, unknown>) => {
      const response = await call('POST', '/v1/claims', { token: agent.token, body: claimBody(mandate.id, overrides) });
      return expectError(response, 400, 'validation_failed').field;
    };
    expect(await fieldOf({ buyer: { legalName: 'Acme', country: 'XK' } })).to.equal('body.buyer.country');
    expect(await fieldOf({ buyer: { legalName: 'Acme', country: 'FR' } })).to.equal('body.buyer.country');
    expect(await fieldOf({ buyer: { legalName: 'Acme', country: 'de' } })).to.equal('body.buyer.country');
    expect(await fieldOf({ contact: { name: 'Jo', email: 'not-an-email' } })).to.equal('body.contact.email');
  });

  it('accepts claims only on active mandates, never on the caller own mandate', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    expectError(
      await call('POST', '/v1/claims', { token: provider.token, body: claimBody(mandate.id) }),
      409,
      'invalid_transition',
    );
    await call('POST', `/v1/mandates/${mandate.id}/pause`, { token: provider.token });
    const error = expectError(
      await call('POST', '/v1/claims', { token: agent.token, body: claimBody(mandate.id) }),
      409,
      'invalid_transition',
    );
    expect(error.meta.currentState).to.equal('paused');
    const unknown = expectError(
      await call('POST', '/v1/claims', { token: agent.token, body: claimBody('mdt_unknown') }),
      404,
      'resource_not_found',
    );
    expect(unknown.field).to.equal('body.mandateId');
  });

  it('lets exactly one of 20 parallel registrations of one buyer win; the others get already_claimed', async () => {
    const provider = await registerAccount('provider');
    const agents = await Promise.all(Array.from({ length: 4 }, () => registerAccount('agent')));
    const mandate = await publishMandate(provider.token);
    const spellings = ['Müller & Söhne GmbH', 'MULLER AND SOHNE', 'Müller & Söhne', 'muller and sohne gmbh'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', '/v1/claims', {
          token: agents[index % agents.length]!.token,
          body: claimBody(mandate.id, { buyer: { legalName: spellings[index % spellings.length], country: 'DE' } }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(','),
    ).to.have.length(1);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      expectError(response, 409, 'already_claimed');
      expect(response.body.errors[0].message).to.match(/already claimed/);
    }
    const stored = await harness().mongo.db.collection('claims').countDocuments({ mandateId: mandate.id });
    expect(stored).to.equal(1);
    // The same buyer in another country, or under another mandate, is another lead.
    await registerLead(agents[0]!.token, mandate.id, { buyer: { legalName: 'Müller & Söhne GmbH', country: 'AT' } });
  });

  it('shows a claim to its agent and provider only, hiding the contact from the provider until accepted', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const stranger = await registerAccount('stranger');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    expect((await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.contact).to.deep.equal(
      claim.contact,
    );
    expect((await call('GET', `/v1/claims/${claim.id}`, { token: provider.token })).body.result.contact).to.equal(null);
    expectError(await call('GET', `/v1/claims/${claim.id}`, { token: stranger.token }), 404, 'resource_not_found');

    const pending = await call('GET', '/v1/claims?role=provider&status=provisional', { token: provider.token });
    expect(pending.body.result.map((listed: any) => listed.id)).to.deep.equal([claim.id]);
    expect(pending.body.result[0].contact).to.equal(null);
    expect((await call('GET', '/v1/claims?role=agent', { token: provider.token })).body.result).to.deep.equal([]);
    expect((await call('GET', '/v1/claims', { token: stranger.token })).body.result).to.deep.equal([]);

    const accepted = await call('POST', `/v1/claims/${claim.id}/decision`, {
      token: provider.token,
      body: { decision: 'accept' },
    });
    expect(accepted.status, accepted.text).to.equal(200);
    expect(accepted.body.result).to.deep.include({ status: 'accepted', contact: claim.contact });
    expect(accepted.body.result.decision).to.include({ outcome: 'accepted', by: 'provider' });
    expect(
      (await call('GET', '/v1/claims?role=provider&status=provisional', { token: provider.token })).body.result,
    ).to.deep.equal([]);
    const acceptedList = await call('GET', `/v1/claims?role=agent&status=accepted&mandateId=${mandate.id}`, {
      token: agent.token,
    });
    expect(acceptedList.body.result.map((listed: any) => listed.id)).to.deep.equal([claim.id]);
  });

  it('lets only the provider decide, needs a reason to reject and decides once', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const stranger = await registerAccount('stranger');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    const decide = (token: string, body: unknown) => call('POST', `/v1/claims/${claim.id}/decision`, { token, body });
    expectError(await decide(agent.token, { decision: 'accept' }), 403, 'not_owner');
    expectError(await decide(stranger.token, { decision: 'accept' }), 404, 'resource_not_found');
    expect(expectError(await decide(provider.token, { decision: 'reject' }), 400, 'validation_failed').field).to.equal(
      'body.reason',
    );

    const rejected = await decide(provider.token, { decision: 'reject', reason: 'Already our customer since 2021.' });
    expect(rejected.body.result).to.deep.include({
      status: 'rejected',
      decisionReason: 'Already our customer since 2021.',
      contact: null,
    });
    const again = expectError(await decide(provider.token, { decision: 'accept' }), 409, 'invalid_transition');
    expect(again.meta).to.deep.equal({ currentState: 'rejected', allowedOperations: ['getClaim'] });
  });

  it('decides once when the provider sends 10 decisions at the same time', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call('POST', `/v1/claims/${claim.id}/decision`, {
          token: provider.token,
          body: index % 2 === 0 ? { decision: 'accept' } : { decision: 'reject', reason: 'no' },
        }),
      ),
    );
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).to.have.length(1);
    const final = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
    expect(final.body.result.status).to.equal(winners[0]!.body.result.status);
  });
});
