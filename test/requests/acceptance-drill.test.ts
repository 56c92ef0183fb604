import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import type { AnswerView } from '../../services/core/requests/types.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { postAnswer, postRequest } from './fixtures.ts';

interface Situation {
  author: TestAccount;
  offer: AnswerView;
  principal: Principal;
}

async function situation(credential: 'session' | 'key without spending policy'): Promise<Situation> {
  const author = await registerAccount('drill-asker');
  const request = await postRequest(author);
  const offer = await postAnswer(await registerAccount('drill-offerer'), request.id);
  const token = credential === 'session' ? author.token : (await createApiKey(author, ['requests:write'])).secret;
  return { author, offer, principal: await principalOf(token) };
}

function acceptIn(core: Parameters<typeof invoke>[0], { offer, principal }: Situation) {
  return invoke(core, 'acceptAnswer', principal, { params: { id: offer.requestId, answerId: offer.id } });
}

async function acceptancesOf(requestId: string) {
  return harness()
    .mongo.db.collection('request_acceptances')
    .find({ _id: requestId as never })
    .toArray();
}

async function dealsOf(answerId: string) {
  return harness().mongo.db.collection('deals').find({ 'source.kind': 'answer', 'source.id': answerId }).toArray();
}

describe('request answer acceptance: fault drill', () => {
  it('after a stop at any point, the request has one acceptance recording its one deal, announced once', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'accept-answer',
      setup: () => situation('session'),
      act: acceptIn,
      async check({ offer }) {
        const acceptances = await acceptancesOf(offer.requestId);
        const deals = await dealsOf(offer.id);
        expect(deals, 'deals of the accepted offer').to.have.length(1);
        expect(acceptances.map((acceptance) => [acceptance.answerId, acceptance.dealId])).to.deep.equal([
          [offer.id, deals[0]!._id],
        ]);
        const created = await harness()
          .mongo.db.collection('outbox')
          .countDocuments({ event: 'deal.created', 'payload.deal.id': deals[0]!._id });
        expect(created, 'deal.created events').to.equal(1);
        const read = await call('GET', `/v1/requests/${offer.requestId}`);
        expect(read.body.result.answers[0]).to.include({ status: 'accepted', dealId: deals[0]!._id });
      },
    });
  });

  it('after a stop at any point of a refused acceptance, the claim is given back once and the author can accept again', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'accept-answer',
      setup: () => situation('key without spending policy'),
      act: (core, current) =>
        acceptIn(core, current).catch((error: unknown) => {
          if (error instanceof AppError && error.slug === 'spending_limit_exceeded') return error;
          throw error;
        }),
      async check({ author, offer }) {
        expect(await acceptancesOf(offer.requestId), 'acceptances').to.deep.equal([]);
        expect(await dealsOf(offer.id), 'deals').to.deep.equal([]);
        const again = await call('POST', `/v1/requests/${offer.requestId}/answers/${offer.id}/accept`, {
          token: author.token,
        });
        expect(again.status, again.text).to.equal(200);
        expect(await dealsOf(offer.id)).to.have.length(1);
      },
    });
  });
});
