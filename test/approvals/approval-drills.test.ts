import { expect } from 'chai';
import { ApprovalsRepository } from '../../services/core/approvals/approvals.repository.ts';
import { ApprovalsService } from '../../services/core/approvals/approvals.service.ts';
import type { ApprovalOpening, GateApproval } from '../../services/core/approvals/approval-gate.ts';
import { WorkflowEngine } from '../../services/core/workflows/workflow-engine.ts';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { registerAccount } from '../support/factories.ts';
import { Crash, coreAfterLease, drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { claimAwaitingRewardApproval } from '../claims/fixtures.ts';

const db = () => harness().mongo.db;

/** An approvals gate over the test database with an engine of its own (each engine defines the decision once). */
function gateAt(clock: Clock, approvals?: ApprovalsRepository): { gate: ApprovalsService; workflows: WorkflowEngine } {
  const { repositories } = coreAfterLease();
  const workflows = new WorkflowEngine({
    workflows: repositories.workflows,
    clock,
    logger: createLogger('silent', 'drill'),
  });
  return {
    gate: new ApprovalsService({
      approvals: approvals ?? repositories.approvals,
      outbox: repositories.outbox,
      workflows,
      clock,
    }),
    workflows,
  };
}

/** A gate whose repository dies after claiming a slot, before writing its approval. */
function gateDyingAfterSlot(): ApprovalsService {
  const repository = new ApprovalsRepository(db());
  const dying = Object.create(repository, {
    insertApproval: {
      value: async () => {
        throw new Crash('stopped between the slot and the approval');
      },
    },
  }) as ApprovalsRepository;
  return gateAt(systemClock, dying).gate;
}

async function opening(key: string): Promise<ApprovalOpening> {
  const [approver, requester] = await Promise.all([
    registerAccount('top-up-approver'),
    registerAccount('top-up-requester'),
  ]);
  return {
    subject: { kind: 'top_up', id: `ctu_${key}` },
    action: 'top_up',
    approverAccountId: approver.id,
    requestedBy: requester.id,
    amount: 500,
    currency: 'EUR',
    key,
  };
}

describe('approvals: fault drills', () => {
  it('opening: an opener that died between the slot and the approval leaves one approval, written and announced once by the next opener or reader', async () => {
    const first = await opening(`drill-${Date.now()}`);
    const error = await gateDyingAfterSlot()
      .open(first)
      .then(
        () => null,
        (stopped: unknown) => stopped,
      );
    expect(error).to.be.instanceOf(Crash);

    const { gate } = gateAt(systemClock);
    const read = await gate.latest(first.subject, 'top_up');
    const again = await gate.open(first);
    expect(again.id).to.equal(read?.id);
    expect(again).to.include({ status: 'pending', key: first.key });
    const other = await gate.open({ ...first, key: 'another-opener' }).then(
      () => null,
      (refused: { slug?: string; items?: { meta?: unknown }[] }) => refused,
    );
    expect(other?.slug).to.equal('invalid_transition');
    expect(other?.items?.[0]?.meta).to.deep.include({ pendingApprovalId: again.id });

    expect(await db().collection('approvals').countDocuments({ 'subject.id': first.subject.id }), 'approvals').to.equal(
      1,
    );
    expect(
      await db().collection('outbox').countDocuments({ event: 'approval.requested', 'payload.approval.id': again.id }),
      'approval.requested events',
    ).to.equal(1);
  });

  it('deciding: after a stop at any point, the decision is recorded once, announced once, and the claim records the payable reward once with the approval applied', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'approval-decision',
      async setup() {
        const situation = await claimAwaitingRewardApproval();
        return { ...situation, principal: await principalOf(situation.provider.token) };
      },
      act: (core, { approvalId, principal }) =>
        invoke(core, 'approveApproval', principal, { params: { id: approvalId }, body: {} }),
      async check({ approvalId, claim, agent }) {
        const approval = await db()
          .collection('approvals')
          .findOne({ _id: approvalId as never });
        expect(approval).to.include({ status: 'applied' });
        expect(approval?.appliedAt).to.be.instanceOf(Date);
        expect(
          await db()
            .collection('approval_decisions')
            .countDocuments({ _id: approvalId as never }),
          'decisions',
        ).to.equal(1);
        expect(
          await db()
            .collection('approval_applications')
            .countDocuments({ _id: approvalId as never }),
          'applications',
        ).to.equal(1);
        expect(
          await db()
            .collection('outbox')
            .countDocuments({ event: 'approval.decided', 'payload.approval.id': approvalId }),
          'approval.decided events',
        ).to.equal(1);
        const outcomes = await db()
          .collection('claim_facts')
          .find({ _id: `${claim.id}#rewardOutcome` as never })
          .toArray();
        expect(
          outcomes.map((fact) => [fact.value.status, fact.value.approvalId]),
          'reward outcomes',
        ).to.deep.equal([['payable', approvalId]]);
        const read = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
        expect(read.body.result).to.include({ rewardStatus: 'payable', rewardApprovalId: approvalId });
      },
    });
  });

  it('deciding: a listener that fails is called again by the recovery job until it succeeds, after one decision', async () => {
    const calls: string[] = [];
    const flakyListener = async (approval: GateApproval) => {
      calls.push(approval.status);
      if (calls.length === 1) throw new Error('the ledger is unreachable');
    };
    const { gate } = gateAt(systemClock);
    gate.onDecided('top_up', flakyListener);
    const approval = await gate.open(await opening(`listener-${Date.now()}`));
    const failed = await gate.decide(approval.approverAccountId, approval.id, 'approved', null).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).to.be.instanceOf(Error);
    expect((await gate.find(approval.id))?.status).to.equal('approved');

    const later: Clock = { now: () => new Date(Date.now() + 10 * 60_000) };
    const recovered = gateAt(later);
    recovered.gate.onDecided('top_up', flakyListener);
    expect(await recovered.workflows.resume(`approval-decision:${approval.id}`)).to.equal('succeeded');
    expect(calls).to.deep.equal(['approved', 'approved']);
    expect(
      await db().collection('outbox').countDocuments({ event: 'approval.decided', 'payload.approval.id': approval.id }),
    ).to.equal(1);
  });
});
