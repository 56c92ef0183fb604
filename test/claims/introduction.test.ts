import { expect } from 'chai';
import { hashLinkToken } from '../../services/core/claims/claim-links.repository.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { latestMailTo, sentText } from '../support/mail-outbox.ts';
import { harness } from '../support/root-hooks.ts';
import {
  claimAwaitingRewardApproval,
  claimWithReportedSale,
  confirmationTokenMailedTo,
  publishMandate,
  registerLead,
} from './fixtures.ts';

async function invitedClaim() {
  const provider = await registerAccount('provider');
  const agent = await registerAccount('agent');
  const mandate = await publishMandate(provider.token, { title: 'Heat pumps for offices' });
  const claim = await registerLead(agent.token, mandate.id);
  const invited = await call('POST', `/v1/claims/${claim.id}/invite`, {
    token: agent.token,
    body: { message: 'As discussed on the phone.' },
  });
  expect(invited.status, invited.text).to.equal(200);
  return {
    provider,
    agent,
    claim,
    invitation: invited.body.result,
    token: await confirmationTokenMailedTo(claim.contact.email),
  };
}

describe('claims: buyer invitation and confirmation link', () => {
  it('regression: keeps the confirmation link in mail_outbox only encrypted', async () => {
    const { claim, token } = await invitedClaim();
    const mail = await latestMailTo(claim.contact.email);
    expect(JSON.stringify(mail)).to.not.include(token);
    expect(mail!.text).to.include('[sealed]');
    expect(sentText(mail!)).to.include(`/v1/claims/confirmations/${token}`);
  });

  it('mails a one-time link that the buyer reads and confirms once; the confirmation reveals the contact', async () => {
    const { provider, agent, claim, invitation, token } = await invitedClaim();
    expect(invitation.claimId).to.equal(claim.id);
    expect(invitation.sentTo).to.equal(`j***@${claim.contact.email.split('@')[1]}`);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)).to.equal(7 * 24 * 3_600_000);
    const [mail] = await harness().mongo.db.collection('mail_outbox').find({ to: claim.contact.email }).toArray();
    expect(mail?.text).to.include('As discussed on the phone.').and.include('Heat pumps for offices');
    expect(
      await harness()
        .mongo.db.collection('claim_links')
        .countDocuments({ _id: token as never }),
      'the token is stored hashed',
    ).to.equal(0);

    const shown = await call('GET', `/v1/claims/confirmations/${token}`);
    expect(shown.status, shown.text).to.equal(200);
    expect(shown.body.result).to.deep.include({
      offerTitle: 'Heat pumps for offices',
      buyerLegalName: claim.buyer.legalName,
      status: 'pending',
      providerName: 'provider',
      agentName: 'agent',
    });
    const providerView = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
    expect(providerView.body.result.introduction.status).to.equal('invited');
    expect(providerView.body.result.contact, 'an invitation alone does not reveal the contact').to.equal(null);

    const confirmed = await call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: true } });
    expect(confirmed.status, confirmed.text).to.equal(200);
    expect(confirmed.body.result.status).to.equal('confirmed');
    expectError(
      await call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: false } }),
      409,
      'invalid_transition',
    );
    expect((await call('GET', `/v1/claims/confirmations/${token}`)).body.result.status).to.equal('confirmed');

    const revealed = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
    expect(revealed.body.result.status, 'confirmation does not decide the claim').to.equal('provisional');
    expect(revealed.body.result.contact).to.deep.equal(claim.contact);
    expect(revealed.body.result.introduction.status).to.equal('confirmed');
    expectError(await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token }), 409, 'invalid_transition');
  });

  it('records one answer when the link is used 10 times at once', async () => {
    const { token } = await invitedClaim();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: true } }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).to.have.length(1);
    for (const response of responses.filter((candidate) => candidate.status !== 200))
      expectError(response, 409, 'invalid_transition');
  });

  it('refuses an expired link with 410 and an unknown one with 404', async () => {
    const { token, agent, claim } = await invitedClaim();
    await harness()
      .mongo.db.collection('claim_links')
      .updateOne({ _id: hashLinkToken(token) as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await call('GET', `/v1/claims/confirmations/${token}`), 410, 'link_expired');
    expectError(
      await call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: true } }),
      410,
      'link_expired',
    );
    expectError(await call('GET', '/v1/claims/confirmations/not-a-real-token'), 404, 'resource_not_found');

    // A new invitation sends a new link that works.
    await harness()
      .mongo.db.collection('claim_facts')
      .updateOne(
        { _id: `${claim.id}#invitation#1` as never },
        { $set: { 'value.expiresAt': new Date(Date.now() - 1000) } },
      );
    expect(
      (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.introduction.status,
    ).to.equal('expired');
    expect(
      (await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token, body: { locale: 'de' } })).status,
    ).to.equal(200);
    const [german] = await harness()
      .mongo.db.collection('mail_outbox')
      .find({ to: claim.contact.email })
      .sort({ createdAt: -1 })
      .limit(1)
      .toArray();
    expect(german?.subject).to.match(/^Bitte bestätigen Sie Ihre Vorstellung/);
    const fresh = await confirmationTokenMailedTo(claim.contact.email);
    expect(fresh).to.not.equal(token);
    expect(
      (
        await call('POST', `/v1/claims/confirmations/${fresh}`, {
          body: { confirmed: false, comment: 'I found them myself.' },
        })
      ).body.result.status,
    ).to.equal('declined');
    expect(
      (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.introduction.status,
    ).to.equal('declined');
  });

  it('sends no invitation for a rejected claim', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    await call('POST', `/v1/claims/${claim.id}/decision`, {
      token: provider.token,
      body: { decision: 'reject', reason: 'Known buyer.' },
    });
    expectError(await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token }), 409, 'invalid_transition');
    expect(await harness().mongo.db.collection('mail_outbox').countDocuments({ to: claim.contact.email })).to.equal(0);
  });

  it('regression: mails the buyer no invitation once the sale is reported or confirmed, and does not offer it', async () => {
    for (const { agent, claim } of [await claimWithReportedSale(), await claimAwaitingRewardApproval()]) {
      const mailed = await harness().mongo.db.collection('mail_outbox').countDocuments({ to: claim.contact.email });
      const refused = expectError(
        await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token }),
        409,
        'invalid_transition',
      );
      expect(refused.message).to.include('the sale was already reported');
      expect(await harness().mongo.db.collection('mail_outbox').countDocuments({ to: claim.contact.email })).to.equal(
        mailed,
      );
      expect(
        (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.allowedOperations,
      ).to.not.include('inviteBuyer');
    }
  });

  it('regression: answers the sixth invitation with 429 invitation_limit_reached, not invalid_transition, and stops offering it', async () => {
    const { agent, claim } = await invitedClaim();
    for (let sent = 1; sent < 5; sent += 1)
      expect((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token })).status).to.equal(200);
    expect(
      (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.allowedOperations,
    ).to.not.include('inviteBuyer');
    expectError(
      await call('POST', `/v1/claims/${claim.id}/invite`, { token: agent.token }),
      429,
      'invitation_limit_reached',
    );
  });
});
