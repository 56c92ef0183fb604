import { expect } from 'chai';
import { defineWorkflow } from '../../services/core/workflows/workflow-definition.ts';
import { WorkflowEngine } from '../../services/core/workflows/workflow-engine.ts';
import { WORKFLOW_LEASE_MS } from '../../services/core/workflows/workflow-run.ts';
import { WorkflowsRepository } from '../../services/core/workflows/workflows.repository.ts';
import { runJob } from '../../services/worker/worker.ts';
import { createLogger } from '../../shared/logger.ts';
import { harness } from '../support/root-hooks.ts';
import { workerDeps } from '../webhooks/worker-deps.ts';

const DAY = 24 * 3600_000;

const noop = defineWorkflow('test-worker-noop', async (steps, input: { label: string }) =>
  steps.do('only', async () => input.label),
);

describe('worker: resume-workflows and the purge of finished workflows', () => {
  it('is scheduled in Agenda as a recurring job every 30 seconds', async () => {
    const job = await harness().mongo.db.collection('agenda_jobs').findOne({ name: 'resume-workflows' });
    expect(job, 'the worker schedules the recovery job at start').to.not.equal(null);
    expect(job?.repeatInterval).to.equal('30 seconds');
  });

  it('runs the recovery of the engine it is given, finishing a workflow whose runner stopped', async () => {
    const db = harness().mongo.db;
    const clock = { now: () => new Date() };
    const id = `test-worker-noop:${Date.now()}`;
    const stopped = new WorkflowEngine({
      workflows: new WorkflowsRepository(db),
      clock,
      logger: createLogger('silent', 'test'),
      observe: () => {
        throw new Error('stopped');
      },
    });
    await stopped.run(noop, id, { label: 'resumed' }).catch(() => undefined);

    const later = { now: () => new Date(Date.now() + WORKFLOW_LEASE_MS + 1000) };
    const deps = workerDeps(db, later, harness().config);
    (deps.workflows as WorkflowEngine).register(noop);
    await runJob({ kind: 'resume-workflows' }, deps);
    const stored = await new WorkflowsRepository(db).findById(id);
    expect(stored?.status).to.equal('succeeded');
    expect(stored?.result).to.equal('resumed');
  });

  it('deletes workflows a week after they finished and keeps unfinished ones', async function () {
    this.timeout(90_000);
    const db = harness().mongo.db;
    const startedAt = new Date(Date.now() - 30 * DAY);
    const at = (offset: number) => ({ now: () => new Date(startedAt.getTime() + offset) });
    const finished = `test-worker-noop:finished:${Date.now()}`;
    const unfinished = `test-worker-noop:unfinished:${Date.now()}`;
    const engine = (clock: { now(): Date }, observe?: () => void) =>
      new WorkflowEngine({
        workflows: new WorkflowsRepository(db),
        clock,
        logger: createLogger('silent', 'test'),
        ...(observe ? { observe } : {}),
      });
    await engine(at(0)).run(noop, finished, { label: 'done' });
    await engine(at(0), () => {
      throw new Error('stopped');
    })
      .run(noop, unfinished, { label: 'never' })
      .catch(() => undefined);
    const workflows = new WorkflowsRepository(db);
    const stored = async () =>
      (await Promise.all([finished, unfinished].map((id) => workflows.findById(id)))).filter(Boolean).length;

    await runJob({ kind: 'purge-expired-records' }, workerDeps(db, at(7 * DAY - 60_000), harness().config));
    expect(await stored(), 'both kept within a week').to.equal(2);
    await runJob({ kind: 'purge-expired-records' }, workerDeps(db, at(7 * DAY + 60_000), harness().config));
    expect(await stored(), 'the finished one is gone, the unfinished one stays').to.equal(1);
    expect(await workflows.findById(unfinished)).to.not.equal(null);
  });
});
