import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { AnswerAcceptanceService } from './answer-acceptance.service.ts';
import type { AnswersService } from './answers.service.ts';
import type { RequestsService } from './requests.service.ts';

export function requestsHandlers(
  requests: RequestsService,
  answers: AnswersService,
  acceptance: AnswerAcceptanceService,
): ServiceHandlers {
  return operationHandlers({
    async listRequests({ query }) {
      const page = await requests.list(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createRequest(input) {
      return { status: 201, result: await requests.create(requirePrincipal(input), input.body) };
    },
    async getRequest({ params }) {
      return { result: await requests.get(params.id) };
    },
    async closeRequest(input) {
      return { result: await requests.close(requirePrincipal(input), input.params.id) };
    },
    async createAnswer(input) {
      return { status: 201, result: await answers.create(requirePrincipal(input), input.params.id, input.body) };
    },
    async voteAnswer(input) {
      return { result: await answers.vote(requirePrincipal(input), input.params.id, input.params.answerId) };
    },
    async acceptAnswer(input) {
      return { result: await acceptance.accept(requirePrincipal(input), input.params.id, input.params.answerId) };
    },
  });
}
