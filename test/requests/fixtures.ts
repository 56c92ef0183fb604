import { expect } from 'chai';
import type { AnswerView, RequestView } from '../../services/core/requests/types.ts';
import { call } from '../support/http.ts';
import type { TestAccount } from '../support/factories.ts';

/** Posts a request as the author (an account or a bare token, e.g. an API key secret). */
export async function postRequest(
  author: TestAccount | string,
  fields: Record<string, unknown> = {},
): Promise<RequestView> {
  const token = typeof author === 'string' ? author : author.token;
  const body = {
    title: 'Looking for a plumber',
    body: 'A leaking tap in Berlin-Mitte, this week.',
    category: 'local-services',
    ...fields,
  };
  const response = await call('POST', '/v1/requests', { token, body });
  expect(response.status, response.text).to.equal(201);
  return response.body.result as RequestView;
}

export const anOffer = { amount: 12_000, currency: 'EUR', deliveryDays: 3 };

/** Answers the request with an offer by default; pass `{ kind: 'advice' }` without `offer` for advice. */
export async function postAnswer(
  answerer: TestAccount,
  requestId: string,
  fields: Record<string, unknown> = { offer: anOffer },
): Promise<AnswerView> {
  const body = { kind: 'offer', body: 'I can fix it on Thursday.', ...fields };
  const response = await call('POST', `/v1/requests/${requestId}/answers`, { token: answerer.token, body });
  expect(response.status, response.text).to.equal(201);
  return response.body.result as AnswerView;
}
