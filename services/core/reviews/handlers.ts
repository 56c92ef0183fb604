import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsHandlers(reviews: ReviewsService): ServiceHandlers {
  return operationHandlers({
    async createReview(input) {
      return { status: 201, result: await reviews.create(requirePrincipal(input), input.params.id, input.body) };
    },
    async listListingReviews(input) {
      const page = await reviews.list(input.params.id, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
  });
}
