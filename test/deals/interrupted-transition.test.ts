import { expect } from 'chai';
import type { DealTransitionDocument } from '../../services/core/deals/types.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { dealIn, dealStep } from './fixtures.ts';

/** Leaves the claim a winner of `fundDeal` would leave if it stopped before writing the deal. */
async function interruptedFunding(deal: { id: string; buyerId: string; history: Array<{ sequence: number }> }, effects: DealTransitionDocument['effects']) {
  const sequence = deal.history.at(-1)!.sequence + 1;
  await harness().mongo.db.collection<DealTransitionDocument>('deal_transitions').insertOne({
    _id: `${deal.id}#${sequence}`,
    dealId: deal.id,
    sequence,
    from: 'approved',
    to: 'funded',
    operation: 'fundDeal',
    by: deal.buyerId,
    at: new Date(),
    effects,
  });
  return sequence;
}

describe('deals: a transition interrupted between moving money and writing the deal', () => {
  it('is finished by the next reader with the money it recorded, announced once, and the deal moves on', async () => {
    const { parties, deal } = await dealIn('approved');
    const payment = { processor: 'sandbox', sandbox: true, holdReference: 'sbx_interrupted', releaseReference: null, refundReference: null } as const;
    const sequence = await interruptedFunding(deal, { payment });

    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.seller.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result.status).to.equal('funded');
    expect(read.body.result.payment.holdReference).to.equal('sbx_interrupted');
    expect(read.body.result.history.map((entry: { sequence: number }) => entry.sequence)).to.deep.equal([...deal.history.map((entry: { sequence: number }) => entry.sequence), sequence]);
    const again = await call('GET', `/v1/deals/${deal.id}`, { token: parties.buyer.token });
    expect(again.body.result.history, 'finishing twice changes nothing').to.deep.equal(read.body.result.history);

    const events = await harness().mongo.db.collection<EventRecord>('outbox').find({ kind: 'event', event: 'deal.status_changed' }).toArray();
    const announced = events.filter((event) => (event.payload.deal as { id: string }).id === deal.id && event.payload.to === 'funded');
    expect(announced).to.have.length(1);

    const started = await dealStep(parties.seller.token, deal.id, 'start');
    expect(started.status, started.text).to.equal(200);
    expect(started.body.result.status).to.equal('in_progress');
  });

  it('is left alone while its winner has not recorded what it did: the deal keeps its state and refuses the step', async () => {
    const { parties, deal } = await dealIn('approved');
    await interruptedFunding(deal, null);

    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.buyer.token });
    expect(read.body.result.status).to.equal('approved');
    expect(read.body.result.payment).to.equal(null);
    const funded = await dealStep(parties.buyer.token, deal.id, 'fund');
    expect(funded.status, funded.text).to.equal(409);
    expect(funded.body.errors[0].slug).to.equal('invalid_transition');
  });
});
