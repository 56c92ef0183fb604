import { createHash } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { keyedId, newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import {
  type CreditLedgerRepository,
  ledgerEntryIdFor,
  type CreditLedgerService,
  insufficientCredits,
} from '../credits/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { ConciergeAnswers } from './concierge-answers.ts';
import type { ConciergeConversationsRepository } from './conversations.repository.ts';
import { conversationNotFound } from './errors.ts';
import type { ConciergeTurnsRepository } from './turns.repository.ts';
import {
  CONCIERGE_CREDITS_PER_TURN,
  conversationSummaryView,
  conversationView,
  turnView,
  type ConciergeConversationSummaryView,
  type ConciergeConversationView,
  type ConciergeTurnView,
  type ConversationDocument,
  type TurnDocument,
} from './types.ts';

export interface ConciergeServiceDeps {
  conversations: ConciergeConversationsRepository;
  turns: ConciergeTurnsRepository;
  ledger: Pick<CreditLedgerService, 'balance' | 'spend' | 'grant' | 'findKeyed'>;
  ledgerEntries: Pick<CreditLedgerRepository, 'findById'>;
  answers: Pick<ConciergeAnswers, 'answer'>;
  workflows: WorkflowRegistry;
  clock: Clock;
}

/** The intent of one turn, recorded before its first step; a turn that starts its conversation opens it too. */
interface TurnRequest {
  turnId: string;
  accountId: string;
  conversationId: string;
  question: string;
  baseUrl: string;
  opens: { title: string } | null;
}

const NEW_CONVERSATION_TITLE = 'New conversation';
const TITLE_FROM_MESSAGE_LENGTH = 80;
/** The epoch keyed ids are built at: the key alone names the turn or conversation. */
const KEYED_EPOCH = new Date(0);

/**
 * Concierge conversations and their paid turns. A turn is one workflow (`concierge-turn:<turnId>`): charge the
 * price (a ledger spend keyed by the workflow, so it is booked once however often the turn is retried), open the
 * conversation when the turn starts it, answer, record. A turn refused for good after its charge, or abandoned
 * by recovery, is refunded by one keyed grant; a model that fails does not fail the turn (the summary answers).
 */
export class ConciergeService {
  private readonly workflow = defineWorkflow('concierge-turn', (steps: WorkflowSteps, request: TurnRequest) =>
    this.turnSteps(steps, request),
  );

  constructor(private readonly deps: ConciergeServiceDeps) {
    deps.workflows.register(this.workflow);
  }

  /**
   * A new conversation; with a first message, that turn is paid and answered before the conversation exists. With an
   * Idempotency-Key the conversation and its first turn are named by it, so a retry after a failure pays nothing again.
   */
  async start(
    principal: Principal,
    input: { title?: string; message?: string },
    baseUrl: string,
    idempotencyKey?: string,
  ): Promise<ConciergeConversationView> {
    const key =
      idempotencyKey === undefined
        ? null
        : turnKey(principal.accountId, '(new conversation)', idempotencyKey, JSON.stringify(input));
    const conversation: ConversationDocument = {
      _id: key === null ? newId('cnv') : keyedId('cnv', key, KEYED_EPOCH),
      accountId: principal.accountId,
      title: input.title ?? titleFrom(input.message),
      createdAt: this.deps.clock.now(),
    };
    if (input.message === undefined) {
      await this.deps.conversations.insertConversationOnce(conversation);
      return this.get(principal, conversation._id);
    }
    const turnId = key === null ? newId('ctn') : keyedId('ctn', key, KEYED_EPOCH);
    await this.refuseWhenUnpaid(principal.accountId, turnId);
    const request: TurnRequest = {
      turnId,
      accountId: principal.accountId,
      conversationId: conversation._id,
      question: input.message,
      baseUrl,
      opens: { title: conversation.title },
    };
    const turn = await this.deps.workflows.run(this.workflow, workflowIdOf(turnId), request);
    const opened = await this.deps.conversations.findOwned(principal.accountId, conversation._id);
    if (!opened) throw new Error(`concierge turn ${turnId} finished without its conversation ${conversation._id}`);
    return { ...conversationSummaryView(opened), turns: [turn] };
  }

  async list(principal: Principal, query: PageQuery): Promise<Page<ConciergeConversationSummaryView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.conversations.listPage(principal.accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map(conversationSummaryView) };
  }

  async get(principal: Principal, id: string): Promise<ConciergeConversationView> {
    const conversation = await this.deps.conversations.findOwned(principal.accountId, id);
    if (!conversation) throw conversationNotFound();
    return conversationView(conversation, await this.deps.turns.listOf(id));
  }

  /**
   * Asks one question in an own conversation. The turn is named by the account, the conversation, the
   * Idempotency-Key and the question, so a retry answers the turn it already paid for instead of paying again.
   */
  async ask(
    principal: Principal,
    conversationId: string,
    question: string,
    idempotencyKey: string,
    baseUrl: string,
  ): Promise<ConciergeTurnView> {
    const conversation = await this.deps.conversations.findOwned(principal.accountId, conversationId);
    if (!conversation) throw conversationNotFound();
    const turnId = keyedId('ctn', turnKey(principal.accountId, conversationId, idempotencyKey, question), KEYED_EPOCH);
    const answered = await this.deps.turns.findById(turnId);
    if (answered) return turnView(answered);
    await this.refuseWhenUnpaid(principal.accountId, turnId);
    const request: TurnRequest = {
      turnId,
      accountId: principal.accountId,
      conversationId,
      question,
      baseUrl,
      opens: null,
    };
    return this.deps.workflows.run(this.workflow, workflowIdOf(turnId), request);
  }

  /** 402 before any work when the balance does not cover a turn that was not paid for already. */
  private async refuseWhenUnpaid(accountId: string, turnId: string): Promise<void> {
    if (await this.deps.ledgerEntries.findById(ledgerEntryIdFor(workflowIdOf(turnId)))) return;
    const { balance } = await this.deps.ledger.balance(accountId);
    if (balance < CONCIERGE_CREDITS_PER_TURN) throw insufficientCredits(balance, CONCIERGE_CREDITS_PER_TURN);
  }

  private async turnSteps(steps: WorkflowSteps, request: TurnRequest): Promise<ConciergeTurnView> {
    const { accountId, conversationId, turnId } = request;
    const charge = await steps.doTraceable(
      'charge',
      () =>
        this.deps.ledger.spend(accountId, CONCIERGE_CREDITS_PER_TURN, 'concierge turn', {
          reference: { type: 'concierge_conversation', id: conversationId },
          key: steps.workflowId,
        }),
      {
        find: () => this.deps.ledger.findKeyed(steps.workflowId),
        compensate: async () => {
          await this.deps.ledger.grant(
            accountId,
            CONCIERGE_CREDITS_PER_TURN,
            `concierge refund: turn ${turnId} was not answered`,
            { key: `${steps.workflowId}:refund` },
          );
        },
      },
    );
    const { opens } = request;
    if (opens) {
      await steps.do(
        'open-conversation',
        async () => {
          await this.deps.conversations.insertConversationOnce({
            _id: conversationId,
            accountId,
            title: opens.title,
            createdAt: steps.startedAt,
          });
          return conversationId;
        },
        () => this.deps.conversations.deleteConversation(conversationId),
      );
    }
    const answer = await steps.do('answer', () => this.deps.answers.answer(request.question, request.baseUrl));
    return steps.do('record', async () => {
      const turn: TurnDocument = {
        _id: turnId,
        conversationId,
        accountId,
        question: request.question,
        ...answer,
        charge: { credits: CONCIERGE_CREDITS_PER_TURN, ledgerEntryId: charge.id, balanceAfter: charge.balanceAfter },
        askedAt: steps.startedAt,
      };
      await this.deps.turns.insertTurnOnce(turn);
      return turnView(turn);
    });
  }
}

function workflowIdOf(turnId: string): string {
  return `concierge-turn:${turnId}`;
}

/** What names a write of the concierge: the account, where it goes, the caller's Idempotency-Key and what was sent. */
function turnKey(accountId: string, conversationId: string, idempotencyKey: string, sent: string): string {
  return ['concierge', accountId, conversationId, idempotencyKey, createHash('sha256').update(sent).digest('hex')].join(
    '\n',
  );
}

function titleFrom(message: string | undefined): string {
  const text = message?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') return NEW_CONVERSATION_TITLE;
  const characters = [...text];
  return characters.length <= TITLE_FROM_MESSAGE_LENGTH
    ? text
    : `${characters.slice(0, TITLE_FROM_MESSAGE_LENGTH - 1).join('')}…`;
}
