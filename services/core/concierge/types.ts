import type { Schema } from '../../../shared/openapi/operation-types.ts';

/** What one turn costs, booked as one `spend` of the credit ledger (documented in askConcierge and docs/product.md). */
export const CONCIERGE_CREDITS_PER_TURN = 2;

export type ConciergeTurnView = Schema<'ConciergeTurn'>;
export type ConciergeConversationView = Schema<'ConciergeConversation'>;
export type ConciergeConversationSummaryView = Schema<'ConciergeConversationSummary'>;
export type ConciergeSearchView = Schema<'ConciergeSearch'>;
export type ConciergeCitation = Schema<'ConciergeCitation'>;

/** A conversation: private to its account; its turns are documents of their own. */
export interface ConversationDocument {
  _id: string; // 'cnv_...'
  accountId: string;
  title: string;
  createdAt: Date;
}

/** An answered turn, written once by the last step of its workflow under the id its key derives. */
export interface TurnDocument {
  _id: string; // 'ctn_...'
  conversationId: string;
  accountId: string;
  question: string;
  answer: string;
  answeredBy: ConciergeTurnView['answeredBy'];
  search: ConciergeSearchView;
  citations: ConciergeCitation[];
  charge: ConciergeTurnView['charge'];
  askedAt: Date;
}

export function conversationSummaryView(conversation: ConversationDocument): ConciergeConversationSummaryView {
  return { id: conversation._id, title: conversation.title, createdAt: conversation.createdAt.toISOString() };
}

export function turnView(turn: TurnDocument): ConciergeTurnView {
  return {
    id: turn._id,
    conversationId: turn.conversationId,
    question: turn.question,
    answer: turn.answer,
    answeredBy: turn.answeredBy,
    search: turn.search,
    citations: turn.citations,
    charge: turn.charge,
    askedAt: turn.askedAt.toISOString(),
  };
}

export function conversationView(
  conversation: ConversationDocument,
  turns: readonly TurnDocument[],
): ConciergeConversationView {
  return { ...conversationSummaryView(conversation), turns: turns.map(turnView) };
}
