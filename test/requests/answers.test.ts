import { expect } from 'chai';
import type { AnswerView, RequestDetailView } from '../../services/core/requests/types.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { anOffer, postAnswer, postRequest } from './fixtures.ts';
import { publishedEvents } from '../support/published-events.ts';

async function readRequest(id: string): Promise<RequestDetailView> {
  const response = await call('GET', `/v1/requests/${id}`);
  expect(response.status, response.text).to.equal(200);
  return response.body.result as RequestDetailView;
}

function vote(voter: TestAccount, answer: AnswerView) {
  return call('POST', `/v1/requests/${answer.requestId}/answers/${answer.id}/vote`, { token: voter.token });
}

async function registerAccounts(count: number, label: string): Promise<TestAccount[]> {
  const accounts: TestAccount[] = [];
  for (let index = 0; index < count; index += 1) accounts.push(await registerAccount(`${label}${index}`));
  return accounts;
}

describe('request answers', () => {
  describe('answering', () => {
    it('adds advice and offers that the request detail shows, and announces each to the author and the answerer', async () => {
      const author = await registerAccount('asker');
      const adviser = await registerAccount('adviser');
      const seller = await registerAccount('seller');
      const request = await postRequest(author);
      const advice = await postAnswer(adviser, request.id, { kind: 'advice', body: 'Check the washer first.' });
      const offer = await postAnswer(seller, request.id);

      expect(advice.id).to.match(/^ans_[0-9a-z]{26}$/);
      expect(advice).to.deep.equal({
        id: advice.id,
        requestId: request.id,
        authorId: adviser.id,
        kind: 'advice',
        body: 'Check the washer first.',
        offer: null,
        votes: 0,
        status: 'open',
        dealId: null,
        createdAt: advice.createdAt,
      });
      expect(offer).to.include({ kind: 'offer', authorId: seller.id, status: 'open' });
      expect(offer.offer).to.deep.equal(anOffer);

      const detail = await readRequest(request.id);
      expect(detail.answerCount).to.equal(2);
      expect(detail.answers).to.deep.equal([advice, offer]);

      const events = await publishedEvents(
        { kind: 'event', event: 'request.answered', 'payload.requestId': request.id },
        2,
      );
      expect(events.map((event) => event.payload.answer)).to.have.deep.members([advice, offer]);
      for (const event of events) {
        expect(event.audience).to.have.members([author.id, (event.payload.answer as AnswerView).authorId]);
      }
    });

    it('counts answers on the list view', async () => {
      const author = await registerAccount('counted');
      const tag = `answers-${Date.now().toString(36)}`;
      const request = await postRequest(author, { tags: [tag] });
      await postAnswer(await registerAccount('first'), request.id);
      await postAnswer(await registerAccount('second'), request.id, { kind: 'advice' });
      const listed = await call('GET', `/v1/requests?tag=${tag}`);
      expect(listed.body.result.map((item: { answerCount: number }) => item.answerCount)).to.deep.equal([2]);
    });

    it('names the field when an offer lacks its terms or advice carries some', async () => {
      const request = await postRequest(await registerAccount('strict'));
      const answerer = await registerAccount('careless');
      const noTerms = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: answerer.token,
        body: { kind: 'offer', body: 'x' },
      });
      expect(expectError(noTerms, 400, 'validation_failed').field).to.match(/^body/);
      const adviceWithTerms = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: answerer.token,
        body: { kind: 'advice', body: 'x', offer: anOffer },
      });
      expectError(adviceWithTerms, 400, 'validation_failed');
      const badAmount = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: answerer.token,
        body: { kind: 'offer', body: 'x', offer: { amount: 0, currency: 'EUR' } },
      });
      expect(expectError(badAmount, 400, 'validation_failed').field).to.equal('body.offer.amount');
      expect((await readRequest(request.id)).answers).to.deep.equal([]);
    });

    it('refuses an offer for a listing that is not a published listing of the answerer', async () => {
      const request = await postRequest(await registerAccount('listing-asker'));
      const response = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: (await registerAccount('listing-less')).token,
        body: { kind: 'offer', body: 'x', offer: { ...anOffer, listingId: 'lst_notmine' } },
      });
      expect(expectError(response, 404, 'resource_not_found').field).to.equal('body.offer.listingId');
    });

    it('refuses answers to a closed request with 409 invalid_transition naming the state', async () => {
      const author = await registerAccount('closer');
      const request = await postRequest(author);
      expect((await call('POST', `/v1/requests/${request.id}/close`, { token: author.token })).status).to.equal(200);
      const response = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: (await registerAccount('late')).token,
        body: { kind: 'advice', body: 'Too late?' },
      });
      expect(expectError(response, 409, 'invalid_transition').meta).to.deep.equal({
        currentState: 'closed',
        allowedOperations: [],
      });
    });

    it('refuses an answer by the request author with 409 invalid_transition', async () => {
      const author = await registerAccount('self-answerer');
      const request = await postRequest(author);
      const response = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: author.token,
        body: { kind: 'advice', body: 'Me?' },
      });
      expect(expectError(response, 409, 'invalid_transition').meta).to.deep.equal({
        currentState: 'open',
        allowedOperations: ['acceptAnswer', 'closeRequest'],
      });
    });

    it('replays the first answer for a retried Idempotency-Key instead of answering twice', async () => {
      const request = await postRequest(await registerAccount('idem-asker'));
      const answerer = await registerAccount('idem-answerer');
      const options = {
        token: answerer.token,
        headers: { 'idempotency-key': `answer-${request.id}` },
        body: { kind: 'offer', body: 'x', offer: anOffer },
      };
      const first = await call('POST', `/v1/requests/${request.id}/answers`, options);
      const second = await call('POST', `/v1/requests/${request.id}/answers`, options);
      expect(first.status, first.text).to.equal(201);
      expect(second.status, second.text).to.equal(201);
      expect(second.body.result).to.deep.equal(first.body.result);
      expect((await readRequest(request.id)).answers.map((answer) => answer.id)).to.deep.equal([first.body.result.id]);
    });

    it('answers 404 for answering an unknown request and voting on an unknown answer', async () => {
      const answerer = await registerAccount('lost');
      const unknownRequest = await call('POST', '/v1/requests/req_unknown/answers', {
        token: answerer.token,
        body: { kind: 'advice', body: 'x' },
      });
      expect(expectError(unknownRequest, 404, 'resource_not_found').field).to.equal('path.id');
      const request = await postRequest(await registerAccount('known'));
      const unknownAnswer = await call('POST', `/v1/requests/${request.id}/answers/ans_unknown/vote`, {
        token: answerer.token,
      });
      expect(expectError(unknownAnswer, 404, 'resource_not_found').field).to.equal('path.answerId');
    });
  });

  describe('voting', () => {
    it('counts one vote per voter and refuses a second vote by the same voter with 409 already_voted', async () => {
      const request = await postRequest(await registerAccount('vote-asker'));
      const answer = await postAnswer(await registerAccount('vote-answerer'), request.id);
      const voter = await registerAccount('voter');
      const first = await vote(voter, answer);
      expect(first.status, first.text).to.equal(200);
      expect(first.body.result).to.deep.equal({ answerId: answer.id, votes: 1 });
      expectError(await vote(voter, answer), 409, 'already_voted');
      expect((await readRequest(request.id)).answers[0]!.votes).to.equal(1);
    });

    it('refuses a vote on an own answer with 409 invalid_transition', async () => {
      const request = await postRequest(await registerAccount('own-vote-asker'));
      const answerer = await registerAccount('own-voter');
      const answer = await postAnswer(answerer, request.id);
      expectError(await vote(answerer, answer), 409, 'invalid_transition');
      expect((await readRequest(request.id)).answers[0]!.votes).to.equal(0);
    });

    it('refuses a vote on an answer of a closed request with 409 invalid_transition', async () => {
      const author = await registerAccount('closed-vote-asker');
      const request = await postRequest(author);
      const answer = await postAnswer(await registerAccount('closed-vote-answerer'), request.id);
      await call('POST', `/v1/requests/${request.id}/close`, { token: author.token });
      const error = expectError(await vote(await registerAccount('closed-voter'), answer), 409, 'invalid_transition');
      expect(error.meta).to.deep.equal({ currentState: 'closed', allowedOperations: [] });
    });

    it('counts all of 20 parallel votes by distinct voters', async () => {
      const request = await postRequest(await registerAccount('popular-asker'));
      const answer = await postAnswer(await registerAccount('popular-answerer'), request.id);
      const voters = await registerAccounts(20, 'crowd');
      const responses = await Promise.all(voters.map((voter) => vote(voter, answer)));
      expect(responses.map((response) => response.status)).to.deep.equal(Array(20).fill(200));
      expect(Math.max(...responses.map((response) => response.body.result.votes as number))).to.equal(20);
      expect((await readRequest(request.id)).answers[0]!.votes).to.equal(20);
    });

    it('counts exactly one of 20 parallel votes by the same voter', async () => {
      const request = await postRequest(await registerAccount('eager-asker'));
      const answer = await postAnswer(await registerAccount('eager-answerer'), request.id);
      const voter = await registerAccount('eager-voter');
      const responses = await Promise.all(Array.from({ length: 20 }, () => vote(voter, answer)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).to.deep.equal([200, ...Array(19).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409))
        expectError(refused, 409, 'already_voted');
      expect((await readRequest(request.id)).answers[0]!.votes).to.equal(1);
    });

    it('lists the answers of a request with the most votes first', async () => {
      const request = await postRequest(await registerAccount('ranked-asker'));
      const older = await postAnswer(await registerAccount('older'), request.id, { kind: 'advice' });
      const newer = await postAnswer(await registerAccount('newer'), request.id);
      for (const voter of await registerAccounts(2, 'ranker')) expect((await vote(voter, newer)).status).to.equal(200);
      const answers = (await readRequest(request.id)).answers;
      expect(answers.map((answer) => [answer.id, answer.votes])).to.deep.equal([
        [newer.id, 2],
        [older.id, 0],
      ]);
    });
  });

  describe('scopes', () => {
    it('refuses an API key without requests:write with 403 scope_missing for answering, voting and accepting', async () => {
      const author = await registerAccount('scoped-asker');
      const request = await postRequest(author);
      const answer = await postAnswer(await registerAccount('scoped-answerer'), request.id);
      const outsider = await registerAccount('scoped-outsider');
      const readOnly = (await createApiKey(outsider, ['jobs:write'])).secret;
      const authorKey = (await createApiKey(author, ['jobs:write'])).secret;
      const answering = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: readOnly,
        body: { kind: 'advice', body: 'x' },
      });
      expectError(answering, 403, 'scope_missing');
      expectError(
        await call('POST', `/v1/requests/${request.id}/answers/${answer.id}/vote`, { token: readOnly }),
        403,
        'scope_missing',
      );
      expectError(
        await call('POST', `/v1/requests/${request.id}/answers/${answer.id}/accept`, { token: authorKey }),
        403,
        'scope_missing',
      );
      const detail = await readRequest(request.id);
      expect(detail.answers.map((item) => [item.votes, item.status])).to.deep.equal([[0, 'open']]);
      expect(detail.acceptedAnswerId).to.equal(null);
    });

    it('lets an API key with requests:write answer and vote on behalf of its account', async () => {
      const request = await postRequest(await registerAccount('key-asker'));
      const answerer = await registerAccount('key-answerer');
      const key = (await createApiKey(answerer, ['requests:write'])).secret;
      const answered = await call('POST', `/v1/requests/${request.id}/answers`, {
        token: key,
        body: { kind: 'advice', body: 'via key' },
      });
      expect(answered.status, answered.text).to.equal(201);
      expect(answered.body.result.authorId).to.equal(answerer.id);
      const voterKey = (await createApiKey(await registerAccount('key-voter'), ['requests:write'])).secret;
      const voted = await call('POST', `/v1/requests/${request.id}/answers/${answered.body.result.id}/vote`, {
        token: voterKey,
      });
      expect(voted.body.result).to.deep.equal({ answerId: answered.body.result.id, votes: 1 });
    });
  });
});
