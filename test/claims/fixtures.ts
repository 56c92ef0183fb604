import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { latestMailTo, sentText } from '../support/mail-outbox.ts';

export interface MandateOptions {
  territory?: string[];
  reward?: { amount: number; currency: string };
  title?: string;
}

/** Publishes an active mandate as `token` and answers it. */
export async function publishMandate(token: string, options: MandateOptions = {}): Promise<Record<string, any>> {
  const response = await call('POST', '/v1/mandates', {
    token,
    body: {
      offer: {
        title: options.title ?? `Solar roof install ${randomBytes(3).toString('hex')}`,
        description: 'Turnkey rooftop solar for SMEs.',
      },
      territory: options.territory ?? ['DE', 'AT'],
      reward: options.reward ?? { amount: 50_000, currency: 'EUR' },
    },
  });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

/** A valid createClaim body for a fresh buyer under the mandate. */
export function claimBody(mandateId: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  const suffix = randomBytes(4).toString('hex');
  return {
    mandateId,
    buyer: { legalName: `Buyer ${suffix} GmbH`, country: 'DE' },
    contact: { name: 'Jana Buyer', email: `jana-${suffix}@buyer.example.test` },
    lawfulContactSourceAttestation: true,
    registrationBeforeIntroductionAttestation: true,
    ...overrides,
  };
}

/** Registers a lead as `token` and answers the provisional claim. */
export async function registerLead(
  token: string,
  mandateId: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const response = await call('POST', '/v1/claims', { token, body: claimBody(mandateId, overrides) });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

/** The confirmation token from the latest mail to `email` in the local mail sink (the `mail_outbox` collection). */
export async function confirmationTokenMailedTo(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  expect(mail, `a mail to ${email} in mail_outbox`).to.not.equal(undefined);
  const token = /\/v1\/claims\/confirmations\/([A-Za-z0-9_-]+)/.exec(sentText(mail!))?.[1];
  expect(token, 'the mail carries the confirmation link').to.be.a('string');
  return token!;
}

export const anInvoice = {
  invoiceNumber: 'RE-2025-0042',
  invoiceDate: '2025-06-20',
  amount: 1_250_000,
  currency: 'EUR',
};

/** A claim its provider accepted and whose sale its agent reported, by sessions of both. */
export async function claimWithReportedSale(): Promise<{
  provider: TestAccount;
  agent: TestAccount;
  claim: Record<string, any>;
}> {
  const provider = await registerAccount('sale-provider');
  const agent = await registerAccount('sale-agent');
  const mandate = await publishMandate(provider.token);
  const claim = await registerLead(agent.token, mandate.id);
  const accepted = await call('POST', `/v1/claims/${claim.id}/decision`, {
    token: provider.token,
    body: { decision: 'accept' },
  });
  expect(accepted.status, accepted.text).to.equal(200);
  const reported = await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: anInvoice });
  expect(reported.status, reported.text).to.equal(200);
  return { provider, agent, claim };
}

/** A claim whose confirmed sale waits for the provider's `pay_reward` approval; answers that approval's id too. */
export async function claimAwaitingRewardApproval() {
  const sale = await claimWithReportedSale();
  const confirmed = await call('POST', `/v1/claims/${sale.claim.id}/sale/confirm`, { token: sale.provider.token });
  expect(confirmed.status, confirmed.text).to.equal(200);
  return { ...sale, approvalId: confirmed.body.result.rewardApprovalId as string };
}
