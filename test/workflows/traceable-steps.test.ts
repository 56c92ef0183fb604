import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { defineWorkflow } from '../../services/core/workflows/workflow-definition.ts';
import {
  MAX_RESUME_ATTEMPTS,
  resumeBackoffMs,
  WorkflowEngine,
  type ResumeOutcome,
} from '../../services/core/workflows/workflow-engine.ts';
import { WORKFLOW_LEASE_MS } from '../../services/core/workflows/workflow-run.ts';
import { WorkflowsRepository } from '../../services/core/workflows/workflows.repository.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createLogger } from '../../shared/logger.ts';
import { insertOnce } from '../../shared/mongo.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

/**
 * How the world outside the engine behaves for one test: whether the payment's answer is lost after it was made,
 * whether it is never made, whether the place it is looked up in answers, whether it refused, whether `confirm`
 * keeps failing.
 */
interface World {
  payment: 'made, answer lost' | 'never made' | 'refused';
  lookup: 'answers' | 'down';
  confirm: 'works' | 'fails';
}

interface Effect {
  _id: string;
}

let db: Db;
let world: World;

const effects = () => db.collection<Effect>('traceable_test_effects');

/** reserve (undone by a compensation), pay (traceable, cannot be undone), confirm. */
const purchase = defineWorkflow('test-traceable-purchase', async (steps) => {
  const key = (name: string) => `${steps.workflowId}:${name}`;
  await steps.do(
    'reserve',
    () => insertOnce(effects(), { _id: key('reserve') }),
    async () => void (await insertOnce(effects(), { _id: key('undo:reserve') })),
  );
  const paid = await steps.doTraceable(
    'pay',
    async () => {
      if (world.payment !== 'made, answer lost') throw new Error('the processor is unreachable');
      await insertOnce(effects(), { _id: key('pay') });
      throw new Error('the answer was lost');
    },
    {
      async find() {
        if (world.lookup === 'down') throw new Error('the processor cannot be asked');
        if (world.payment === 'refused') throw new AppError('payment_failed', { message: 'declined' });
        return (await effects().findOne({ _id: key('pay') })) ? 'paid' : null;
      },
      showUnknown: async () => void (await insertOnce(effects(), { _id: key('shown:unknown') })),
    },
  );
  await steps.do('confirm', async () => {
    if (world.confirm === 'fails') throw new Error('the database is busy');
    await insertOnce(effects(), { _id: key('confirm') });
  });
  return paid;
});

function engine(clock: SettableClock): WorkflowEngine {
  const built = new WorkflowEngine({
    workflows: new WorkflowsRepository(db),
    clock,
    logger: createLogger('silent', 'test'),
  });
  built.register(purchase);
  return built;
}

async function effectsOf(id: string): Promise<string[]> {
  const found = await effects()
    .find({ _id: { $regex: `^${id}:` } })
    .toArray();
  return found.map((effect) => effect._id.slice(id.length + 1)).sort();
}

describe('workflows: giving up on a traceable step asks what it did first', () => {
  let clock: SettableClock;
  let attempt: number;

  before(async () => {
    db = harness().mongo.client.db(`workflow_traceable_${randomBytes(4).toString('hex')}`);
    await new WorkflowsRepository(db).ensureIndexes();
  });

  after(async () => {
    await db.dropDatabase();
  });

  beforeEach(() => {
    clock = new SettableClock(new Date());
    attempt = 0;
  });

  /** Starts the purchase, which fails transiently at `pay`, and answers its id. */
  async function started(): Promise<string> {
    const id = `test-traceable-purchase:${randomBytes(6).toString('hex')}`;
    await engine(clock)
      .run(purchase, id, {})
      .catch(() => undefined);
    return id;
  }

  /** The next takeover by the recovery job, once the previous one's backoff is over. */
  async function takeOver(id: string): Promise<ResumeOutcome> {
    attempt += 1;
    clock.set(new Date(clock.now().getTime() + resumeBackoffMs(attempt) + WORKFLOW_LEASE_MS));
    return engine(clock)
      .resume(id)
      .catch(() => 'stalled' as const);
  }

  async function untilGivenUp(id: string): Promise<ResumeOutcome> {
    for (let taken = 0; taken < MAX_RESUME_ATTEMPTS; taken += 1) expect(await takeOver(id)).to.equal('stalled');
    return takeOver(id);
  }

  const stored = (id: string) => new WorkflowsRepository(db).findById(id);

  it('goes on from what the lookup found when the step took effect, undoing nothing', async () => {
    world = { payment: 'made, answer lost', lookup: 'answers', confirm: 'works' };
    const id = await started();
    expect(await untilGivenUp(id)).to.equal('succeeded');
    expect(await effectsOf(id)).to.deep.equal(['confirm', 'pay', 'reserve']);
    expect((await stored(id))?.result).to.equal('paid');
  });

  it('undoes the recorded steps and ends failed with operation_abandoned when the lookup finds nothing', async () => {
    world = { payment: 'never made', lookup: 'answers', confirm: 'works' };
    const id = await started();
    expect(await untilGivenUp(id)).to.equal('failed');
    expect(await effectsOf(id)).to.deep.equal(['reserve', 'undo:reserve']);
    expect((await stored(id))?.failure).to.include({ slug: 'operation_abandoned' });
  });

  it('ends failed with the refusal the lookup found, naming the step', async () => {
    world = { payment: 'refused', lookup: 'answers', confirm: 'works' };
    const id = await started();
    expect(await untilGivenUp(id)).to.equal('failed');
    expect(await effectsOf(id)).to.deep.equal(['reserve', 'undo:reserve']);
    expect((await stored(id))?.failure).to.deep.equal({ step: 'pay', slug: 'payment_failed', message: 'declined' });
  });

  it('undoes nothing and shows the outcome unknown while the lookup cannot answer, then asks again at each takeover', async () => {
    world = { payment: 'made, answer lost', lookup: 'down', confirm: 'works' };
    const id = await started();
    expect(await untilGivenUp(id)).to.equal('checking');
    expect(await takeOver(id)).to.equal('checking');
    expect(await effectsOf(id)).to.deep.equal(['pay', 'reserve', 'shown:unknown']);
    expect((await stored(id))?.status).to.equal('running');

    world.lookup = 'answers';
    expect(await takeOver(id)).to.equal('succeeded');
    expect(await effectsOf(id)).to.deep.equal(['confirm', 'pay', 'reserve', 'shown:unknown']);
  });

  it('never undoes a workflow past a traceable step without a compensation: it is resumed until it finishes', async () => {
    world = { payment: 'made, answer lost', lookup: 'answers', confirm: 'fails' };
    const id = await started();
    expect(await untilGivenUp(id), 'found the payment, then confirm failed').to.equal('stalled');
    expect((await stored(id))?.steps).to.have.property('pay');
    expect(await takeOver(id)).to.equal('stalled');
    expect((await stored(id))?.status).to.equal('running');
    expect(await effectsOf(id)).to.deep.equal(['pay', 'reserve']);

    world.confirm = 'works';
    expect(await takeOver(id)).to.equal('succeeded');
    expect(await effectsOf(id)).to.deep.equal(['confirm', 'pay', 'reserve']);
  });
});
