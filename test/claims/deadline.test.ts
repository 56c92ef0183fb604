import { expect } from 'chai';
import { claimDeadlinesOn } from '../../services/core/claims/claim-deadlines.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { enforceClaimDecisionDeadline } from '../../services/worker/jobs/claim-decision-deadline.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { publishMandate, registerLead } from './fixtures.ts';

const HOUR = 3_600_000;

async function provisionalClaim() {
  const provider = await registerAccount('provider');
  const agent = await registerAccount('agent');
  const mandate = await publishMandate(provider.token);
  const claim = await registerLead(agent.token, mandate.id);
  return { provider, agent, claim };
}

/** Moves the stored deadline, as if the claim had been registered earlier. */
async function moveDeadline(claimId: string, deadline: Date): Promise<void> {
  await harness()
    .mongo.db.collection('claims')
    .updateOne({ _id: claimId as never }, { $set: { decisionDeadline: deadline } });
}

/** Runs the worker's job function for the claim with the clock at `now`. */
function runDeadlineJobAt(claimId: string, now: Date) {
  const db = harness().mongo.db;
  return enforceClaimDecisionDeadline(claimId, claimDeadlinesOn(db, agendaJobScheduler(db), { now: () => now }));
}

describe('claims: the decision deadline job', () => {
  it('persists an Agenda job that runs at the claim deadline', async () => {
    const { claim } = await provisionalClaim();
    const jobs = await harness()
      .mongo.db.collection('agenda_jobs')
      .find({ name: 'claim-decision-deadline', 'data.claimId': claim.id })
      .toArray();
    expect(jobs).to.have.length(1);
    expect(jobs[0]?.nextRunAt?.toISOString()).to.equal(claim.decisionDeadline);
  });

  it('accepts an undecided claim at the deadline (decision by: deadline) and then refuses a late decision', async () => {
    const { provider, agent, claim } = await provisionalClaim();
    const deadline = new Date(claim.decisionDeadline);
    expect(await runDeadlineJobAt(claim.id, new Date(deadline.getTime() - 1))).to.equal('rescheduled');
    expect(
      (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.status,
      'not before the deadline',
    ).to.equal('provisional');

    expect(await runDeadlineJobAt(claim.id, deadline)).to.equal('accepted');
    const asProvider = await call('GET', `/v1/claims/${claim.id}`, { token: provider.token });
    expect(asProvider.body.result.status).to.equal('accepted');
    expect(asProvider.body.result.decision).to.deep.equal({
      outcome: 'accepted',
      by: 'deadline',
      reason: null,
      at: deadline.toISOString(),
    });
    expect(asProvider.body.result.contact, 'an accepted claim reveals the contact').to.deep.equal(claim.contact);
    expectError(
      await call('POST', `/v1/claims/${claim.id}/decision`, {
        token: provider.token,
        body: { decision: 'reject', reason: 'late' },
      }),
      409,
      'invalid_transition',
    );
  });

  it('reschedules itself when it runs before the deadline', async () => {
    const { claim } = await provisionalClaim();
    const early = new Date(new Date(claim.decisionDeadline).getTime() - HOUR);
    expect(await runDeadlineJobAt(claim.id, early)).to.equal('rescheduled');
    const jobs = await harness()
      .mongo.db.collection('agenda_jobs')
      .find({ name: 'claim-decision-deadline', 'data.claimId': claim.id })
      .toArray();
    expect(jobs.map((job) => job.nextRunAt?.toISOString())).to.deep.equal([
      claim.decisionDeadline,
      claim.decisionDeadline,
    ]);
  });

  it('takes a second deadline job of the same claim (a repeated scheduling) as a no-op', async () => {
    const { agent, claim } = await provisionalClaim();
    const deadline = new Date(claim.decisionDeadline);
    expect(await runDeadlineJobAt(claim.id, deadline)).to.equal('accepted');
    expect(await runDeadlineJobAt(claim.id, new Date(deadline.getTime() + HOUR))).to.equal('already_decided');
    const read = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
    expect(read.body.result.decision).to.deep.equal({
      outcome: 'accepted',
      by: 'deadline',
      reason: null,
      at: deadline.toISOString(),
    });
  });

  it('leaves a claim the provider decided in time as it is', async () => {
    const { provider, agent, claim } = await provisionalClaim();
    await call('POST', `/v1/claims/${claim.id}/decision`, {
      token: provider.token,
      body: { decision: 'reject', reason: 'Existing customer.' },
    });
    expect(await runDeadlineJobAt(claim.id, new Date(claim.decisionDeadline))).to.equal('already_decided');
    expect((await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.status).to.equal(
      'rejected',
    );
  });

  it('refuses a provider decision once the deadline has passed, even before the job ran', async () => {
    const { provider, claim } = await provisionalClaim();
    await moveDeadline(claim.id, new Date(Date.now() - 1000));
    const error = expectError(
      await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } }),
      409,
      'invalid_transition',
    );
    expect(error.message).to.match(/deadline/);
  });

  it('is run by the real worker: a due job accepts the claim', async function () {
    this.timeout(30_000);
    const { agent, claim } = await provisionalClaim();
    await moveDeadline(claim.id, new Date(Date.now() - 1000));
    await agendaJobScheduler(harness().mongo.db).schedule(new Date(), {
      kind: 'claim-decision-deadline',
      claimId: claim.id,
    });
    let status = 'provisional';
    for (let waited = 0; waited < 20_000 && status === 'provisional'; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.status;
    }
    expect(status).to.equal('accepted');
  });
});
