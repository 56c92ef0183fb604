import { expect } from 'chai';
import type { AnswerView, RequestDetailView } from '../../services/core/requests/types.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { anOffer, postAnswer, postRequest } from './fixtures.ts';

function accept(caller: TestAccount | string, answer: AnswerView) {
  const token = typeof caller === 'string' ? caller : caller.token;
  return call('POST', `/v1/requests/${answer.requestId}/answers/${answer.id}/accept`, { token });
}

async function readRequest(id: string): Promise<RequestDetailView> {
  return (await call('GET', `/v1/requests/${id}`)).body.result as RequestDetailView;
}

describe('request answer acceptance', () => {
  it('turns an accepted offer into a deal with the request author as buyer and the answerer as seller', async () => {
    const author = await registerAccount('buyer');
    const seller = await registerAccount('offerer');
    const request = await postRequest(author, { title: 'Fix my tap' });
    const offer = await postAnswer(seller, request.id, { body: 'Thursday, 120 EUR.', offer: anOffer });

    const accepted = await accept(author, offer);
    expect(accepted.status, accepted.text).to.equal(200);
    const { answer, deal } = accepted.body.result;
    expect(deal).to.deep.equal({ id: deal.id, status: 'created' });
    expect(answer).to.deep.equal({ ...offer, status: 'accepted', dealId: deal.id });

    const detail = await readRequest(request.id);
    expect(detail).to.include({ status: 'open', acceptedAnswerId: offer.id });
    expect(detail.answers).to.deep.equal([answer]);

    const read = await call('GET', `/v1/deals/${deal.id}`, { token: author.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result).to.include({
      id: deal.id,
      buyerId: author.id,
      sellerId: seller.id,
      title: 'Fix my tap',
      description: 'Thursday, 120 EUR.',
      amount: anOffer.amount,
      currency: anOffer.currency,
      status: 'created',
    });
    expect(read.body.result.source).to.deep.equal({ kind: 'answer', id: offer.id });
  });

  it('refuses a caller who is not the request author with 403 not_owner', async () => {
    const request = await postRequest(await registerAccount('owner-asker'));
    const seller = await registerAccount('self-acceptor');
    const offer = await postAnswer(seller, request.id);
    expectError(await accept(seller, offer), 403, 'not_owner');
    expectError(await accept(await registerAccount('bystander'), offer), 403, 'not_owner');
    expect((await readRequest(request.id)).acceptedAnswerId).to.equal(null);
  });

  it('refuses to accept advice with 409 invalid_transition', async () => {
    const author = await registerAccount('advice-asker');
    const request = await postRequest(author);
    const advice = await postAnswer(await registerAccount('adviser'), request.id, { kind: 'advice' });
    const error = expectError(await accept(author, advice), 409, 'invalid_transition');
    expect(error.meta).to.deep.equal({ currentState: 'open', allowedOperations: ['voteAnswer'] });
  });

  it('refuses to accept on a closed request with 409 invalid_transition', async () => {
    const author = await registerAccount('closed-asker');
    const request = await postRequest(author);
    const offer = await postAnswer(await registerAccount('closed-offerer'), request.id);
    await call('POST', `/v1/requests/${request.id}/close`, { token: author.token });
    const error = expectError(await accept(author, offer), 409, 'invalid_transition');
    expect(error.meta).to.deep.equal({ currentState: 'closed', allowedOperations: [] });
  });

  it('accepts exactly one of 20 parallel acceptances of different offers, opening one deal', async function () {
    this.timeout(90_000);
    const author = await registerAccount('racing-buyer');
    const request = await postRequest(author);
    const offers: AnswerView[] = [];
    for (let index = 0; index < 20; index += 1)
      offers.push(await postAnswer(await registerAccount(`racer${index}`), request.id));
    const responses = await Promise.all(offers.map((offer) => accept(author, offer)));
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).to.have.length(1);
    for (const loser of responses.filter((response) => response.status !== 200))
      expectError(loser, 409, 'invalid_transition');

    const detail = await readRequest(request.id);
    const winner = winners[0]!.body.result;
    expect(detail.acceptedAnswerId).to.equal(winner.answer.id);
    expect(
      detail.answers.filter((answer) => answer.status === 'accepted').map((answer) => answer.dealId),
    ).to.deep.equal([winner.deal.id]);
    const deals = await call('GET', '/v1/deals?role=buyer', { token: author.token });
    expect(deals.status, deals.text).to.equal(200);
    expect(deals.body.result.map((deal: { id: string }) => deal.id)).to.deep.equal([winner.deal.id]);
  });

  it('refuses a second acceptance, and lets the author close the request afterwards', async () => {
    const author = await registerAccount('done-buyer');
    const request = await postRequest(author);
    const first = await postAnswer(await registerAccount('first-offerer'), request.id);
    const second = await postAnswer(await registerAccount('second-offerer'), request.id);
    expect((await accept(author, first)).status).to.equal(200);
    const error = expectError(await accept(author, second), 409, 'invalid_transition');
    expect(error.meta).to.deep.equal({ currentState: 'open', allowedOperations: ['closeRequest'] });

    const closed = await call('POST', `/v1/requests/${request.id}/close`, { token: author.token });
    expect(closed.status, closed.text).to.equal(200);
    expect(closed.body.result).to.include({ status: 'closed', acceptedAnswerId: first.id, answerCount: 2 });
    const answers = (await readRequest(request.id)).answers;
    expect(answers.find((answer) => answer.id === first.id)?.status).to.equal('accepted');
  });

  it('gives the acceptance back when the deal is refused, so the author can accept again', async () => {
    const author = await registerAccount('policy-buyer');
    const request = await postRequest(author);
    const offer = await postAnswer(await registerAccount('policy-offerer'), request.id);
    // An API key without a spending policy commits nothing to deals.
    const key = (await createApiKey(author, ['requests:write'])).secret;
    expectError(await accept(key, offer), 403, 'spending_limit_exceeded');
    expect((await readRequest(request.id)).acceptedAnswerId).to.equal(null);
    const accepted = await accept(author, offer);
    expect(accepted.status, accepted.text).to.equal(200);
  });

  it('answers 404 naming path.answerId for an answer of another request', async () => {
    const author = await registerAccount('mixed-asker');
    const request = await postRequest(author);
    const elsewhere = await postAnswer(
      await registerAccount('elsewhere'),
      (await postRequest(await registerAccount('other-asker'))).id,
    );
    const response = await call('POST', `/v1/requests/${request.id}/answers/${elsewhere.id}/accept`, {
      token: author.token,
    });
    expect(expectError(response, 404, 'resource_not_found').field).to.equal('path.answerId');
  });
});
