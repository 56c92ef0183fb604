import { randomBytes } from 'node:crypto';
import { CONCIERGE_CREDITS_PER_TURN } from '../../services/core/concierge/types.ts';
import { api, expectStatus } from './api.ts';
import type { ConciergeReading } from './concierge-reading.ts';

/**
 * A fresh account of its own with credits for `turns` concierge turns, bought through the API as a person would
 * (`createCreditTopUp` in a human session; the local sandbox processor completes at once). Answers its session token.
 */
export async function conciergeAccount(baseUrl: string, turns: number): Promise<string> {
  const email = `relevance-bench-${randomBytes(5).toString('hex')}@example.test`;
  const registered = expectStatus(
    await api<{ result: { token: string } }>(baseUrl, 'POST', '/v1/auth/register', {
      body: { email, password: `pw-${randomBytes(12).toString('hex')}`, displayName: 'Relevance bench' },
    }),
    201,
    'register',
  );
  const token = registered.body.result.token;
  const credits = turns * CONCIERGE_CREDITS_PER_TURN;
  const topUp = expectStatus(
    await api<{ result: { status: string } }>(baseUrl, 'POST', '/v1/credits/top-ups', {
      token,
      body: { credits },
      headers: { 'idempotency-key': `relevance-top-up-${randomBytes(8).toString('hex')}` },
    }),
    201,
    'top up credits',
  );
  if (topUp.body.result.status !== 'succeeded')
    throw new Error(`the credit top-up ended ${topUp.body.result.status}, not succeeded: ${topUp.text.slice(0, 300)}`);
  return token;
}

/** Asks one question in a conversation of its own and answers how the concierge read it. */
export async function askConcierge(baseUrl: string, token: string, question: string): Promise<ConciergeReading> {
  const answer = expectStatus(
    await api<{ result: { turns: { search: ConciergeReading }[] } }>(baseUrl, 'POST', '/v1/concierge/conversations', {
      token,
      body: { message: question },
      headers: { 'idempotency-key': `relevance-turn-${randomBytes(8).toString('hex')}` },
    }),
    201,
    `concierge "${question}"`,
  );
  const turn = answer.body.result.turns[0];
  if (!turn) throw new Error(`concierge "${question}" answered without a turn: ${answer.text.slice(0, 300)}`);
  return turn.search;
}
