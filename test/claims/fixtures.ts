import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

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
      offer: { title: options.title ?? `Solar roof install ${randomBytes(3).toString('hex')}`, description: 'Turnkey rooftop solar for SMEs.' },
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
export async function registerLead(token: string, mandateId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await call('POST', '/v1/claims', { token, body: claimBody(mandateId, overrides) });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

/** The confirmation token from the latest mail to `email` in the local mail sink (the `mail_outbox` collection). */
export async function confirmationTokenMailedTo(email: string): Promise<string> {
  const [mail] = await harness().mongo.db.collection('mail_outbox').find({ to: email }).sort({ createdAt: -1 }).limit(1).toArray();
  expect(mail, `a mail to ${email} in mail_outbox`).to.not.equal(undefined);
  const token = /\/v1\/claims\/confirmations\/([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1];
  expect(token, 'the mail carries the confirmation link').to.be.a('string');
  return token!;
}
