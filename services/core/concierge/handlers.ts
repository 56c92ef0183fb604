import type { Message } from '../../../shared/envelope.ts';
import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requireBaseUrl,
  requirePrincipal,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { ConciergeService } from './concierge.service.ts';
import type { ConciergeTurnView } from './types.ts';

/** The note of a turn the summary answered although a model is configured, as an envelope message. */
function turnMessages(turns: readonly ConciergeTurnView[]): Message[] {
  return turns.flatMap((turn) => (turn.answeredBy.note ? [{ message: turn.answeredBy.note }] : []));
}

export function conciergeHandlers(concierge: ConciergeService): ServiceHandlers {
  return operationHandlers({
    async createConciergeConversation(input) {
      const conversation = await concierge.start(
        requirePrincipal(input),
        input.body,
        requireBaseUrl(input),
        input.headers?.['idempotency-key'],
      );
      return { status: 201, result: conversation, messages: turnMessages(conversation.turns) };
    },
    async listConciergeConversations(input) {
      const page = await concierge.list(requirePrincipal(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getConciergeConversation(input) {
      return { result: await concierge.get(requirePrincipal(input), input.params.id) };
    },
    async askConcierge(input) {
      const idempotencyKey = input.headers?.['idempotency-key'];
      if (!idempotencyKey)
        throw new Error('askConcierge reached its handler without the Idempotency-Key the gateway requires');
      const turn = await concierge.ask(
        requirePrincipal(input),
        input.params.id,
        input.body.message,
        idempotencyKey,
        requireBaseUrl(input),
      );
      return { status: 201, result: turn, messages: turnMessages([turn]) };
    },
  });
}
