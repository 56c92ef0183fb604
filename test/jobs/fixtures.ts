import { expect } from 'chai';
import type { BidView, JobView } from '../../services/core/jobs/types.ts';
import type { TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

export async function postJob(owner: TestAccount | string, fields: Record<string, unknown> = {}): Promise<JobView> {
  const token = typeof owner === 'string' ? owner : owner.token;
  const body = { title: 'Scrape 500 product pages', description: 'Weekly, as CSV.', category: 'ai-agents', ...fields };
  const response = await call('POST', '/v1/jobs', { token, body });
  expect(response.status, response.text).to.equal(201);
  return response.body.result as JobView;
}

export const aBid = { amount: 45_000, currency: 'EUR', message: 'Done within two days.', deliveryDays: 2 };

export async function placeBid(
  bidder: TestAccount,
  jobId: string,
  fields: Record<string, unknown> = aBid,
): Promise<BidView> {
  const response = await call('POST', `/v1/jobs/${jobId}/bids`, { token: bidder.token, body: fields });
  expect(response.status, response.text).to.equal(201);
  return response.body.result as BidView;
}
