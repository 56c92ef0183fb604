import { expect } from 'chai';
import type { RequestBody } from '../../shared/openapi/operation-types.ts';
import { registerAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { harness } from '../support/root-hooks.ts';
import { claimBody, claimWithReportedSale, publishMandate } from './fixtures.ts';

const db = () => harness().mongo.db;

describe('claims: fault drills', () => {
  it('registration: after a stop at any point, the claim exists once and its deadline job is persisted', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'register-claim',
      async setup() {
        const mandate = await publishMandate((await registerAccount('drill-provider')).token);
        return {
          body: claimBody(mandate.id),
          principal: await principalOf((await registerAccount('drill-agent')).token),
        };
      },
      act: (core, { body, principal }) =>
        invoke(core, 'createClaim', principal, { body: body as RequestBody<'createClaim'> }),
      async check({ body }) {
        const claims = await db().collection('claims').find({ mandateId: body.mandateId }).toArray();
        expect(
          claims.map((claim) => claim.buyer.legalName),
          'claims',
        ).to.deep.equal([body.buyer.legalName]);
        const jobs = await db()
          .collection('agenda_jobs')
          .find({ name: 'claim-decision-deadline', 'data.claimId': claims[0]!._id })
          .toArray();
        expect(jobs, 'deadline jobs').to.not.be.empty;
        for (const job of jobs) expect(job.nextRunAt?.getTime()).to.equal(claims[0]!.decisionDeadline.getTime());
      },
    });
  });

  it('sale confirmation: after a stop at any point, the sale is confirmed and one pay_reward approval is opened, announced and recorded', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'confirm-sale',
      async setup() {
        const { provider, claim } = await claimWithReportedSale();
        return { claimId: claim.id as string, principal: await principalOf(provider.token) };
      },
      act: (core, { claimId, principal }) => invoke(core, 'confirmSale', principal, { params: { id: claimId } }),
      async check({ claimId }) {
        const approvals = await db()
          .collection('approvals')
          .find({ 'subject.kind': 'claim', 'subject.id': claimId })
          .toArray();
        expect(
          approvals.map((approval) => [approval.action, approval.status]),
          'approvals',
        ).to.deep.equal([['pay_reward', 'pending']]);
        const requested = await db()
          .collection('outbox')
          .countDocuments({ event: 'approval.requested', 'payload.approval.subject.id': claimId });
        expect(requested, 'approval.requested events').to.equal(1);
        const facts = await db().collection('claim_facts').find({ claimId }).toArray();
        const valueOf = (name: string) => facts.find((fact) => String(fact._id) === `${claimId}#${name}`)?.value;
        expect(valueOf('saleReview')).to.include({ outcome: 'confirmed' });
        expect(valueOf('rewardRequest')).to.include({ approvalId: approvals[0]!._id });
        expect(
          (
            await db()
              .collection('claims')
              .findOne({ _id: claimId as never })
          )?.status,
        ).to.equal('sale_confirmed');
      },
    });
  });
});
