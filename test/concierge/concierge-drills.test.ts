import { expect } from 'chai';
import {
  CONCIERGE_CREDITS_PER_TURN,
  type ConversationDocument,
  type TurnDocument,
} from '../../services/core/concierge/types.ts';
import { createCore } from '../../services/core/index.ts';
import type { WorkflowDocument } from '../../services/core/workflows/types.ts';
import { MAX_RESUME_ATTEMPTS } from '../../services/core/workflows/workflow-engine.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { harness } from '../support/root-hooks.ts';
import { accountWithCredits, balanceOf, catalogSearchAt, emptyConversation, ledgerOf, newKey } from './fixtures.ts';

interface Asking {
  asker: TestAccount;
  principal: Principal;
  conversationId: string;
  key: string;
}

const HOUR_MS = 3_600_000;

async function setup(): Promise<Asking> {
  const asker = await accountWithCredits(10, 'drilled-asker');
  return {
    asker,
    principal: await principalOf(asker.token),
    conversationId: await emptyConversation(asker),
    key: newKey(),
  };
}

function turnsOf(conversationId: string): Promise<TurnDocument[]> {
  return harness().mongo.db.collection<TurnDocument>('concierge_turns').find({ conversationId }).toArray();
}

describe('concierge turns: fault drills', function () {
  this.timeout(300_000);
  let catalog: ReturnType<typeof catalogSearchAt>;
  before(() => {
    catalog = catalogSearchAt();
  });
  after(() => catalog.close());

  it('a turn stopped at any point is finished by recovery: charged once, recorded once', async () => {
    await drillEveryPoint<Asking>({
      kind: 'concierge-turn',
      coreDeps: { catalogSearch: catalog.search },
      setup,
      act: (core, { principal, conversationId, key }) =>
        invoke(core, 'askConcierge', principal, {
          params: { id: conversationId },
          body: { message: 'translator in Munich' },
          headers: { 'idempotency-key': key },
        }),
      async check({ asker, conversationId }) {
        const ledger = await ledgerOf(asker.id);
        expect(ledger.map((entry) => [entry.kind, entry.delta])).to.deep.equal([
          ['grant', 10],
          ['spend', -CONCIERGE_CREDITS_PER_TURN],
        ]);
        const turns = await turnsOf(conversationId);
        expect(turns).to.have.length(1);
        expect(turns[0]?.charge.ledgerEntryId).to.equal(ledger[1]?._id);
        expect(await balanceOf(asker)).to.equal(10 - CONCIERGE_CREDITS_PER_TURN);
      },
    });
  });

  it('a conversation started with its first question and stopped at any point is finished by recovery: opened once, charged once', async () => {
    await drillEveryPoint<Asking>({
      kind: 'concierge-turn',
      coreDeps: { catalogSearch: catalog.search },
      setup,
      act: (core, { principal, key }) =>
        invoke(core, 'createConciergeConversation', principal, {
          body: { message: 'translator in Munich' },
          headers: { 'idempotency-key': key },
        }),
      async check({ asker, conversationId }) {
        const opened = await harness()
          .mongo.db.collection<ConversationDocument>('concierge_conversations')
          .find({ accountId: asker.id, _id: { $ne: conversationId } })
          .toArray();
        expect(opened).to.have.length(1);
        expect(await turnsOf(opened[0]?._id ?? '')).to.have.length(1);
        expect((await ledgerOf(asker.id)).map((entry) => [entry.kind, entry.delta])).to.deep.equal([
          ['grant', 10],
          ['spend', -CONCIERGE_CREDITS_PER_TURN],
        ]);
      },
    });
  });

  it('a turn whose search stays unavailable is undone after the last takeover: refunded once, nothing recorded, retries answer 503 operation_abandoned', async () => {
    const { asker, principal, conversationId, key } = await setup();
    const unreachable = catalogSearchAt('http://127.0.0.1:9');
    try {
      const coreAt = (offsetMs: number) =>
        createCore({
          db: harness().mongo.db,
          clock: { now: () => new Date(Date.now() + offsetMs) },
          config: harness().config,
          catalogSearch: unreachable.search,
        });
      const askAgain = () =>
        invoke(coreAt(0), 'askConcierge', principal, {
          params: { id: conversationId },
          body: { message: 'translator in Munich' },
          headers: { 'idempotency-key': key },
        });
      const first = await askAgain().then(
        () => null,
        (error: unknown) => error,
      );
      expect(first).to.be.instanceOf(AppError).and.include({ slug: 'service_unavailable', status: 503 });
      const workflows = harness().mongo.db.collection<WorkflowDocument>('workflows');
      const workflow = await workflows.findOne({ kind: 'concierge-turn', 'input.accountId': asker.id });
      expect(workflow?.status).to.equal('running');
      for (let attempt = 1; attempt <= MAX_RESUME_ATTEMPTS; attempt += 1) {
        const takeover = await coreAt(attempt * 2 * HOUR_MS)
          .workflows.resume(workflow?._id ?? '')
          .then(String, (error: unknown) => error);
        expect(takeover, `takeover ${attempt}`).to.be.instanceOf(AppError).and.include({ slug: 'service_unavailable' });
      }
      expect(await coreAt((MAX_RESUME_ATTEMPTS + 1) * 2 * HOUR_MS).workflows.resume(workflow?._id ?? '')).to.equal(
        'failed',
      );
      expect((await workflows.findOne({ _id: workflow?._id ?? '' }))?.status).to.equal('failed');
      const ledger = await ledgerOf(asker.id);
      expect(ledger.map((entry) => [entry.kind, entry.delta])).to.deep.equal([
        ['grant', 10],
        ['spend', -CONCIERGE_CREDITS_PER_TURN],
        ['grant', CONCIERGE_CREDITS_PER_TURN],
      ]);
      expect(await balanceOf(asker)).to.equal(10);
      expect(await turnsOf(conversationId)).to.deep.equal([]);
      const retried = await askAgain().then(
        () => null,
        (error: unknown) => error,
      );
      expect(retried).to.be.instanceOf(AppError).and.include({ slug: 'operation_abandoned', status: 503 });
      expect(await ledgerOf(asker.id)).to.have.length(3);
    } finally {
      await unreachable.close();
    }
  });
});
