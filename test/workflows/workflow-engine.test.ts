import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import type { WorkflowPoint } from '../../services/core/workflows/workflow-definition.ts';
import { defineWorkflow } from '../../services/core/workflows/workflow-definition.ts';
import { MAX_RESUME_ATTEMPTS, resumeBackoffMs, WorkflowEngine } from '../../services/core/workflows/workflow-engine.ts';
import { WORKFLOW_LEASE_MS } from '../../services/core/workflows/workflow-run.ts';
import { WorkflowsRepository } from '../../services/core/workflows/workflows.repository.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createLogger } from '../../shared/logger.ts';
import { insertOnce } from '../../shared/mongo.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

/** What the toy workflow's steps did: an effect per step, idempotent by key, and a count of every execution. */
interface EffectDocument {
  _id: string;
}

class Crash extends Error {}

interface Toy {
  steps: string[];
  /** Step that refuses for good, or fails transiently while `transient` is set. */
  refuseAt?: string;
  transientAt?: string;
}

/** The engine's own database (see `before`). */
let db: Db;
const executions: string[] = [];
let transientFailures = true;

/** Three steps, each an idempotent insert under a key derived from the workflow id, each undone by another insert. */
const toyWorkflow = defineWorkflow('test-toy', async (steps, input: Toy) => {
  const effects = db.collection<EffectDocument>('workflow_test_effects');
  const outputs: string[] = [];
  for (const name of input.steps) {
    outputs.push(
      await steps.do(
        name,
        async () => {
          executions.push(`${steps.workflowId}:${name}`);
          if (input.refuseAt === name) throw new AppError('payment_failed', { message: `step ${name} refused` });
          if (input.transientAt === name && transientFailures) throw new Error(`step ${name} is unreachable`);
          await insertOnce(effects, { _id: `${steps.workflowId}:${name}` });
          return `${name}-done`;
        },
        async () => {
          executions.push(`${steps.workflowId}:undo:${name}`);
          await insertOnce(effects, { _id: `${steps.workflowId}:undo:${name}` });
        },
      ),
    );
  }
  return outputs;
});

/** Steps named `r*` are repeatable inserts; the others are plain steps. `pause` moves the clock before a step. */
const mixedWorkflow = defineWorkflow(
  'test-mixed',
  async (steps, input: { steps: string[]; pause?: { before: string; ms: number } }) => {
    const effects = db.collection<EffectDocument>('workflow_test_effects');
    for (const name of input.steps) {
      if (input.pause?.before === name) mixedClock.set(new Date(mixedClock.now().getTime() + input.pause.ms));
      const action = async () => {
        executions.push(`${steps.workflowId}:${name}`);
        await insertOnce(effects, { _id: `${steps.workflowId}:${name}` });
        return `${name}-done`;
      };
      await (name.startsWith('r') ? steps.doRepeatable(name, action) : steps.do(name, action));
    }
    return null;
  },
);
let mixedClock: SettableClock;

function engine(clock: SettableClock, observe?: (point: WorkflowPoint) => void): WorkflowEngine {
  const built = new WorkflowEngine({
    workflows: new WorkflowsRepository(db),
    clock,
    logger: createLogger('silent', 'test'),
    ...(observe ? { observe } : {}),
  });
  built.register(toyWorkflow);
  built.register(mixedWorkflow);
  return built;
}

function workflowId(): string {
  return `test-toy:${randomBytes(6).toString('hex')}`;
}

async function effectsOf(id: string): Promise<string[]> {
  const found = await db
    .collection<EffectDocument>('workflow_test_effects')
    .find({ _id: { $regex: `^${id}:` } })
    .toArray();
  return found.map((effect) => effect._id.slice(id.length + 1)).sort();
}

function executionsOf(id: string): string[] {
  return executions
    .filter((execution) => execution.startsWith(`${id}:`))
    .map((execution) => execution.slice(id.length + 1));
}

/** Every point a run of the three-step toy passes, in order: the drills stop the run at each in turn. */
/** Where a run can stop unfinished: the last step is recorded by the write that ends the workflow. */
const POINTS: Array<Pick<WorkflowPoint, 'step' | 'phase'>> = [
  { step: null, phase: 'started' },
  ...['a', 'b'].flatMap((step) => [
    { step, phase: 'done' as const },
    { step, phase: 'recorded' as const },
  ]),
  { step: 'c', phase: 'done' },
];

describe('workflows: the engine', () => {
  let clock: SettableClock;

  before(async () => {
    // A database of its own: the recovery job under test walks every stalled workflow, and the rest of the suite leaves many.
    db = harness().mongo.client.db(`workflow_engine_${randomBytes(4).toString('hex')}`);
    await new WorkflowsRepository(db).ensureIndexes();
  });

  after(async () => {
    await db.dropDatabase();
  });

  beforeEach(() => {
    clock = new SettableClock(new Date());
    mixedClock = clock;
    transientFailures = true;
  });

  it('runs the steps in order, records each output and answers the result', async () => {
    const id = workflowId();
    const result = await engine(clock).run(toyWorkflow, id, { steps: ['a', 'b', 'c'] });
    expect(result).to.deep.equal(['a-done', 'b-done', 'c-done']);
    const stored = await new WorkflowsRepository(db).findById(id);
    expect(stored?.status).to.equal('succeeded');
    expect(stored?.resumeAt).to.equal(null);
    expect(Object.keys(stored?.steps ?? {})).to.deep.equal(['a', 'b', 'c']);
  });

  it('answers a second start of the same id with the first result and runs nothing again', async () => {
    const id = workflowId();
    await engine(clock).run(toyWorkflow, id, { steps: ['a', 'b'] });
    const again = await engine(clock).run(toyWorkflow, id, { steps: ['a', 'b'] });
    expect(again).to.deep.equal(['a-done', 'b-done']);
    expect(executionsOf(id)).to.deep.equal(['a', 'b']);
  });

  it('undoes the finished steps in reverse order when a step refuses for good, ends failed and keeps refusing', async () => {
    const id = workflowId();
    const input = { steps: ['a', 'b', 'c'], refuseAt: 'c' };
    const refusal = await engine(clock)
      .run(toyWorkflow, id, input)
      .catch((error: unknown) => error);
    expect(refusal).to.be.instanceOf(AppError).with.property('slug', 'payment_failed');
    expect(executionsOf(id)).to.deep.equal(['a', 'b', 'c', 'undo:b', 'undo:a']);
    const stored = await new WorkflowsRepository(db).findById(id);
    expect(stored?.status).to.equal('failed');
    expect(stored?.failure).to.deep.include({ step: 'c', slug: 'payment_failed' });
    const retried = await engine(clock)
      .run(toyWorkflow, id, input)
      .catch((error: unknown) => error);
    expect(retried).to.be.instanceOf(AppError).with.property('slug', 'payment_failed');
    expect(executionsOf(id)).to.have.length(5);
  });

  it('refuses a second start while the first runner is still on it, with 409 operation_in_progress', async () => {
    const id = workflowId();
    const stopped = engine(clock, (point) => {
      if (point.workflowId === id && point.phase === 'started') throw new Crash();
    });
    await stopped.run(toyWorkflow, id, { steps: ['a'] }).catch(() => undefined);
    const second = await engine(clock)
      .run(toyWorkflow, id, { steps: ['a'] })
      .catch((error: unknown) => error);
    expect(second).to.be.instanceOf(AppError).with.property('slug', 'operation_in_progress');
  });

  it('records the last step in the write that ends the workflow', async () => {
    const id = workflowId();
    const stopped = engine(clock, (seen) => {
      if (seen.workflowId === id && seen.step === 'c' && seen.phase === 'recorded') throw new Crash();
    });
    await stopped.run(toyWorkflow, id, { steps: ['a', 'b', 'c'] }).catch(() => undefined);
    const stored = await new WorkflowsRepository(db).findById(id);
    expect(stored?.status).to.equal('succeeded');
    expect(Object.keys(stored?.steps ?? {})).to.deep.equal(['a', 'b', 'c']);
    expect(await engine(clock).resume(id)).to.equal('finished');
    expect(executionsOf(id)).to.deep.equal(['a', 'b', 'c']);
  });

  for (const point of POINTS) {
    it(`finishes a run stopped at ${point.step ?? 'the start'} (${point.phase}) in a fresh engine, each effect once`, async () => {
      const id = workflowId();
      const stopped = engine(clock, (seen) => {
        if (seen.workflowId === id && seen.step === point.step && seen.phase === point.phase) throw new Crash();
      });
      const crash = await stopped.run(toyWorkflow, id, { steps: ['a', 'b', 'c'] }).catch((error: unknown) => error);
      expect(crash, 'the run was stopped').to.not.be.an('array');

      const fresh = engine(clock);
      expect(await fresh.resume(id), 'the runner is not yet presumed dead').to.equal('owned');
      clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
      const outcomes = await fresh.resumeStalled();
      expect(outcomes[id]).to.equal('succeeded');
      expect(await effectsOf(id)).to.deep.equal(['a', 'b', 'c']);
      const stored = await new WorkflowsRepository(db).findById(id);
      expect(stored?.status).to.equal('succeeded');
      expect(stored?.result).to.deep.equal(['a-done', 'b-done', 'c-done']);
      const ranTwice = point.phase === 'done' ? [point.step] : [];
      expect(
        executionsOf(id).filter((step, index, all) => all.indexOf(step) !== index),
        'only a step stopped before its record runs again',
      ).to.deep.equal(ranTwice);
    });
  }

  it('finishes a compensation stopped half-way, each step undone once', async () => {
    const id = workflowId();
    const stopped = engine(clock, (seen) => {
      if (seen.workflowId === id && seen.step === 'b' && seen.phase === 'compensated') throw new Crash();
    });
    await stopped.run(toyWorkflow, id, { steps: ['a', 'b', 'c'], refuseAt: 'c' }).catch(() => undefined);
    expect((await new WorkflowsRepository(db).findById(id))?.status).to.equal('compensating');

    clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
    expect((await engine(clock).resumeStalled())[id]).to.equal('failed');
    expect(await effectsOf(id)).to.deep.equal(['a', 'b', 'undo:a', 'undo:b']);
    expect(executionsOf(id).filter((step) => step.startsWith('undo:'))).to.deep.equal(['undo:b', 'undo:a']);
    expect((await new WorkflowsRepository(db).findById(id))?.status).to.equal('failed');
  });

  it('leaves a run that met a transient error for the recovery job, which finishes it once the error is gone', async () => {
    const id = workflowId();
    const error = await engine(clock)
      .run(toyWorkflow, id, { steps: ['a', 'b'], transientAt: 'b' })
      .catch((thrown: unknown) => thrown);
    expect(error).to.be.instanceOf(Error).and.not.instanceOf(AppError);
    expect((await new WorkflowsRepository(db).findById(id))?.status).to.equal('running');

    clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
    expect((await engine(clock).resumeStalled())[id]).to.equal('stalled');
    transientFailures = false;
    expect((await engine(clock).resumeStalled())[id], 'not before its backoff').to.equal(undefined);
    clock.set(new Date(clock.now().getTime() + resumeBackoffMs(1) + 1));
    expect((await engine(clock).resumeStalled())[id]).to.equal('succeeded');
    expect(await effectsOf(id)).to.deep.equal(['a', 'b']);
  });

  it(`undoes a run still failing after ${MAX_RESUME_ATTEMPTS} takeovers and ends it failed with operation_abandoned`, async () => {
    const id = workflowId();
    await engine(clock)
      .run(toyWorkflow, id, { steps: ['a', 'b'], transientAt: 'b' })
      .catch(() => undefined);
    for (let attempt = 1; attempt <= MAX_RESUME_ATTEMPTS + 1; attempt += 1) {
      clock.set(new Date(clock.now().getTime() + resumeBackoffMs(attempt) + WORKFLOW_LEASE_MS));
      await engine(clock).resumeStalled();
    }
    const stored = await new WorkflowsRepository(db).findById(id);
    expect(stored?.status).to.equal('failed');
    expect(stored?.failure?.slug).to.equal('operation_abandoned');
    expect(await effectsOf(id)).to.deep.equal(['a', 'undo:a']);
  });

  it('passes over a workflow of a kind it does not know, leaving it for a process that does', async () => {
    const id = workflowId();
    await engine(clock, (seen) => {
      if (seen.workflowId === id && seen.phase === 'started') throw new Crash();
    })
      .run(toyWorkflow, id, { steps: ['a'] })
      .catch(() => undefined);
    clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
    const unaware = new WorkflowEngine({
      workflows: new WorkflowsRepository(db),
      clock,
      logger: createLogger('silent', 'test'),
    });
    expect((await unaware.resumeStalled())[id]).to.equal('unknown_kind');
    expect((await unaware.resumeStalled())[id], 'postponed, so it does not hold up the others').to.equal(undefined);
    clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
    expect((await engine(clock).resumeStalled())[id]).to.equal('succeeded');
  });

  it('lets one of several parallel recoverers take a stalled workflow over', async () => {
    const id = workflowId();
    await engine(clock, (seen) => {
      if (seen.workflowId === id && seen.phase === 'started') throw new Crash();
    })
      .run(toyWorkflow, id, { steps: ['a', 'b'] })
      .catch(() => undefined);
    clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => engine(clock).resume(id)));
    expect(outcomes.filter((outcome) => outcome === 'succeeded')).to.have.length(1);
    expect(executionsOf(id)).to.deep.equal(['a', 'b']);
  });

  describe('repeatable steps', () => {
    function recordOrder(id: string): { engine: WorkflowEngine; points: string[] } {
      const points: string[] = [];
      return {
        engine: engine(clock, (seen) => {
          if (seen.workflowId === id && seen.step) points.push(`${seen.phase} ${seen.step}`);
        }),
        points,
      };
    }

    it("records repeatable steps only with a plain step's record or the end, never on their own", async () => {
      const id = workflowId();
      const run = recordOrder(id);
      await run.engine.run(mixedWorkflow, id, { steps: ['r1', 'r2', 'p', 'r3'] });
      expect(run.points).to.deep.equal([
        'done r1',
        'done r2',
        'done p',
        'recorded r1',
        'recorded r2',
        'recorded p',
        'done r3',
        'recorded r3',
      ]);
      expect(Object.keys((await new WorkflowsRepository(db).findById(id))?.steps ?? {})).to.have.members([
        'r1',
        'r2',
        'p',
        'r3',
      ]);
    });

    it('runs the unrecorded repeatable steps again after a crash, each effect once', async () => {
      const id = workflowId();
      await engine(clock, (seen) => {
        if (seen.workflowId === id && seen.step === 'r2' && seen.phase === 'done') throw new Crash();
      })
        .run(mixedWorkflow, id, { steps: ['r1', 'r2', 'p'] })
        .catch(() => undefined);
      clock.set(new Date(clock.now().getTime() + WORKFLOW_LEASE_MS + 1));
      expect((await engine(clock).resumeStalled())[id]).to.equal('succeeded');
      expect(executionsOf(id)).to.deep.equal(['r1', 'r2', 'r1', 'r2', 'p']);
      expect(await effectsOf(id)).to.deep.equal(['p', 'r1', 'r2']);
    });

    it('records them once half the lease is spent, so a slow run is not taken over', async () => {
      const id = workflowId();
      const run = recordOrder(id);
      await run.engine.run(mixedWorkflow, id, {
        steps: ['r1', 'r2', 'r3'],
        pause: { before: 'r2', ms: WORKFLOW_LEASE_MS / 2 },
      });
      expect(run.points).to.deep.equal(['done r1', 'recorded r1', 'done r2', 'done r3', 'recorded r2', 'recorded r3']);
    });
  });
});
